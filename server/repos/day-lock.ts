/**
 * The lock of a pick-up date between placing (or moving) orders and closing the date, on PostgreSQL: each order's
 * transaction holds the date's lock shared, so orders of one date still run side by side; closing the date takes
 * it exclusively, so it waits for the orders in flight and then counts them, and orders wait for the closing and
 * then find the date closed. Transaction-scoped (released at COMMIT or ROLLBACK). PGlite runs one transaction at a
 * time, where the lock costs nothing and changes nothing.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';

/** Arbitrary namespace of the advisory locks on dates (the slots' is 13013, usual orders' 13026). */
const DAY_LOCK_CLASS = 13_027;

/** Held by an order's transaction for its pick-up date. */
export async function lockDayShared(tx: Tx, date: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${DAY_LOCK_CLASS}, hashtext(${date}))`);
}

/** Held by the transaction that closes `date`. */
export async function lockDayExclusive(tx: Tx, date: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${DAY_LOCK_CLASS}, hashtext(${date}))`);
}
