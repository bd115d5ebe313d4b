/** Failed logins per account and per address, in the database so the limit holds across processes. */
import { and, count, eq, gt, lt, min } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginFailures } from '../db/schema';

export interface FailureWindow {
  count: number;
  oldest: Date | null;
}

async function windowFor(
  db: Db,
  column: typeof loginFailures.email | typeof loginFailures.ip,
  value: string,
  since: Date,
): Promise<FailureWindow> {
  const [row] = await db
    .select({ n: count(), oldest: min(loginFailures.at) })
    .from(loginFailures)
    .where(and(eq(column, value), gt(loginFailures.at, since)));
  return { count: row?.n ?? 0, oldest: row?.oldest ?? null };
}

export function accountFailures(db: Db, email: string, since: Date): Promise<FailureWindow> {
  return windowFor(db, loginFailures.email, email, since);
}

export function addressFailures(db: Db, ip: string, since: Date): Promise<FailureWindow> {
  return windowFor(db, loginFailures.ip, ip, since);
}

export async function recordFailure(db: Db, email: string, ip: string, at: Date): Promise<void> {
  await db.insert(loginFailures).values({ email, ip, at });
}

/** After a successful login or a password reset the account starts afresh; old rows are dropped too. */
export async function clearFailures(db: Db, email: string, olderThan: Date): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
  await db.delete(loginFailures).where(lt(loginFailures.at, olderThan));
}
