/**
 * The inputs of the waste figures (model/waste.ts) over a range of dates: per dish and recorded date (a date with
 * any leftovers entered) the portions served, the frozen sheet's suggested total and the leftovers; the covers
 * (orders not cancelled) per date.
 */
import { and, between, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { wasteFigures, wasteRange, type WasteDishDay, type WasteFigures } from '../../model/waste';
import type { Db } from '../db/client';
import { dishes, leftovers, orderLines, orders, productionSheets } from '../db/schema';

const key = (date: string, dishId: number) => `${date}|${dishId}`;

export async function readWasteFigures(db: Db, until: string, weeks: number): Promise<WasteFigures> {
  const { from, to } = wasteRange(until, weeks);
  const left = await db
    .select({
      date: leftovers.date,
      dishId: leftovers.dishId,
      portions: sql<number>`sum(${leftovers.portions})`.mapWith(Number),
      grams: sql<number | null>`sum(${leftovers.weightGrams})`.mapWith((v) => (v === null ? null : Number(v))),
    })
    .from(leftovers)
    .where(between(leftovers.date, from, to))
    .groupBy(leftovers.date, leftovers.dishId);
  const dates = [...new Set(left.map((l) => l.date))];
  if (!dates.length) return wasteFigures({ until, weeks, rows: [], covers: new Map() });

  const served = await db
    .select({
      date: orders.pickupDate,
      dishId: orderLines.dishId,
      portions: sql<number>`sum(${orderLines.quantity})`.mapWith(Number),
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(inArray(orders.pickupDate, dates), ne(orders.status, 'cancelled')))
    .groupBy(orders.pickupDate, orderLines.dishId);
  const sheets = await db
    .select({ date: productionSheets.date, dishId: productionSheets.dishId, suggested: productionSheets.suggested })
    .from(productionSheets)
    .where(inArray(productionSheets.date, dates));
  const covers = await db
    .select({ date: orders.pickupDate, n: count() })
    .from(orders)
    .where(and(inArray(orders.pickupDate, dates), ne(orders.status, 'cancelled')))
    .groupBy(orders.pickupDate);

  const rows = new Map<string, WasteDishDay>();
  const row = (date: string, dishId: number): WasteDishDay => {
    const k = key(date, dishId);
    const found = rows.get(k);
    if (found) return found;
    const fresh: WasteDishDay = { date, dishId, name: '', served: 0, suggested: null, left: 0, grams: null, entered: false };
    rows.set(k, fresh);
    return fresh;
  };
  for (const s of served) row(s.date, s.dishId).served = s.portions;
  for (const s of sheets) row(s.date, s.dishId).suggested = s.suggested;
  for (const l of left) Object.assign(row(l.date, l.dishId), { left: l.portions, grams: l.grams, entered: true });

  const ids = [...new Set([...rows.values()].map((r) => r.dishId))];
  const names = await db.select({ id: dishes.id, name: dishes.name }).from(dishes).where(inArray(dishes.id, ids));
  for (const r of rows.values()) r.name = names.find((n) => n.id === r.dishId)?.name ?? '';
  return wasteFigures({
    until,
    weeks,
    rows: [...rows.values()],
    covers: new Map(covers.map((c) => [c.date, Number(c.n)])),
  });
}
