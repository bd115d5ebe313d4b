/** The customers' Web Push subscriptions, one per device (endpoint). */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { pushSubscriptions } from '../db/schema';

export interface SubscriptionInput {
  endpoint: string;
  p256dh: string;
  auth: string;
  device: string;
  language: string;
}

const listed = {
  id: pushSubscriptions.id,
  endpoint: pushSubscriptions.endpoint,
  device: pushSubscriptions.device,
  createdAt: pushSubscriptions.createdAt,
};

export type ListedSubscription = { id: number; endpoint: string; device: string; createdAt: Date };

/**
 * Stores a device's subscription for `userId`. A browser keeps one endpoint per site, so the same endpoint
 * again (a renewed key, or another account signing in on that device) replaces the row: the device notifies
 * whoever subscribed last on it, never two accounts.
 */
export async function saveSubscription(db: Db, userId: number, input: SubscriptionInput): Promise<ListedSubscription> {
  const values = { userId, ...input };
  const [row] = await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values })
    .returning(listed);
  return row;
}

export async function subscriptionsOf(db: Db, userId: number): Promise<ListedSubscription[]> {
  return db
    .select(listed)
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
}

export async function subscriptionOwner(db: Db, id: number): Promise<number | undefined> {
  const [row] = await db.select({ userId: pushSubscriptions.userId }).from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  return row?.userId;
}

export async function deleteSubscription(db: Db, id: number, userId?: number): Promise<boolean> {
  const where =
    userId === undefined ? eq(pushSubscriptions.id, id) : and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId));
  const rows = await db.delete(pushSubscriptions).where(where).returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}
