/**
 * Demo accounts still open with the password published in the README: harmless on a laptop (embedded mode),
 * a wide-open door on a real deployment. main.ts says so loudly at start outside embedded mode.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/seed-data/users';
import { verifyPassword } from './passwords';

/** The e-mails of the active demo accounts whose password is still the published one. */
export async function openDemoAccounts(db: Db): Promise<string[]> {
  const rows = await db
    .select({ email: users.email, active: users.active, passwordHash: users.passwordHash })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_ACCOUNTS.map((a) => a.email),
      ),
    );
  const open: string[] = [];
  for (const row of rows) if (row.active && (await verifyPassword(row.passwordHash, DEMO_PASSWORD))) open.push(row.email);
  return open;
}
