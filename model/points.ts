/**
 * Points rule: a customer earns one point per whole euro of each order's total, credited when the
 * order is placed (a 12,80 € order earns 12 points). The server applies it inside the order transaction.
 */
export const POINTS_PER_EURO = 1;

export function pointsForOrder(totalCents: number): number {
  if (!Number.isFinite(totalCents) || totalCents <= 0) return 0;
  return Math.floor(totalCents / 100) * POINTS_PER_EURO;
}
