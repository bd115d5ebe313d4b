/**
 * Leftovers (issue 27 point 3): a date's dishes with what was served, the frozen sheet's suggested total and the
 * leftovers entered per reason; the upsert of one reason's entry, saved as typed (a 0 stays a 0: the day was
 * recorded). The dishes of a date: those its menu offers (./day-stock-sql.ts; none on a closed date), any dish
 * ordered that day, and any dish already entered.
 */
import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import { gramsOf, kgOf } from '../../model/leftover-rules';
import type { LeftoverDish, LeftoverInput, LeftoversDay } from '../../model/leftovers';
import { isOpenDay } from '../../model/open-days';
import type { Db } from '../db/client';
import { dishes, leftovers, orderLines, orders, productionSheets } from '../db/schema';
import { offeredOn } from './day-stock-sql';
import { readOpenDays } from './open-days-repo';

const orderedOn = (date: string) => sql`exists (select 1 from ${orderLines} ol join ${orders} o on o.id = ol.order_id
  where o.pickup_date = ${date} and o.status <> 'cancelled' and ol.dish_id = ${dishes.id})`;
const enteredOn = (date: string) =>
  sql`exists (select 1 from ${leftovers} l where l.date = ${date} and l.dish_id = ${dishes.id})`;

async function dishesOf(db: Db, date: string, open: boolean, dishId?: number): Promise<LeftoverDish[]> {
  const onTheDay = or(open ? offeredOn(date) : sql`false`, orderedOn(date), enteredOn(date));
  const rows = await db
    .select({ dishId: dishes.id, name: dishes.name, categoryId: dishes.categoryId })
    .from(dishes)
    .where(dishId === undefined ? onTheDay : eq(dishes.id, dishId))
    .orderBy(asc(dishes.categoryId), asc(dishes.name), asc(dishes.id));
  if (!rows.length) return [];
  const served = await db
    .select({ dishId: orderLines.dishId, portions: sql<number>`sum(${orderLines.quantity})`.mapWith(Number) })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orders.pickupDate, date), ne(orders.status, 'cancelled')))
    .groupBy(orderLines.dishId);
  const sheets = await db
    .select({ dishId: productionSheets.dishId, suggested: productionSheets.suggested })
    .from(productionSheets)
    .where(eq(productionSheets.date, date));
  const entries = await db.select().from(leftovers).where(eq(leftovers.date, date)).orderBy(asc(leftovers.reason));
  return rows.map((d) => ({
    ...d,
    served: served.find((s) => s.dishId === d.dishId)?.portions ?? 0,
    suggested: sheets.find((s) => s.dishId === d.dishId)?.suggested ?? null,
    entries: entries
      .filter((e) => e.dishId === d.dishId)
      .map((e) => ({
        reason: e.reason,
        portions: e.portions,
        weightKg: kgOf(e.weightGrams),
        updatedAt: e.updatedAt.toISOString(),
      })),
  }));
}

export async function readLeftovers(db: Db, date: string): Promise<LeftoversDay> {
  const open = isOpenDay(date, await readOpenDays(db));
  return { date, open, dishes: await dishesOf(db, date, open) };
}

/** Saves one reason's entry of a dish as typed; null when the dish does not exist. */
export async function saveLeftover(
  db: Db,
  date: string,
  dishId: number,
  input: LeftoverInput,
  userId: number,
): Promise<LeftoverDish | null> {
  const [dish] = await db.select({ id: dishes.id }).from(dishes).where(eq(dishes.id, dishId));
  if (!dish) return null;
  const values = { portions: input.portions, weightGrams: gramsOf(input.weightKg), updatedAt: new Date(), updatedBy: userId };
  await db
    .insert(leftovers)
    .values({ date, dishId, reason: input.reason, ...values })
    .onConflictDoUpdate({ target: [leftovers.date, leftovers.dishId, leftovers.reason], set: values });
  const [saved] = await dishesOf(db, date, true, dishId);
  return saved ?? null;
}

/** The audit trail's record of one entry ("date:dishId:reason"): portions and grams. */
export async function loadLeftover(db: Db, id: string): Promise<Record<string, unknown> | null> {
  const [date, dishId, reason] = id.split(':');
  if (!date || !/^\d{1,9}$/.test(dishId ?? '') || !reason) return null;
  const [row] = await db
    .select({ portions: leftovers.portions, weightGrams: leftovers.weightGrams })
    .from(leftovers)
    .where(and(eq(leftovers.date, date), eq(leftovers.dishId, Number(dishId)), eq(leftovers.reason, reason)));
  return row ?? null;
}
