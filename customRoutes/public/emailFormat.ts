/** A pragmatic e-mail check for forms (the server validates with JSON Schema's `email` format). */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}
