/**
 * The analysis screen's kitchen times: per pick-up day, how long orders took from being placed to 'listo', and
 * from 'listo' to being handed over at the counter (averages in minutes, one decimal). "Placed to 'listo'" counts
 * only the orders placed on their pick-up day (the restaurant's local date): a booking made days ahead would add
 * those days to the kitchen's minutes.
 */
import { and, between, desc, isNotNull, sql, type AnyColumn } from 'drizzle-orm';
import type { KitchenDayTimes } from '../../model/entities';
import type { Db } from '../db/client';
import { orders } from '../db/schema';

const DAYS = 7;

/** "2025-03-10" minus n days, as a calendar date (no time zone involved). */
function daysBefore(date: string, n: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
}

const averageMinutes = (from: AnyColumn, to: AnyColumn) =>
  sql<string | null>`round((avg(extract(epoch from (${to} - ${from}))) / 60)::numeric, 1)`;

/** The same average over the orders placed on their pick-up day only (local date in `timeZone`). */
const sameDayAverageMinutes = (from: AnyColumn, to: AnyColumn, timeZone: string) =>
  sql<string | null>`round((avg(case when to_char(${from} at time zone ${timeZone}, 'YYYY-MM-DD') = ${orders.pickupDate}
    then extract(epoch from (${to} - ${from})) end) / 60)::numeric, 1)`;

/** The last seven pick-up days up to `today` (the restaurant's date) that had finished orders, newest first. */
export async function kitchenTimes(db: Db, today: string, timeZone: string): Promise<KitchenDayTimes[]> {
  const rows = await db
    .select({
      date: orders.pickupDate,
      finishedOrders: sql<number>`count(*)::int`,
      collectedOrders: sql<number>`count(${orders.collectedAt})::int`,
      toReady: sameDayAverageMinutes(orders.createdAt, orders.finishedAt, timeZone),
      toCollect: averageMinutes(orders.finishedAt, orders.collectedAt),
    })
    .from(orders)
    .where(and(isNotNull(orders.finishedAt), between(orders.pickupDate, daysBefore(today, DAYS - 1), today)))
    .groupBy(orders.pickupDate)
    .orderBy(desc(orders.pickupDate));
  const minutes = (value: string | number | null) => (value === null ? null : Number(value));
  return rows.map((r) => ({
    date: r.date,
    finishedOrders: Number(r.finishedOrders),
    collectedOrders: Number(r.collectedOrders),
    toReadyMinutes: minutes(r.toReady),
    toCollectMinutes: minutes(r.toCollect),
  }));
}
