/**
 * The outbox as a delivery queue for the SMTP worker. A claim takes due rows with `FOR UPDATE SKIP LOCKED`
 * (two processes never take the same row), counts the attempt and moves `next_attempt_at` past the send's
 * lease in the same statement, so a process that dies mid-send leaves the row to be retried later, never lost.
 */
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
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

export interface QueuedMail {
  recipient: string;
  subject: string;
  body: string;
  /** what the mail is about, when an event may take it back ('ready': a 'listo', with its order) */
  kind?: 'ready' | 'reminder';
  subjectId?: number;
}

/**
 * Queues one mail inside the caller's transaction. `dueAt` defaults to the epoch: due at once on whatever clock
 * the worker reads (tests pin it in the past).
 */
export async function queueMail(tx: Db | Tx, mail: QueuedMail, dueAt = new Date(0)): Promise<void> {
  await tx.insert(outbox).values({ ...mail, nextAttemptAt: dueAt });
}

/** A recalled 'listo': its e-mail is dropped if no worker took it yet. */
export async function dropUnsentReadyMail(tx: Tx, orderId: number): Promise<void> {
  await tx
    .delete(outbox)
    .where(and(eq(outbox.kind, 'ready'), eq(outbox.subjectId, orderId), isNull(outbox.sentAt), eq(outbox.attempts, 0)));
}
