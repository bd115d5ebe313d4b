/** Money travels as euros with at most two decimals in JSON and is stored as integer cents. */
export function toCents(euros: number): number {
  return Math.round(euros * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

const euroFormat = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' });

/** "12,50 €" */
export function formatEuros(euros: number): string {
  return euroFormat.format(euros);
}
