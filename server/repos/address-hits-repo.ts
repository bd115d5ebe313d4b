/** Per-address call counters (fixed windows), shared by every server process through the database. */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { addressHits } from '../db/schema';

export interface HitCount {
  hits: number;
  windowStart: Date;
}

/**
 * Counts one call in one statement (concurrent calls from any process each get their own number): a window
 * older than `windowMs` starts afresh at 1.
 */
export async function countHit(db: Db, bucket: string, address: string, windowMs: number): Promise<HitCount> {
  const expired = sql`${addressHits.windowStart} <= now() - ${windowMs} * interval '1 millisecond'`;
  const [row] = await db
    .insert(addressHits)
    .values({ bucket, address })
    .onConflictDoUpdate({
      target: [addressHits.bucket, addressHits.address],
      set: {
        hits: sql`case when ${expired} then 1 else ${addressHits.hits} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${addressHits.windowStart} end`,
      },
    })
    .returning({ hits: addressHits.hits, windowStart: addressHits.windowStart });
  if (!row) throw new Error('address hit upsert returned nothing');
  return row;
}

/** Drops the windows of a bucket that ended before `before`. */
export async function pruneHits(db: Db, bucket: string, before: Date): Promise<void> {
  await db.delete(addressHits).where(and(eq(addressHits.bucket, bucket), lt(addressHits.windowStart, before)));
}
