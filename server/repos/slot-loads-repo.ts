/** Minutes of cooking already taken per pick-up hour (the rule that uses them: model/capacity.ts). */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { orderLines, orders } from '../db/schema';

/**
 * Minutes of preparation already taken per pick-up hour of `date` (pending and finished orders; cancelled ones
 * count nowhere); only `hour`'s when given.
 */
export async function slotLoads(db: Db | Tx, date: string, hour?: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ hour: orders.pickupHour, load: sql<string>`coalesce(sum(${orderLines.quantity} * ${orderLines.prepMinutes}), 0)` })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(
      and(
        eq(orders.pickupDate, date),
        ne(orders.status, 'cancelled'),
        hour === undefined ? undefined : eq(orders.pickupHour, hour),
      ),
    )
    .groupBy(orders.pickupHour);
  return new Map(rows.map((r) => [r.hour, Number(r.load)]));
}
