/**
 * Points rule: a customer earns one point per whole euro of each order's total (a 12,80 € order earns
 * 12 points), credited when the kitchen finishes the order, not when it is placed, so points and rewards
 * follow food actually prepared; an order reopened after finishing takes its points back. The server applies
 * it inside the finishing transaction (server/orders/order-points.ts).
 */
export const POINTS_PER_EURO = 1;

/** The most points an account may hold or a reward may cost (the API refuses more). */
export const MAX_POINTS = 1_000_000;

export function pointsForOrder(totalCents: number): number {
  if (!Number.isFinite(totalCents) || totalCents <= 0) return 0;
  return Math.floor(totalCents / 100) * POINTS_PER_EURO;
}
