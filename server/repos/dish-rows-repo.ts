/**
 * Dish rows read into the API's `Dish` shape (cents → euros, category id → `{id, name}`, their allergens); the
 * row carries its stock on the date it was read for.
 */
import { inArray, asc, eq } from 'drizzle-orm';
import { categoryById, type Category } from '../../model/categories';
import type { Allergen, Dish } from '../../model/entities';
import { fromCents } from '../../model/money';
import type { Db, Tx } from '../db/client';
import { allergens, dishAllergens, dishes } from '../db/schema';

/** The dish's row with its stock on the date it was read for (server/repos/day-stock-sql.ts). */
export type DishRow = typeof dishes.$inferSelect & { stock: number };

export function categoryOf(id: number): Category {
  return categoryById(id) ?? { id: 1, name: 'Primeros' };
}

export function toDish(row: DishRow, dishAllergenList: Allergen[]): Dish {
  return {
    id: row.id,
    name: row.name,
    image: row.image,
    description: row.description,
    cost: fromCents(row.costCents),
    isActive: row.isActive,
    isRecommended: row.isRecommended,
    isSuggested: row.isSuggested,
    isHighlighted: row.isHighlighted,
    isAvailable: row.isAvailable,
    stock: row.stock,
    dailyPortions: row.dailyPortions,
    prepMinutes: row.prepMinutes,
    category: categoryOf(row.categoryId),
    allergens: dishAllergenList,
  };
}

/** The allergens of several dishes at once, keyed by dish id (one query for a whole list). */
export async function allergensByDish(db: Db | Tx, dishIds: number[]): Promise<Map<number, Allergen[]>> {
  const out = new Map<number, Allergen[]>();
  if (dishIds.length === 0) return out;
  const rows = await db
    .select({ dishId: dishAllergens.dishId, id: allergens.id, name: allergens.name, image: allergens.image })
    .from(dishAllergens)
    .innerJoin(allergens, eq(allergens.id, dishAllergens.allergenId))
    .where(inArray(dishAllergens.dishId, dishIds))
    .orderBy(asc(allergens.id));
  for (const { dishId, ...allergen } of rows) {
    const list = out.get(dishId) ?? [];
    list.push(allergen);
    out.set(dishId, list);
  }
  return out;
}

export async function toDishes(db: Db | Tx, rows: DishRow[]): Promise<Dish[]> {
  const byDish = await allergensByDish(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toDish(r, byDish.get(r.id) ?? []));
}
