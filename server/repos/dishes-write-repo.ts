/**
 * Dish writes: create and update (with their ingredient and allergen lists, in one transaction), the
 * kitchen's availability change and the withdrawal from the menu. `stock` is today's (`today`, local): the
 * date's day_dishes row (server/repos/day-stock-repo.ts); a new dish without `dailyPortions` takes `stock` as
 * its usual daily portions.
 */
import { eq, inArray } from 'drizzle-orm';
import { defaultPrepMinutes } from '../../model/capacity';
import { toCents } from '../../model/money';
import type { DishAvailabilityBody, DishBody, DishUpdateBody } from '../../model/schemas';
import type { Db, Tx } from '../db/client';
import { allergens, dishAllergens, dishes, ingredients } from '../db/schema';
import { setStockOn } from './day-stock-repo';

type DishInsert = typeof dishes.$inferInsert;

/** A body naming an allergen that does not exist: nothing was written; `field` points at it. */
export interface UnknownAllergen {
  ok: false;
  code: 'allergen_unknown';
  field: string;
}

/** The first allergen of the body that does not exist, checked before anything is written. */
async function unknownAllergen(tx: Tx, body: DishUpdateBody): Promise<UnknownAllergen | null> {
  const ids = [...new Set((body.allergens ?? []).map((a) => a.id))];
  if (!ids.length) return null;
  const known = new Set(
    (await tx.select({ id: allergens.id }).from(allergens).where(inArray(allergens.id, ids))).map((r) => r.id),
  );
  const index = (body.allergens ?? []).findIndex((a) => !known.has(a.id));
  return index >= 0 ? { ok: false, code: 'allergen_unknown', field: `allergens.${index}.id` } : null;
}

/** The columns a body sets; absent fields are left alone (update) or take the column default (create). */
function columnsOf(body: DishUpdateBody): Partial<DishInsert> {
  const out: Partial<DishInsert> = {};
  if (body.name !== undefined) out.name = body.name.trim();
  if (body.description !== undefined) out.description = body.description;
  if (body.image !== undefined) out.image = body.image;
  if (body.cost !== undefined) out.costCents = toCents(body.cost);
  if (body.dailyPortions !== undefined) out.dailyPortions = body.dailyPortions;
  if (body.prepMinutes !== undefined) out.prepMinutes = body.prepMinutes;
  if (body.isActive !== undefined) out.isActive = body.isActive;
  if (body.isRecommended !== undefined) out.isRecommended = body.isRecommended;
  if (body.isSuggested !== undefined) out.isSuggested = body.isSuggested;
  if (body.isHighlighted !== undefined) out.isHighlighted = body.isHighlighted;
  if (body.isAvailable !== undefined) out.isAvailable = body.isAvailable;
  if (body.category !== undefined) out.categoryId = body.category.id;
  return out;
}

async function replaceLists(tx: Tx, dishId: number, body: DishUpdateBody): Promise<void> {
  if (body.ingredients !== undefined) {
    await tx.delete(ingredients).where(eq(ingredients.dishId, dishId));
    const rows = body.ingredients
      .map((i, position) => ({ dishId, name: i.name.trim(), position }))
      .filter((i) => i.name.length > 0);
    if (rows.length) await tx.insert(ingredients).values(rows);
  }
  if (body.allergens !== undefined) {
    const ids = [...new Set(body.allergens.map((a) => a.id))];
    await tx.delete(dishAllergens).where(eq(dishAllergens.dishId, dishId));
    if (ids.length) await tx.insert(dishAllergens).values(ids.map((allergenId) => ({ dishId, allergenId })));
  }
}

export async function createDish(db: Db, body: DishBody, today: string): Promise<{ ok: true; id: number } | UnknownAllergen> {
  return db.transaction(async (tx) => {
    const unknown = await unknownAllergen(tx, body);
    if (unknown) return unknown;
    const values: DishInsert = {
      name: body.name.trim(),
      prepMinutes: defaultPrepMinutes(body.category?.id ?? 1),
      dailyPortions: body.stock ?? 0,
      ...columnsOf(body),
    };
    const [row] = await tx.insert(dishes).values(values).returning({ id: dishes.id });
    if (!row) throw new Error('dish insert returned nothing');
    if (body.stock !== undefined && body.stock !== values.dailyPortions) await setStockOn(tx, today, [row.id], body.stock);
    await replaceLists(tx, row.id, body);
    return { ok: true, id: row.id } as const;
  });
}

/** false when the dish does not exist. */
export async function updateDish(db: Db, id: number, body: DishUpdateBody, today: string): Promise<boolean | UnknownAllergen> {
  return db.transaction(async (tx) => {
    const unknown = await unknownAllergen(tx, body);
    if (unknown) return unknown;
    const columns = columnsOf(body);
    const [row] = Object.keys(columns).length
      ? await tx.update(dishes).set(columns).where(eq(dishes.id, id)).returning({ id: dishes.id })
      : await tx.select({ id: dishes.id }).from(dishes).where(eq(dishes.id, id));
    if (!row) return false;
    if (body.stock !== undefined) await setStockOn(tx, today, [id], body.stock);
    await replaceLists(tx, id, body);
    return true;
  });
}

export async function setDishAvailability(db: Db, id: number, body: DishAvailabilityBody, today: string): Promise<boolean> {
  const changes: Partial<DishInsert> = {};
  if (body.isAvailable !== undefined) changes.isAvailable = body.isAvailable;
  if (body.prepMinutes !== undefined) changes.prepMinutes = body.prepMinutes;
  return db.transaction(async (tx) => {
    const rows = Object.keys(changes).length
      ? await tx.update(dishes).set(changes).where(eq(dishes.id, id)).returning({ id: dishes.id })
      : await tx.select({ id: dishes.id }).from(dishes).where(eq(dishes.id, id));
    if (rows.length === 0) return false;
    if (body.stock !== undefined) await setStockOn(tx, today, [id], body.stock);
    return true;
  });
}

export async function withdrawDish(db: Db, id: number): Promise<boolean> {
  const rows = await db.update(dishes).set({ isActive: false }).where(eq(dishes.id, id)).returning({ id: dishes.id });
  return rows.length > 0;
}
