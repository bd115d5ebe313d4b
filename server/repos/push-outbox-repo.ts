/**
 * Notifications waiting for the push worker, one row per subscription. They are queued inside the event's own
 * transaction (the order finished or recalled, the complaint answered), so they exist exactly when the event
 * does. A claim takes due rows with `FOR UPDATE SKIP LOCKED` (two processes never take the same row), counts
 * the attempt and moves `next_attempt_at` past the send's lease, so a process that dies mid-send leaves the row
 * to be retried later, never lost.
 */
import { and, asc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { pushOutbox, pushSubscriptions } from '../db/schema';
import { pushLanguage, type PushKind, type PushLanguage, type PushPayload } from '../push/push-texts';

/** Queues one notification per subscription of `userId`, worded in each device's language. */
export async function queuePush(
  tx: Tx,
  userId: number | null,
  kind: PushKind,
  subjectId: number,
  render: (language: PushLanguage) => PushPayload,
): Promise<number> {
  if (userId === null) return 0;
  const subscriptions = await tx
    .select({ id: pushSubscriptions.id, language: pushSubscriptions.language })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  if (!subscriptions.length) return 0;
  await tx.insert(pushOutbox).values(
    subscriptions.map((s) => ({
      subscriptionId: s.id,
      kind,
      subjectId,
      payload: JSON.stringify(render(pushLanguage(s.language))),
    })),
  );
  return subscriptions.length;
}

/**
 * A recall of an order whose 'listo' no worker has taken yet: those notifications are dropped, never sent.
 * Answers whether the customer may already have been told 'listo' (a 'listo' row sent or being sent), so the
 * recall is worth a notification of its own.
 */
export async function dropUnsentReady(tx: Tx, orderId: number): Promise<{ told: boolean }> {
  const ofOrder = and(eq(pushOutbox.kind, 'ready'), eq(pushOutbox.subjectId, orderId));
  await tx.delete(pushOutbox).where(and(ofOrder, isNull(pushOutbox.sentAt), eq(pushOutbox.attempts, 0)));
  const [left] = await tx.select({ id: pushOutbox.id }).from(pushOutbox).where(ofOrder).limit(1);
  return { told: left !== undefined };
}

export interface ClaimedPush {
  id: number;
  attempts: number;
  payload: string;
  subscriptionId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

const due = (now: Date) => and(isNull(pushOutbox.sentAt), isNull(pushOutbox.failedAt), lte(pushOutbox.nextAttemptAt, now));

/** Claims up to `limit` due notifications for `leaseMs`; each claim counts as an attempt. */
export async function claimDuePushes(db: Db, now: Date, limit: number, leaseMs: number): Promise<ClaimedPush[]> {
  const ids = db
    .select({ id: pushOutbox.id })
    .from(pushOutbox)
    .where(due(now))
    .orderBy(asc(pushOutbox.nextAttemptAt), asc(pushOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(pushOutbox)
    .set({ attempts: sql`${pushOutbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + leaseMs) })
    .where(and(sql`${pushOutbox.id} in (${ids})`, due(now)))
    .returning({
      id: pushOutbox.id,
      attempts: pushOutbox.attempts,
      payload: pushOutbox.payload,
      subscriptionId: pushOutbox.subscriptionId,
    });
  if (!claimed.length) return [];
  const subscriptions = await db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(
      inArray(
        pushSubscriptions.id,
        claimed.map((c) => c.subscriptionId),
      ),
    );
  const byId = new Map(subscriptions.map((s) => [s.id, s]));
  return claimed
    .sort((a, b) => a.id - b.id)
    .flatMap((c) => {
      const s = byId.get(c.subscriptionId);
      return s ? [{ ...c, endpoint: s.endpoint, p256dh: s.p256dh, auth: s.auth }] : [];
    });
}

export async function markPushSent(db: Db, id: number, now: Date): Promise<void> {
  await db.update(pushOutbox).set({ sentAt: now, lastError: null }).where(eq(pushOutbox.id, id));
}

/** A failed attempt: retried at `retryAt`, or given up for good when `retryAt` is null. */
export async function markPushFailed(db: Db, id: number, error: string, now: Date, retryAt: Date | null): Promise<void> {
  await db
    .update(pushOutbox)
    .set(retryAt ? { lastError: error, nextAttemptAt: retryAt } : { lastError: error, failedAt: now })
    .where(eq(pushOutbox.id, id));
}

export async function countGivenUpPushes(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(pushOutbox)
    .where(isNotNull(pushOutbox.failedAt));
  return row?.n ?? 0;
}
