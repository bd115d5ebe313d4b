/** Uploads per user, in the database so the hourly limit holds across server processes. */
import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { imageUploads, users } from '../db/schema';

/**
 * Records one upload for the user unless they already made `max` since `since`; false = over the limit.
 * The user's row is locked first, so concurrent uploads by one user are counted one after another.
 */
export async function reserveUpload(db: Db, userId: number, since: Date, max: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [row] = await tx
      .select({ n: count() })
      .from(imageUploads)
      .where(and(eq(imageUploads.userId, userId), gt(imageUploads.at, since)));
    if ((row?.n ?? 0) >= max) return false;
    await tx.insert(imageUploads).values({ userId, at: now });
    return true;
  });
}

/** Upload records older than the window matter no more. */
export async function forgetUploadsBefore(db: Db, before: Date): Promise<void> {
  await db.delete(imageUploads).where(lt(imageUploads.at, before));
}
