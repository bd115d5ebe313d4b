/**
 * The user import's SQL: which e-mails already have an account, and creating many accounts in short batches
 * (users, their reward links, the recovery e-mail), each its own transaction, so other requests run between.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { inArray, sql } from 'drizzle-orm';
import type { RoleName } from '../../model/roles';
import { roleByName } from '../../model/roles';
import { NO_PASSWORD } from '../../model/user-import';
import type { Db } from '../db/client';
import { rewards, users, usersRewards } from '../db/schema';
import { queueResets } from './password-resets-repo';

const CHUNK = 1000;
/** E-mails looked up per query. */
const LOOKUP_BATCH = 500;
/**
 * Accounts written per transaction. On the embedded database a transaction holds every other query, so each
 * stays well under 200 ms even on a busy machine (a batch of 10 takes a few milliseconds, and 20 000 rows take
 * no longer than in bigger batches); between batches the event loop serves others.
 */
const WRITE_BATCH = 10;

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The given (lower-case) e-mails that already belong to an account. */
export async function registeredEmails(db: Db, emails: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (const [n, part] of chunks([...new Set(emails)], LOOKUP_BATCH).entries()) {
    // PGlite answers in the same thread: a pause between look-ups lets other requests in
    if (n > 0) await nextTurn();
    // E-mails are stored in lower case (normalizeEmail), so the unique index answers this.
    const rows = await db.select({ email: users.email }).from(users).where(inArray(users.email, part));
    for (const r of rows) found.add(r.email);
  }
  return found;
}

export interface ImportedUser {
  name: string;
  surname: string;
  email: string;
  role: RoleName;
  points: number;
  active: boolean;
}

/**
 * Creates the users in batches of WRITE_BATCH, each batch in its own short transaction. An e-mail registered
 * meanwhile (by sign-up or another import) is skipped, never duplicated. New accounts have no usable password;
 * the active ones get the password-recovery e-mail in the outbox. Returns how many were created.
 */
export async function createImportedUsers(db: Db, people: readonly ImportedUser[], now: Date): Promise<number> {
  let created = 0;
  for (const [n, part] of chunks(people, WRITE_BATCH).entries()) {
    if (n > 0) await nextTurn();
    created += await db.transaction(async (tx) => {
      const rows = await tx
        .insert(users)
        .values(
          part.map((p) => ({
            name: p.name,
            surname: p.surname,
            email: p.email,
            passwordHash: NO_PASSWORD,
            points: p.points,
            active: p.active,
            roleId: roleByName(p.role)!.id,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: users.id, email: users.email, name: users.name, active: users.active });
      if (rows.length === 0) return 0;
      const ids = rows.map((r) => r.id);
      // No users_allergens rows: every read treats a missing row as "not allergic" and every write upserts, and
      // 14 rows per person were most of a large import's time.
      await tx.execute(sql`
        insert into ${usersRewards} (user_id, reward_id, is_available)
        select u.id, r.id, u.points >= r.cost from ${users} u cross join ${rewards} r
        where ${inArray(sql`u.id`, ids)}
        on conflict (user_id, reward_id) do nothing`);
      await queueResets(
        tx,
        rows.filter((r) => r.active),
        now,
      );
      return rows.length;
    });
  }
  return created;
}
