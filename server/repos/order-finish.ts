/**
 * The kitchen marks an order ready: pending → finished once, with an `order.finished` event; the customer's
 * points are credited here, for food actually prepared (model/points.ts).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { orders } from '../db/schema';
import { conflict, notFound } from '../errors';
import { recordOrderEvent } from './order-events-repo';
import { creditOrderPoints } from './order-points';

export async function finishOrder(db: Db, id: number): Promise<void> {
  await db.transaction((tx) => finishOrderIn(tx, id));
}

/** The same, inside the caller's transaction (the last station marking its lines done finishes the order). */
export async function finishOrderIn(tx: Tx, id: number): Promise<void> {
  const [row] = await tx
    .update(orders)
    .set({ status: 'finished', finishedAt: sql`now()` })
    .where(and(eq(orders.id, id), eq(orders.status, 'pending')))
    .returning({ id: orders.id, userId: orders.userId, totalCents: orders.totalCents });
  if (!row) {
    const [existing] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, id));
    throw existing ? conflict('El pedido ya estaba terminado.') : notFound('El pedido no existe.');
  }
  await creditOrderPoints(tx, row);
  await recordOrderEvent(tx, row.id, row.userId, 'order.finished');
}
