/**
 * The per-customer limits of order placement, run inside the order transaction. The customer's row is
 * locked first (SELECT … FOR UPDATE), so concurrent orders by the same customer count their pending orders
 * one after another and the limit holds under a burst.
 */
import { and, count, eq } from 'drizzle-orm';
import { orderPortions, pendingLimitMessage, portionsLimitMessage } from '../../model/order-limits';
import type { Tx } from '../db/client';
import { orders, users } from '../db/schema';
import { conflict } from '../errors';

export interface OrderLimits {
  maxPortionsPerOrder: number;
  maxPendingOrders: number;
}

export async function assertOrderLimits(tx: Tx, userId: number, lines: readonly { quantity: number }[], limits: OrderLimits): Promise<void> {
  if (orderPortions(lines) > limits.maxPortionsPerOrder) throw conflict(portionsLimitMessage(limits.maxPortionsPerOrder), 'lines');
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [row] = await tx
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'pending')));
  checkOrderLimits(lines, row?.n ?? 0, limits);
}

/** The same limits when the caller has counted the customer's pending orders already (the embedded path). */
export function checkOrderLimits(lines: readonly { quantity: number }[], pending: number, limits: OrderLimits): void {
  if (orderPortions(lines) > limits.maxPortionsPerOrder) throw conflict(portionsLimitMessage(limits.maxPortionsPerOrder), 'lines');
  if (pending >= limits.maxPendingOrders) throw conflict(pendingLimitMessage(limits.maxPendingOrders), 'pendingOrders');
}
