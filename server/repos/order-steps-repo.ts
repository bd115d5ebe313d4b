/**
 * The SQL of the kitchen's steps on a placed order (server/orders/: finish, station done, recall, hand over):
 * each reads or writes rows inside the caller's transaction and returns data; the use case decides the answer.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { orderLines, orderStationsDone, orders, stations, users } from '../db/schema';

export type OrderRow = typeof orders.$inferSelect;

/** The order's row, locked until the transaction ends (concurrent steps on one order run one after another). */
export async function lockOrder(tx: Tx, id: number): Promise<OrderRow | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return order;
}

export async function orderExists(tx: Tx, id: number): Promise<boolean> {
  const [row] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, id));
  return row !== undefined;
}

/** pending → finished; undefined when the order is not pending (or does not exist). */
export async function markFinished(
  tx: Tx,
  id: number,
): Promise<{ id: number; userId: number | null; totalCents: number } | undefined> {
  const [row] = await tx
    .update(orders)
    .set({ status: 'finished', finishedAt: sql`now()` })
    .where(and(eq(orders.id, id), eq(orders.status, 'pending')))
    .returning({ id: orders.id, userId: orders.userId, totalCents: orders.totalCents });
  return row;
}

export async function markCollected(tx: Tx, id: number): Promise<void> {
  await tx
    .update(orders)
    .set({ collectedAt: sql`now()` })
    .where(eq(orders.id, id));
}

/** finished → pending again, with no finish or hand-over time. */
export async function markReopened(tx: Tx, id: number): Promise<void> {
  await tx
    .update(orders)
    .set({ status: 'pending', finishedAt: null, collectedAt: null, reopenedAt: sql`now()` })
    .where(eq(orders.id, id));
}

export async function findStation(tx: Tx, id: number): Promise<typeof stations.$inferSelect | undefined> {
  const [station] = await tx.select().from(stations).where(eq(stations.id, id));
  return station;
}

/** The category of each of the order's lines. */
export async function lineCategories(tx: Tx, orderId: number): Promise<number[]> {
  const lines = await tx.select({ categoryId: orderLines.categoryId }).from(orderLines).where(eq(orderLines.orderId, orderId));
  return lines.map((l) => l.categoryId);
}

/** Marks the station done for the order; false when it was already. */
export async function insertStationDone(tx: Tx, orderId: number, stationId: number): Promise<boolean> {
  const inserted = await tx
    .insert(orderStationsDone)
    .values({ orderId, stationId })
    .onConflictDoNothing()
    .returning({ stationId: orderStationsDone.stationId });
  return inserted.length > 0;
}

export async function stationsDone(tx: Tx, orderId: number): Promise<Set<number>> {
  const rows = await tx
    .select({ stationId: orderStationsDone.stationId })
    .from(orderStationsDone)
    .where(eq(orderStationsDone.orderId, orderId));
  return new Set(rows.map((r) => r.stationId));
}

/** A recall puts the order back on every station's board. */
export async function clearStationProgress(tx: Tx, orderId: number): Promise<void> {
  await tx.delete(orderStationsDone).where(eq(orderStationsDone.orderId, orderId));
}

/** Adds `delta` points to the customer (never below zero: an administrator may have lowered them meanwhile). */
export async function addPoints(tx: Tx, userId: number, delta: number): Promise<void> {
  await tx
    .update(users)
    .set({ points: sql`greatest(${users.points} + ${delta}, 0)` })
    .where(eq(users.id, userId));
}
