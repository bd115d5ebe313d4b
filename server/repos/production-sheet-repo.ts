/**
 * What the production sheet reads (issue 27): the dishes a date offers with their allergens, the order lines of
 * some dates (with when each order was placed and cancelled, so the caller splits booked from walk-in portions at
 * each date's cut-off), leftovers, sold-out marks, frozen sheets; and the freezing itself.
 */
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { FrozenFigures } from '../../model/production-sheet';
import type { Db, Tx } from '../db/client';
import {
  allergens,
  dayDishes,
  dayMenus,
  dishAllergens,
  dishes,
  leftovers,
  orderLines,
  orders,
  productionSheets,
  stationCategories,
} from '../db/schema';

export interface SheetDishRow {
  id: number;
  name: string;
  categoryId: number;
  createdAt: Date;
  allergens: string[];
}

/** Every dish with its allergens' names; the caller keeps those a date offers. */
export async function dishesWithAllergens(db: Db | Tx): Promise<SheetDishRow[]> {
  const rows = await db
    .select({ id: dishes.id, name: dishes.name, categoryId: dishes.categoryId, createdAt: dishes.createdAt })
    .from(dishes)
    .orderBy(asc(dishes.categoryId), asc(dishes.name), asc(dishes.id));
  const named = await db
    .select({ dishId: dishAllergens.dishId, name: allergens.name })
    .from(dishAllergens)
    .innerJoin(allergens, eq(allergens.id, dishAllergens.allergenId))
    .orderBy(asc(allergens.name));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    categoryId: r.categoryId,
    createdAt: r.createdAt,
    allergens: named.filter((a) => a.dishId === r.id).map((a) => a.name),
  }));
}

export async function activeDishIds(db: Db | Tx): Promise<number[]> {
  const rows = await db.select({ id: dishes.id }).from(dishes).where(eq(dishes.isActive, true));
  return rows.map((r) => r.id);
}

/** Per date: null when nobody planned it, else the dishes of its menu. */
export async function plannedMenus(db: Db | Tx, dates: readonly string[]): Promise<Map<string, Set<number>>> {
  const planned = await db
    .select({ date: dayMenus.date })
    .from(dayMenus)
    .where(inArray(dayMenus.date, [...dates]));
  const rows = await db
    .select({ date: dayDishes.date, dishId: dayDishes.dishId })
    .from(dayDishes)
    .where(inArray(dayDishes.date, planned.length ? planned.map((p) => p.date) : ['']));
  const out = new Map<string, Set<number>>();
  for (const p of planned) out.set(p.date, new Set(rows.filter((r) => r.date === p.date).map((r) => r.dishId)));
  return out;
}

export interface SheetLine {
  date: string;
  hour: string;
  dishId: number;
  quantity: number;
  createdAt: Date;
  /** when cancelled; null when the order stands */
  cancelledAt: Date | null;
}

/** Every order line of `dates`, with its order's placing and cancelling instants. */
export async function linesOf(db: Db | Tx, dates: readonly string[]): Promise<SheetLine[]> {
  if (!dates.length) return [];
  const rows = await db
    .select({
      date: orders.pickupDate,
      hour: orders.pickupHour,
      dishId: orderLines.dishId,
      quantity: orderLines.quantity,
      createdAt: orders.createdAt,
      status: orders.status,
      cancelledAt: orders.cancelledAt,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(inArray(orders.pickupDate, [...dates]));
  return rows.map((r) => ({
    date: r.date,
    hour: r.hour,
    dishId: r.dishId,
    quantity: r.quantity,
    createdAt: r.createdAt,
    // a cancelled order without its instant (older rows) counts as cancelled from the start
    cancelledAt: r.status === 'cancelled' ? (r.cancelledAt ?? new Date(0)) : null,
  }));
}

/** Leftover portions per date and dish, summed over reasons. */
export async function leftoverPortions(db: Db | Tx, dates: readonly string[]): Promise<Map<string, number>> {
  if (!dates.length) return new Map();
  const rows = await db
    .select({ date: leftovers.date, dishId: leftovers.dishId, portions: leftovers.portions })
    .from(leftovers)
    .where(inArray(leftovers.date, [...dates]));
  const out = new Map<string, number>();
  for (const r of rows) out.set(`${r.date}/${r.dishId}`, (out.get(`${r.date}/${r.dishId}`) ?? 0) + r.portions);
  return out;
}

/** "date/dishId" of the dishes that ran out on `dates`. */
export async function soldOutDishes(db: Db | Tx, dates: readonly string[]): Promise<Set<string>> {
  if (!dates.length) return new Set();
  const rows = await db
    .select({ date: dayDishes.date, dishId: dayDishes.dishId })
    .from(dayDishes)
    .where(and(inArray(dayDishes.date, [...dates]), isNotNull(dayDishes.soldOutAt)));
  return new Set(rows.map((r) => `${r.date}/${r.dishId}`));
}

/** The frozen sheets of `dates`, "date/dishId" → figures, and each date's freezing instant. */
export async function frozenSheets(
  db: Db | Tx,
  dates: readonly string[],
): Promise<{ figures: Map<string, FrozenFigures>; frozenAt: Map<string, Date> }> {
  const figures = new Map<string, FrozenFigures>();
  const frozenAt = new Map<string, Date>();
  if (!dates.length) return { figures, frozenAt };
  const rows = await db
    .select()
    .from(productionSheets)
    .where(inArray(productionSheets.date, [...dates]));
  for (const r of rows) {
    figures.set(`${r.date}/${r.dishId}`, { booked: r.booked, expected: r.expected, margin: r.margin, suggested: r.suggested });
    const first = frozenAt.get(r.date);
    if (!first || r.frozenAt < first) frozenAt.set(r.date, r.frozenAt);
  }
  return { figures, frozenAt };
}

/** Writes a date's sheet once: rows already there (another process froze it first) stay as they are. */
export async function freezeSheet(
  db: Db | Tx,
  date: string,
  rows: readonly (FrozenFigures & { dishId: number })[],
  at: Date,
): Promise<void> {
  if (!rows.length) return;
  await db
    .insert(productionSheets)
    .values(rows.map((r) => ({ date, ...r, frozenAt: at })))
    .onConflictDoNothing();
}

/** The categories a station prepares. */
export async function stationCategoryIds(db: Db | Tx, stationId: number): Promise<number[]> {
  const rows = await db
    .select({ categoryId: stationCategories.categoryId })
    .from(stationCategories)
    .where(eq(stationCategories.stationId, stationId));
  return rows.map((r) => r.categoryId);
}
