/**
 * Closed days (issue 26): single closed dates (holidays) and the weekly rest days setting
 * (`kitchen_settings.rest_weekdays`), with the bookings that stop a day from closing.
 */
import { and, asc, count, eq, gte, ne } from 'drizzle-orm';
import { parseRestWeekdays } from '../../model/open-days';
import type { ClosedDay } from '../../model/week-responses';
import type { Db, Tx } from '../db/client';
import { closedDays, kitchenSettings, orders } from '../db/schema';
import { lockDayExclusive } from './day-lock';

export async function listClosedDays(db: Db | Tx): Promise<ClosedDay[]> {
  return db.select({ date: closedDays.date, reason: closedDays.reason }).from(closedDays).orderBy(asc(closedDays.date));
}

/** Orders booked (not cancelled) for `date`. */
export async function bookedOrdersOn(db: Db | Tx, date: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.pickupDate, date), ne(orders.status, 'cancelled')));
  return Number(row?.n ?? 0);
}

/** Whether `date` is a closed single date (a holiday); the weekly rest days are a setting. */
export async function isClosedDate(db: Db | Tx, date: string): Promise<boolean> {
  const [row] = await db.select({ date: closedDays.date }).from(closedDays).where(eq(closedDays.date, date));
  return row !== undefined;
}

/** Closes `date` unless it already is or has bookings: 'exists', the number of booked orders, or the new row. */
export async function addClosedDay(db: Db, date: string, reason: string): Promise<ClosedDay | 'exists' | number> {
  return db.transaction(async (tx) => {
    await lockDayExclusive(tx, date);
    const [taken] = await tx.select().from(closedDays).where(eq(closedDays.date, date));
    if (taken) return 'exists';
    const booked = await bookedOrdersOn(tx, date);
    if (booked > 0) return booked;
    const [row] = await tx
      .insert(closedDays)
      .values({ date, reason })
      .onConflictDoNothing()
      .returning({ date: closedDays.date, reason: closedDays.reason });
    return row ?? 'exists';
  });
}

/** Opens `date` again; false when it was not closed. */
export async function removeClosedDay(db: Db, date: string): Promise<boolean> {
  const rows = await db.delete(closedDays).where(eq(closedDays.date, date)).returning({ date: closedDays.date });
  return rows.length > 0;
}

/** The weekly rest days (ISO weekdays); none when unset. */
export async function readRestWeekdays(db: Db | Tx): Promise<number[]> {
  const [row] = await db.select({ rest: kitchenSettings.restWeekdays }).from(kitchenSettings).where(eq(kitchenSettings.id, 1));
  return parseRestWeekdays(row?.rest ?? '') ?? [];
}

/** Dates from `today` on with booked orders (not cancelled), in order, with how many. */
export async function bookedDatesFrom(db: Db | Tx, today: string): Promise<{ date: string; orders: number }[]> {
  const rows = await db
    .select({ date: orders.pickupDate, n: count() })
    .from(orders)
    .where(and(gte(orders.pickupDate, today), ne(orders.status, 'cancelled')))
    .groupBy(orders.pickupDate)
    .orderBy(asc(orders.pickupDate));
  return rows.map((r) => ({ date: r.date, orders: Number(r.n) }));
}

export async function saveRestWeekdays(db: Db, weekdays: readonly number[]): Promise<void> {
  const value = weekdays.join(',');
  await db
    .insert(kitchenSettings)
    .values({ id: 1, restWeekdays: value })
    .onConflictDoUpdate({ target: kitchenSettings.id, set: { restWeekdays: value } });
}
