/** Redeemed event-stream tickets, so a ticket opens one stream in whichever process it reaches first. */
import { lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { usedStreamTickets } from '../db/schema';

/** True the first time a ticket id is marked used (across processes); false on any later attempt. */
export async function markTicketUsed(db: Db, jti: string, expiresAt: Date): Promise<boolean> {
  const rows = await db
    .insert(usedStreamTickets)
    .values({ jti, expiresAt })
    .onConflictDoNothing()
    .returning({ jti: usedStreamTickets.jti });
  return rows.length === 1;
}

export async function pruneUsedTickets(db: Db, now: Date): Promise<void> {
  await db.delete(usedStreamTickets).where(lt(usedStreamTickets.expiresAt, now));
}
