/** Remembered devices (server/db/schema-sessions.ts): made at a login that asked for it, exchanged, listed, ended. */
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rememberedDevices, users } from '../db/schema';

export interface DeviceRow {
  id: number;
  label: string;
  createdAt: Date;
  lastUsedAt: Date;
}

export async function insertDevice(
  db: Db,
  device: { userId: number; secretHash: string; label: string; sessionVersion: number; expiresAt: Date },
): Promise<number> {
  const [row] = await db.insert(rememberedDevices).values(device).returning({ id: rememberedDevices.id });
  return row.id;
}

/**
 * The account behind a device's cookie, when the device is still good: the secret matches, it has not expired,
 * the account is active and no password change or reset happened since. A device that is no longer good is
 * deleted. On success its last use is now.
 */
export async function useDevice(
  db: Db,
  id: number,
  secretHash: string,
  now: Date,
): Promise<{ userId: number; roleId: number; sessionVersion: number } | null> {
  const [row] = await db
    .select({
      secretHash: rememberedDevices.secretHash,
      expiresAt: rememberedDevices.expiresAt,
      deviceVersion: rememberedDevices.sessionVersion,
      userId: users.id,
      roleId: users.roleId,
      active: users.active,
      sessionVersion: users.sessionVersion,
    })
    .from(rememberedDevices)
    .innerJoin(users, eq(users.id, rememberedDevices.userId))
    .where(eq(rememberedDevices.id, id));
  if (!row || row.secretHash !== secretHash) return null;
  if (row.expiresAt <= now || !row.active || row.deviceVersion !== row.sessionVersion) {
    await db.delete(rememberedDevices).where(eq(rememberedDevices.id, id));
    return null;
  }
  await db.update(rememberedDevices).set({ lastUsedAt: now }).where(eq(rememberedDevices.id, id));
  return { userId: row.userId, roleId: row.roleId, sessionVersion: row.sessionVersion };
}

/** The account's good devices, most recently used first (ended ones are deleted on the way). */
export async function listDevices(db: Db, userId: number, now: Date): Promise<DeviceRow[]> {
  await db
    .delete(rememberedDevices)
    .where(
      and(
        eq(rememberedDevices.userId, userId),
        or(
          lt(rememberedDevices.expiresAt, now),
          sql`${rememberedDevices.sessionVersion} <> (select ${users.sessionVersion} from ${users} where ${users.id} = ${userId})`,
        ),
      ),
    );
  return db
    .select({
      id: rememberedDevices.id,
      label: rememberedDevices.label,
      createdAt: rememberedDevices.createdAt,
      lastUsedAt: rememberedDevices.lastUsedAt,
    })
    .from(rememberedDevices)
    .where(eq(rememberedDevices.userId, userId))
    .orderBy(sql`${rememberedDevices.lastUsedAt} desc`);
}

/** Ends one device; `userId` limits it to the account's own (false when there was none). */
export async function deleteDevice(db: Db, id: number, userId?: number): Promise<boolean> {
  const where =
    userId === undefined ? eq(rememberedDevices.id, id) : and(eq(rememberedDevices.id, id), eq(rememberedDevices.userId, userId));
  const rows = await db.delete(rememberedDevices).where(where).returning({ id: rememberedDevices.id });
  return rows.length > 0;
}
