/** The pick-up screen's list (GET orders/pickup): one day's orders (not cancelled), numbers and progress only. */
import { and, asc, eq, ne } from 'drizzle-orm';
import type { PickupListOrder } from '../../model/entities';
import type { Db } from '../db/client';
import { orders } from '../db/schema';

export async function pickupOrders(db: Db, date: string): Promise<PickupListOrder[]> {
  const rows = await db
    .select({ id: orders.id, status: orders.status, finishedAt: orders.finishedAt, collectedAt: orders.collectedAt })
    .from(orders)
    .where(and(eq(orders.pickupDate, date), ne(orders.status, 'cancelled')))
    .orderBy(asc(orders.id));
  return rows.map((r) => ({
    id: r.id,
    number: r.id,
    status: r.status === 'finished' ? 'finished' : 'pending',
    finishedAt: r.finishedAt?.toISOString() ?? null,
    collectedAt: r.collectedAt?.toISOString() ?? null,
  }));
}
