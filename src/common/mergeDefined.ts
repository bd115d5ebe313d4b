/** The record as loaded, overridden by the form values that were actually submitted (locked inputs send none). */
export function mergeDefined<T extends object>(previous: T | undefined, data: Partial<T>): T {
  const out = { ...(previous ?? {}) } as Record<string, unknown>;
  for (const [k, v] of Object.entries(data)) if (v !== undefined) out[k] = v;
  return out as T;
}
