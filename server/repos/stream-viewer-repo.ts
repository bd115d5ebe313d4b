/** Who is behind a stream ticket: the user's current role, if the account still exists and is active. */
import { eq } from 'drizzle-orm';
import { roleById, type Role } from '../../model/roles';
import type { Db } from '../db/client';
import { users } from '../db/schema';

export async function activeUserRole(db: Db, userId: number): Promise<Role | null> {
  const [row] = await db.select({ roleId: users.roleId, active: users.active }).from(users).where(eq(users.id, userId));
  return row?.active ? (roleById(row.roleId) ?? null) : null;
}
