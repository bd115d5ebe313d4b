/**
 * Who is behind a stream ticket: the user's current role, if the account still exists, is active, and its
 * sessions were not revoked since the ticket was issued (a password change or reset raises the version).
 */
import { eq } from 'drizzle-orm';
import { roleById, type Role } from '../../model/roles';
import type { Db } from '../db/client';
import { users } from '../db/schema';

export async function activeUserRole(db: Db, userId: number, sessionVersion: number): Promise<Role | null> {
  const [row] = await db
    .select({ roleId: users.roleId, active: users.active, sessionVersion: users.sessionVersion })
    .from(users)
    .where(eq(users.id, userId));
  return row?.active && row.sessionVersion === sessionVersion ? (roleById(row.roleId) ?? null) : null;
}
