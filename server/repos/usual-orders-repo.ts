/**
 * The SQL of "Mi pedido habitual" (server/orders/usual-orders.ts): the stored usual orders, the dates each one
 * already booked, and the claim of a date inside an order's transaction (place-order.ts).
 */
import { and, asc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { formatWeekdays } from '../../model/usual-order';
import type { Db, Tx } from '../db/client';
import { dishes, orders, usualOrders } from '../db/schema';

/** Arbitrary namespace of the advisory locks on usual orders (the slots' is 13013). */
const USUAL_LOCK_CLASS = 13_026;

export type UsualOrderRow = typeof usualOrders.$inferSelect;

export interface NewUsualOrder {
  userId: number;
  weekdays: number[];
  pickupHour: string;
  lines: { dishId: number; quantity: number }[];
}

export async function insertUsualOrder(db: Db, order: NewUsualOrder): Promise<UsualOrderRow> {
  const [row] = await db
    .insert(usualOrders)
    .values({ userId: order.userId, weekdays: formatWeekdays(order.weekdays), pickupHour: order.pickupHour, lines: order.lines })
    .returning();
  if (!row) throw new Error('usual order insert returned nothing');
  return row;
}

export async function findUsualOrder(db: Db | Tx, id: number): Promise<UsualOrderRow | undefined> {
  const [row] = await db.select().from(usualOrders).where(eq(usualOrders.id, id));
  return row;
}

/** Active usual orders: one customer's, or every customer's (the daily pass), oldest first. */
export async function activeUsualOrders(db: Db, userId?: number): Promise<UsualOrderRow[]> {
  const active = isNull(usualOrders.stoppedAt);
  return db
    .select()
    .from(usualOrders)
    .where(userId === undefined ? active : and(active, eq(usualOrders.userId, userId)))
    .orderBy(asc(usualOrders.id));
}

/** dish id → name, for the dishes the usual orders name (deleted dishes are left out). */
export async function dishNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: dishes.id, name: dishes.name }).from(dishes).where(inArray(dishes.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * The dates from `from` on which `usualOrderId` already has an order (any status: a day cancelled by hand is not
 * booked again). `from` keeps the read on the orders' pick-up date indexes.
 */
export async function bookedDates(db: Db, usualOrderId: number, from: string): Promise<Set<string>> {
  const rows = await db
    .select({ date: orders.pickupDate })
    .from(orders)
    .where(and(eq(orders.usualOrderId, usualOrderId), gte(orders.pickupDate, from)));
  return new Set(rows.map((r) => r.date));
}

/**
 * Inside an order's transaction: whether `usualOrderId` may not book `date` (stopped, or it already has an order
 * that day). With `lock` (PostgreSQL) the usual order's advisory lock is held until the transaction ends, so two
 * processes claiming the same date, or a claim and a stop, take turns; the embedded database has one connection.
 */
export async function usualDayTaken(tx: Tx, usualOrderId: number, date: string, lock: boolean): Promise<boolean> {
  if (lock) await tx.execute(sql`select pg_advisory_xact_lock(${USUAL_LOCK_CLASS}, ${usualOrderId})`);
  const [row] = await tx.select({ stoppedAt: usualOrders.stoppedAt }).from(usualOrders).where(eq(usualOrders.id, usualOrderId));
  if (!row || row.stoppedAt) return true;
  const [booked] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.usualOrderId, usualOrderId), eq(orders.pickupDate, date)))
    .limit(1);
  return booked !== undefined;
}

/**
 * Marks the usual order stopped (under its advisory lock on PostgreSQL, so no claim is halfway) and returns its
 * customer's pending orders it booked from `from` on, by date. `stopped` is false when it was stopped already.
 */
export async function markStopped(
  db: Db,
  id: number,
  from: string,
  lock: boolean,
): Promise<{ stopped: boolean; pending: { id: number; pickupDate: string }[] }> {
  return db.transaction(async (tx) => {
    if (lock) await tx.execute(sql`select pg_advisory_xact_lock(${USUAL_LOCK_CLASS}, ${id})`);
    const [row] = await tx
      .update(usualOrders)
      .set({ stoppedAt: sql`now()` })
      .where(and(eq(usualOrders.id, id), isNull(usualOrders.stoppedAt)))
      .returning({ userId: usualOrders.userId });
    if (!row) return { stopped: false, pending: [] };
    const pending = await tx
      .select({ id: orders.id, pickupDate: orders.pickupDate })
      .from(orders)
      .where(
        and(
          eq(orders.usualOrderId, id),
          eq(orders.userId, row.userId),
          eq(orders.status, 'pending'),
          gte(orders.pickupDate, from),
        ),
      )
      .orderBy(asc(orders.pickupDate));
    return { stopped: true, pending };
  });
}
