/** Creating, changing and deleting users. A new user gets the 14 allergen rows and the reward links. */
import { eq, sql } from 'drizzle-orm';
import type { User } from '../../model/entities';
import type { Db, Tx } from '../db/client';
import { allergens, users, usersAllergens } from '../db/schema';
import { guardAdministrators } from './administrators-repo';
import { refreshRewardAvailability } from './rewards-repo';
import { normalizeEmail, toUser } from './users-repo';

export interface NewUser {
  name: string;
  surname: string;
  email: string;
  passwordHash: string;
  image: string | null;
  points: number;
  active: boolean;
  roleId: number;
}

export async function createUser(db: Db, input: NewUser): Promise<User> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({ ...input, email: normalizeEmail(input.email) })
      .returning();
    await tx.execute(sql`
      insert into ${usersAllergens} (user_id, allergen_id, is_allergic)
      select ${row.id}, ${allergens.id}, false from ${allergens}
      on conflict do nothing`);
    await refreshRewardAvailability(tx, row.id);
    return toUser(row);
  });
}

export interface UserChanges {
  name: string;
  surname: string;
  email: string;
  image?: string | null;
  points?: number;
  active?: boolean;
  roleId?: number;
}

/** `'last_administrator'` (nothing changed) when the change would leave no active administrator. */
export async function updateUser(db: Db, id: number, changes: UserChanges): Promise<User | null | 'last_administrator'> {
  return guardAdministrators(db, async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ ...changes, email: normalizeEmail(changes.email) })
      .where(eq(users.id, id))
      .returning();
    if (!row) return null;
    if (changes.points !== undefined) await refreshRewardAvailability(tx, id);
    return toUser(row);
  });
}

/** Sets a new password and ends every session signed before it; returns the new session version. */
export async function setPasswordHash(db: Db | Tx, id: number, passwordHash: string): Promise<number> {
  const [row] = await db
    .update(users)
    .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, id))
    .returning({ sessionVersion: users.sessionVersion });
  return row?.sessionVersion ?? 0;
}

/** `'last_administrator'` (nothing deleted) when it would leave no active administrator. */
export async function deleteUser(db: Db, id: number): Promise<boolean | 'last_administrator'> {
  return guardAdministrators(db, async (tx) => {
    const rows = await tx.delete(users).where(eq(users.id, id)).returning({ id: users.id });
    return rows.length > 0;
  });
}
