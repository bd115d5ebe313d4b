/**
 * The per-customer limits of order placement, run inside the order transaction. The customer's row is
 * locked first (SELECT … FOR UPDATE), so concurrent orders by the same customer count their pending orders
 * one after another and the limit holds under a burst.
 */
import { and, count, eq } from 'drizzle-orm';
import { pendingLimitProblem, portionsLimitProblem, type OrderLimitProblem } from '../../model/order-limits';
import type { Tx } from '../db/client';
import { orders, users } from '../db/schema';
import { ApiError } from '../errors';

export interface OrderLimits {
  maxPortionsPerOrder: number;
  maxPendingOrders: number;
}

/** The API's Spanish wording of the limits (model/order-limits.ts returns codes); the body carries the code too. */
function limitConflict(problem: OrderLimitProblem, field: string): ApiError {
  const max = 'max' in problem.params ? problem.params.max : problem.params.smart_count;
  const message =
    problem.code === 'order_portions_limit'
      ? `Un pedido admite como máximo ${max} raciones en total. Quita alguna del carrito.`
      : max === 1
        ? 'Ya tienes un pedido pendiente. Podrás hacer otro cuando la cocina lo termine.'
        : `Ya tienes ${max} pedidos pendientes. Podrás hacer otro cuando la cocina termine alguno.`;
  return new ApiError(409, message, field, { code: problem.code, params: problem.params });
}

export async function assertOrderLimits(
  tx: Tx,
  userId: number,
  lines: readonly { quantity: number }[],
  limits: OrderLimits,
): Promise<void> {
  const portions = portionsLimitProblem(lines, limits.maxPortionsPerOrder);
  if (portions) throw limitConflict(portions, 'lines');
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [row] = await tx
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'pending')));
  checkOrderLimits(lines, row?.n ?? 0, limits);
}

/** The same limits when the caller has counted the customer's pending orders already (the embedded path). */
export function checkOrderLimits(lines: readonly { quantity: number }[], pendingOrders: number, limits: OrderLimits): void {
  const portions = portionsLimitProblem(lines, limits.maxPortionsPerOrder);
  if (portions) throw limitConflict(portions, 'lines');
  const pending = pendingLimitProblem(pendingOrders, limits.maxPendingOrders);
  if (pending) throw limitConflict(pending, 'pendingOrders');
}
