/**
 * The admin's delivery figures (issue 28): push notifications and e-mails created in the last 7 days, counted
 * as sent, failed (given up after the last attempt) and pending (queued or being retried). A notification of a
 * subscription the push service declared dead (404/410) goes with the subscription and is not counted.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox, pushOutbox } from '../db/schema';

export const FIGURES_DAYS = 7;

export interface DeliveryCounts {
  sent: number;
  failed: number;
  pending: number;
}

async function counts(db: Db, table: typeof outbox | typeof pushOutbox): Promise<DeliveryCounts> {
  const [row] = await db
    .select({
      sent: sql<number>`count(*) filter (where ${table.sentAt} is not null)::int`,
      failed: sql<number>`count(*) filter (where ${table.sentAt} is null and ${table.failedAt} is not null)::int`,
      pending: sql<number>`count(*) filter (where ${table.sentAt} is null and ${table.failedAt} is null)::int`,
    })
    .from(table)
    .where(sql`${table.createdAt} >= now() - make_interval(days => ${FIGURES_DAYS})`);
  return { sent: Number(row?.sent ?? 0), failed: Number(row?.failed ?? 0), pending: Number(row?.pending ?? 0) };
}

export async function deliveryFigures(db: Db): Promise<{ push: DeliveryCounts; mail: DeliveryCounts }> {
  return { push: await counts(db, pushOutbox), mail: await counts(db, outbox) };
}
