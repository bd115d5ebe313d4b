/** Money travels as euros with at most two decimals in JSON and is stored as integer cents. */
export function toCents(euros: number): number {
  return Math.round(euros * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/** The highest price a dish (or any other money field) may have, in euros. */
export const MONEY_MAX_EUROS = 10_000;

/**
 * True when a euro amount has at most two decimals. Checked on the cents, with a tolerance far below half a
 * cent, because binary floating point cannot hold 4.35 exactly (4.35 / 0.01 is 434.99999999999994) while
 * 4.355 is a whole half cent away from any cent.
 */
export function hasWholeCents(euros: number): boolean {
  if (!Number.isFinite(euros)) return false;
  const cents = euros * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-8;
}

const euroFormat = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' });

/** "12,50 €" */
export function formatEuros(euros: number): string {
  return euroFormat.format(euros);
}
