/** Minutes of cooking already taken per pick-up hour (the rule that uses them: model/capacity.ts). */
import { and, eq, sql } from 'drizzle-orm';
import { localClock } from '../../model/slots';
import type { Config } from '../config';
import type { Db, Tx } from '../db/client';
import { orderLines, orders } from '../db/schema';

/**
 * Minutes of preparation already taken per pick-up hour of `date` (pending and finished orders); only `hour`'s
 * when given.
 */
export async function slotLoads(db: Db | Tx, date: string, hour?: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ hour: orders.pickupHour, load: sql<string>`coalesce(sum(${orderLines.quantity} * ${orderLines.prepMinutes}), 0)` })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(hour === undefined ? eq(orders.pickupDate, date) : and(eq(orders.pickupDate, date), eq(orders.pickupHour, hour)))
    .groupBy(orders.pickupHour);
  return new Map(rows.map((r) => [r.hour, Number(r.load)]));
}

/** Today's load per pick-up hour, for GET hours. */
export async function todaysLoads(db: Db, config: Config): Promise<Map<string, number>> {
  return slotLoads(db, localClock(config.now(), config.timeZone).date);
}
