/**
 * The stored `Idempotency-Key`s (plugins/idempotency.ts). Each step is its own statement, outside any
 * transaction, so a concurrent retry on any server process sees the claim at once.
 */
import { and, eq, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';

export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** A claim whose request never finished (the process died) is freed after this long. */
export const IDEMPOTENCY_CLAIM_LEASE_MS = 2 * 60 * 1000;

export interface IdempotencyId {
  scope: string;
  route: string;
  key: string;
}

export type StoredKey = typeof idempotencyKeys.$inferSelect;

const same = (id: IdempotencyId) =>
  and(eq(idempotencyKeys.scope, id.scope), eq(idempotencyKeys.route, id.route), eq(idempotencyKeys.key, id.key));

/** Claims the key for a request about to run; false when another request holds it (or held it). */
export async function claimKey(db: Db, id: IdempotencyId, bodyHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .insert(idempotencyKeys)
    .values({ ...id, bodyHash, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1;
}

export async function findKey(db: Db, id: IdempotencyId): Promise<StoredKey | null> {
  const [row] = await db.select().from(idempotencyKeys).where(same(id));
  return row ?? null;
}

/** Removes this key's row if it expired, or if its request never finished within the lease. */
export async function freeStaleKey(db: Db, id: IdempotencyId, now: Date): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        same(id),
        or(
          lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS)),
          and(
            eq(idempotencyKeys.completed, false),
            lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_CLAIM_LEASE_MS)),
          ),
        ),
      ),
    );
}

export async function completeKey(db: Db, id: IdempotencyId, status: number, responseBody: string): Promise<void> {
  await db.update(idempotencyKeys).set({ status, responseBody, completed: true }).where(same(id));
}

/** Frees a claim whose request failed on the server's side (5xx): a retry runs again. */
export async function releaseKey(db: Db, id: IdempotencyId): Promise<void> {
  await db.delete(idempotencyKeys).where(same(id));
}

export async function deleteExpiredKeys(db: Db, now: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS)));
}
