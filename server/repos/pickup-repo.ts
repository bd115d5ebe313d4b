/** The pick-up screen's list (GET orders/pickup): one day's orders, numbers and progress only. */
import { asc, eq } from 'drizzle-orm';
import type { PickupListOrder } from '../../model/entities';
import type { Db } from '../db/client';
import { orders } from '../db/schema';

export async function pickupOrders(db: Db, date: string): Promise<PickupListOrder[]> {
  const rows = await db
    .select({ id: orders.id, status: orders.status, finishedAt: orders.finishedAt, collectedAt: orders.collectedAt })
    .from(orders)
    .where(eq(orders.pickupDate, date))
    .orderBy(asc(orders.id));
  return rows.map((r) => ({
    id: r.id,
    number: r.id,
    status: r.status === 'finished' ? 'finished' : 'pending',
    finishedAt: r.finishedAt?.toISOString() ?? null,
    collectedAt: r.collectedAt?.toISOString() ?? null,
  }));
}
