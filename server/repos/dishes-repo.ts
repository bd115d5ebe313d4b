/** Dish reads: the menu list (filters, search, paging), one dish, its ingredients and allergens. */
import { and, asc, count, eq, getTableColumns, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Allergen, Dish, Ingredient } from '../../model/entities';
import type { Db } from '../db/client';
import { dishes, ingredients } from '../db/schema';
import { offeredOn, remainingOn } from './day-stock-sql';
import { allergensByDish, toDish, toDishes } from './dish-rows-repo';
import { likePattern, parsePaging, withPaging, type ListQueryParams } from '../paging';

export interface DishFilter {
  /** the date whose stock the dishes show ("YYYY-MM-DD", local) */
  date: string;
  /** only the dishes that date's menu offers (the caller answers [] for a closed day) */
  offered?: boolean;
  category?: number;
  q?: string;
  active?: boolean;
  /** isAvailable */
  available?: boolean;
  /** sold out = not available or no stock (model/dishes.ts) */
  soldOut?: boolean;
}

/** API sort names → columns (stock: the date's). */
const sortable = (date: string) => ({
  id: dishes.id,
  name: dishes.name,
  cost: dishes.costCents,
  stock: remainingOn(date),
  dailyPortions: dishes.dailyPortions,
  category: dishes.categoryId,
  'category.id': dishes.categoryId,
  isActive: dishes.isActive,
  isAvailable: dishes.isAvailable,
  isRecommended: dishes.isRecommended,
  isSuggested: dishes.isSuggested,
  isHighlighted: dishes.isHighlighted,
});

function whereOf(filter: DishFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.category !== undefined) parts.push(eq(dishes.categoryId, filter.category));
  if (filter.active !== undefined) parts.push(eq(dishes.isActive, filter.active));
  if (filter.available !== undefined) parts.push(eq(dishes.isAvailable, filter.available));
  if (filter.offered) parts.push(offeredOn(filter.date));
  if (filter.soldOut !== undefined) {
    const soldOut = sql`(not ${dishes.isAvailable} or ${remainingOn(filter.date)} = 0)`;
    parts.push(filter.soldOut ? soldOut : sql`not ${soldOut}`);
  }
  const q = filter.q?.trim();
  if (q) {
    const pattern = likePattern(q);
    const match = or(ilike(dishes.name, pattern), ilike(dishes.description, pattern));
    if (match) parts.push(match);
  }
  return parts.length ? and(...parts) : undefined;
}

/** One page (or all) of the dishes matching the filter; `paged` says whether the caller asked for a page. */
export async function listDishes(
  db: Db,
  filter: DishFilter,
  query: ListQueryParams,
): Promise<{ items: Dish[]; total: number; paged: boolean }> {
  const where = whereOf(filter);
  const paging = parsePaging(query, sortable(filter.date), { sort: 'id', order: 'ASC' }, dishes.id);
  const columns = { ...getTableColumns(dishes), stock: remainingOn(filter.date) };
  const rows = await withPaging(db.select(columns).from(dishes).where(where).$dynamic(), paging);
  const total = paging.paged ? ((await db.select({ n: count() }).from(dishes).where(where))[0]?.n ?? 0) : rows.length;
  return { items: await toDishes(db, rows), total, paged: paging.paged };
}

/** The dish with its stock on `date`. */
export async function findDish(db: Db, id: number, date: string): Promise<Dish | null> {
  const [row] = await db
    .select({ ...getTableColumns(dishes), stock: remainingOn(date) })
    .from(dishes)
    .where(eq(dishes.id, id));
  if (!row) return null;
  const byDish = await allergensByDish(db, [row.id]);
  return { ...toDish(row, byDish.get(row.id) ?? []), ingredients: await dishIngredients(db, row.id) };
}

export async function dishIngredients(db: Db, dishId: number): Promise<Ingredient[]> {
  return db
    .select({ name: ingredients.name })
    .from(ingredients)
    .where(eq(ingredients.dishId, dishId))
    .orderBy(asc(ingredients.position), asc(ingredients.id));
}

export async function dishAllergenList(db: Db, dishId: number): Promise<Allergen[]> {
  return (await allergensByDish(db, [dishId])).get(dishId) ?? [];
}
