/**
 * The outbox as a delivery queue for the SMTP worker. A claim takes due rows with `FOR UPDATE SKIP LOCKED`
 * (two processes never take the same row), counts the attempt and moves `next_attempt_at` past the send's
 * lease in the same statement, so a process that dies mid-send leaves the row to be retried later, never lost.
 */
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';

export interface ClaimedMail {
  id: number;
  recipient: string;
  subject: string;
  body: string;
  attempts: number;
}

const due = (now: Date) => and(isNull(outbox.sentAt), isNull(outbox.failedAt), lte(outbox.nextAttemptAt, now));

/** Claims up to `limit` due mails for `leaseMs`; each claim counts as an attempt. */
export async function claimDueMails(db: Db, now: Date, limit: number, leaseMs: number): Promise<ClaimedMail[]> {
  const ids = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(due(now))
    .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + leaseMs) })
    .where(and(sql`${outbox.id} in (${ids})`, due(now)))
    .returning({
      id: outbox.id,
      recipient: outbox.recipient,
      subject: outbox.subject,
      body: outbox.body,
      attempts: outbox.attempts,
    });
}

export async function markMailDelivered(db: Db, id: number, now: Date): Promise<void> {
  await db.update(outbox).set({ sentAt: now, lastError: null }).where(eq(outbox.id, id));
}

/** A failed attempt: retried at `retryAt`, or given up for good when `retryAt` is null. */
export async function markMailFailed(db: Db, id: number, error: string, now: Date, retryAt: Date | null): Promise<void> {
  await db
    .update(outbox)
    .set(retryAt ? { lastError: error, nextAttemptAt: retryAt } : { lastError: error, failedAt: now })
    .where(eq(outbox.id, id));
}
