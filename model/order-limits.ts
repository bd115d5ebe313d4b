/**
 * What one customer may hold at once, so a single account cannot empty the menu for everyone: a cap on the
 * portions of one order and on the orders still waiting in the kitchen. The server's limits come from
 * MAX_PORTIONS_PER_ORDER and MAX_PENDING_ORDERS; the cart uses the defaults to warn before checkout.
 */
export const DEFAULT_MAX_PORTIONS_PER_ORDER = 20;
export const DEFAULT_MAX_PENDING_ORDERS = 3;
/** one order's lines, and the portions of one line (the order body's schema, model/schemas.ts) */
export const MAX_ORDER_LINES = 30;
export const MAX_LINE_QUANTITY = 20;

/** Portions the order asks for, all lines together. */
export function orderPortions(lines: readonly { quantity: number }[]): number {
  return lines.reduce((sum, l) => sum + l.quantity, 0);
}

/**
 * A limit the order breaks: a code the screens translate (`comedor.errors.<code>`, with `params`) and the
 * server words in Spanish (server/messages/orders.ts) in its 409.
 */
export interface OrderLimitProblem {
  code: 'order_portions_limit' | 'order_pending_limit';
  /** the limit: `max` for portions, `smart_count` (singular/plural) for pending orders */
  params: { max: number } | { smart_count: number };
}

/** The portions limit when the order asks for more than `max` portions, else null. */
export function portionsLimitProblem(lines: readonly { quantity: number }[], max: number): OrderLimitProblem | null {
  return orderPortions(lines) > max ? { code: 'order_portions_limit', params: { max } } : null;
}

/** The pending-orders limit when the customer already has `max` (or more) orders waiting, else null. */
export function pendingLimitProblem(pending: number, max: number): OrderLimitProblem | null {
  return pending >= max ? { code: 'order_pending_limit', params: { smart_count: max } } : null;
}
