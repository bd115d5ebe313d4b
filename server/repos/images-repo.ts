/** Uploaded and generated images, content-addressed: the id is the SHA-256 of the bytes (so it is also the ETag). */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { images } from '../db/schema';

export function imageId(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex').slice(0, 32);
}

export async function saveImage(db: Db, mime: string, data: Buffer): Promise<string> {
  const id = imageId(data);
  await db.insert(images).values({ id, mime, data }).onConflictDoNothing();
  return id;
}

export async function findImage(db: Db, id: string): Promise<{ mime: string; data: Buffer } | null> {
  const [row] = await db.select({ mime: images.mime, data: images.data }).from(images).where(eq(images.id, id));
  return row ?? null;
}
