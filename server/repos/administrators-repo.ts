/**
 * Never zero administrators. Two administrators deactivating (or deleting, or demoting) each other at the same
 * moment, one request to each process, would each see the other still active. So every change that can remove
 * an active administrator runs in a transaction that first takes this advisory lock (one such change at a time,
 * across processes), makes its change, then counts: none left rolls the change back.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { ADMIN, roleByName } from '../../model/roles';
import type { Db, Tx } from '../db/client';
import { users } from '../db/schema';

const ADMINISTRATORS_LOCK = 14015;

/** Raised inside the transaction to roll it back; the repos turn it into their `'last_administrator'` result. */
export class LastAdministratorError extends Error {
  constructor() {
    super('the change would leave no active administrator');
  }
}

export async function lockAdministrators(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADMINISTRATORS_LOCK})`);
}

/** Throws LastAdministratorError (rolling the transaction back) when no active administrator is left. */
export async function keepOneAdministrator(tx: Tx): Promise<void> {
  const [row] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.roleId, roleByName(ADMIN)!.id), eq(users.active, true)));
  if (Number(row?.n ?? 0) === 0) throw new LastAdministratorError();
}

/** Runs `change` under the lock and the check; `'last_administrator'` when it was rolled back for that. */
export async function guardAdministrators<T>(db: Db, change: (tx: Tx) => Promise<T>): Promise<T | 'last_administrator'> {
  try {
    return await db.transaction(async (tx) => {
      await lockAdministrators(tx);
      const result = await change(tx);
      await keepOneAdministrator(tx);
      return result;
    });
  } catch (err) {
    if (err instanceof LastAdministratorError) return 'last_administrator';
    throw err;
  }
}
