/**
 * The append-only order event log. Each event is written inside the transaction that caused it and announced
 * with `pg_notify('order_events', <event id>)`, which PostgreSQL delivers only on commit: a listener never hears
 * of an order that was rolled back, and a reconnecting client replays the log from its Last-Event-ID.
 */
import { and, desc, eq, gt, max, sql } from 'drizzle-orm';
import type { OrderEventType } from '../../model/entities';
import type { Db, Tx } from '../db/client';
import { orderEvents } from '../db/schema';

export const ORDER_EVENTS_CHANNEL = 'order_events';
/**
 * A reconnect replays at most this many events; a client further behind is told to reload its list instead
 * (older events would only be overwritten by the orders' current state anyway).
 */
export const REPLAY_LIMIT = 200;

export type OrderEventRow = typeof orderEvents.$inferSelect;

export async function recordOrderEvent(tx: Tx, orderId: number, userId: number | null, type: OrderEventType): Promise<number> {
  // A deleted customer's order has no user: 0 names nobody, so the staff still see the event and no customer does.
  // One statement writes and announces the event (one round trip fewer on every order change).
  const result = (await tx.execute<{ id: number | string }>(sql`
    with e as (insert into ${orderEvents} (order_id, user_id, type) values (${orderId}, ${userId ?? 0}, ${type}) returning id)
    select id, pg_notify(${ORDER_EVENTS_CHANNEL}, id::text) from e`)) as { rows: { id: number | string }[] };
  const row = result.rows[0];
  if (!row) throw new Error('order event insert returned nothing');
  return Number(row.id);
}

export async function findOrderEvent(db: Db, id: number): Promise<OrderEventRow | null> {
  const [row] = await db.select().from(orderEvents).where(eq(orderEvents.id, id));
  return row ?? null;
}

/**
 * The events after `afterId`, oldest first, at most `limit` of them (the latest ones); only one customer's when
 * `userId` is given. `complete` is false when older ones were left out.
 */
export async function orderEventsAfter(
  db: Db,
  afterId: number,
  userId?: number,
  limit = REPLAY_LIMIT,
): Promise<{ rows: OrderEventRow[]; complete: boolean }> {
  const where =
    userId === undefined ? gt(orderEvents.id, afterId) : and(gt(orderEvents.id, afterId), eq(orderEvents.userId, userId));
  const rows = await db
    .select()
    .from(orderEvents)
    .where(where)
    .orderBy(desc(orderEvents.id))
    .limit(limit + 1);
  const complete = rows.length <= limit;
  return { rows: rows.slice(0, limit).reverse(), complete };
}

/** The newest event id (0 when the log is empty). */
export async function latestOrderEventId(db: Db): Promise<number> {
  const [row] = await db.select({ id: max(orderEvents.id) }).from(orderEvents);
  return row?.id ?? 0;
}
