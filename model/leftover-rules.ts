/**
 * Leftovers' plain rules (issue 27 point 3), without TypeBox so the browser can import them: the reasons, the
 * bounds of an entry, and kg (API, screens) ↔ grams (table). The request and answer schemas are ./leftovers.ts.
 */
/** Why portions came back: left in the pan, returned by a customer, past their date (server/db/schema-planning.ts). */
export const LEFTOVER_REASONS = ['sobrante', 'devuelto', 'caducado'] as const;
export type LeftoverReason = (typeof LEFTOVER_REASONS)[number];

/** The most a dish's entry takes: far above a canteen's day, low enough to catch a slip of the finger. */
export const MAX_LEFTOVER_PORTIONS = 10_000;
export const MAX_LEFTOVER_KG = 1_000;

/** kg as typed → grams in the table (whole grams). */
export const gramsOf = (kg: number | null | undefined): number | null => (kg == null ? null : Math.round(kg * 1000));
/** grams in the table → kg in the API. */
export const kgOf = (grams: number | null): number | null => (grams == null ? null : grams / 1000);
