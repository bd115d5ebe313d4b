/** Who gave an order away (orders.given_by), as the Order answer names them: "Cedido por Ana López". */
import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { users } from '../db/schema';

export type Giver = { id: number; name: string; surname: string };

/** The givers of the given user ids (a deleted giver is missing: given_by was set to null with them). */
export async function giverNames(db: Db | Tx, givenBy: (number | null)[]): Promise<Map<number, Giver>> {
  const ids = givenBy.filter((id): id is number => id !== null);
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name, surname: users.surname })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}
