/**
 * What one customer may hold at once, so a single account cannot empty the menu for everyone: a cap on the
 * portions of one order and on the orders still waiting in the kitchen. The server's limits come from
 * MAX_PORTIONS_PER_ORDER and MAX_PENDING_ORDERS; the cart uses the defaults to warn before checkout.
 */
export const DEFAULT_MAX_PORTIONS_PER_ORDER = 20;
export const DEFAULT_MAX_PENDING_ORDERS = 3;

/** Portions the order asks for, all lines together. */
export function orderPortions(lines: readonly { quantity: number }[]): number {
  return lines.reduce((sum, l) => sum + l.quantity, 0);
}

export function portionsLimitMessage(max: number): string {
  return `Un pedido admite como máximo ${max} raciones en total. Quita alguna del carrito.`;
}

export function pendingLimitMessage(max: number): string {
  return max === 1
    ? 'Ya tienes un pedido pendiente. Podrás hacer otro cuando la cocina lo termine.'
    : `Ya tienes ${max} pedidos pendientes. Podrás hacer otro cuando la cocina termine alguno.`;
}
