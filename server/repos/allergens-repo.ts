/** The 14 allergens and each user's allergy flags (users_allergens). */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Allergen, UserAllergen } from '../../model/entities';
import type { Db } from '../db/client';
import { allergens, usersAllergens } from '../db/schema';

export async function listAllergens(db: Db): Promise<Allergen[]> {
  return db.select({ id: allergens.id, name: allergens.name, image: allergens.image }).from(allergens).orderBy(asc(allergens.id));
}

/** Every allergen with the user's flag (false where no row exists yet). */
export async function userAllergens(db: Db, userId: number, allergenId?: number): Promise<UserAllergen[]> {
  const rows = await db
    .select({
      id: allergens.id,
      name: allergens.name,
      image: allergens.image,
      isAllergic: sql<boolean>`coalesce(${usersAllergens.isAllergic}, false)`,
    })
    .from(allergens)
    .leftJoin(usersAllergens, and(eq(usersAllergens.allergenId, allergens.id), eq(usersAllergens.userId, userId)))
    .where(allergenId === undefined ? undefined : eq(allergens.id, allergenId))
    .orderBy(asc(allergens.id));
  return rows.map((r) => ({ allergens: { id: r.id, name: r.name, image: r.image }, isAllergic: Boolean(r.isAllergic) }));
}

export async function setUserAllergy(db: Db, userId: number, allergenId: number, isAllergic: boolean): Promise<void> {
  await db
    .insert(usersAllergens)
    .values({ userId, allergenId, isAllergic })
    .onConflictDoUpdate({ target: [usersAllergens.userId, usersAllergens.allergenId], set: { isAllergic } });
}
