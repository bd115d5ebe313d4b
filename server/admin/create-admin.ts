/**
 * The way in of a real installation (SEED_DEMO=false creates no account): makes the given e-mail an active
 * administrator, creating the account when it does not exist, and returns a one-time link to choose its
 * password, through the same single-use reset token as "¿Olvidaste tu contraseña?" (valid one hour). A new
 * account gets an unusable random password, so nobody can log in with it before the link is used.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ADMIN, roleByName } from '../../model/roles';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { hashPassword } from '../auth/passwords';
import { createReset, markMailSent } from '../repos/password-resets-repo';
import { findUserRowByEmail, normalizeEmail } from '../repos/users-repo';
import { createUser } from '../repos/users-write-repo';

const EMAIL = /^[^\s@;,]+@[^\s@;,]+\.[^\s@;,]+$/;

export interface AdminAccess {
  userId: number;
  email: string;
  /** 'created': a new account; 'promoted': an existing one made administrator (and active); 'kept': it was one */
  outcome: 'created' | 'promoted' | 'kept';
  /** the path of the one-time set-password link (to be put after the server's address) */
  link: string;
}

export async function createOrPromoteAdmin(db: Db, rawEmail: string, name: string | null, now: Date): Promise<AdminAccess> {
  const email = normalizeEmail(rawEmail.trim());
  if (!EMAIL.test(email)) throw new Error(`"${rawEmail}" no es una dirección de correo válida.`);
  const adminRole = roleByName(ADMIN)!.id;
  const existing = await findUserRowByEmail(db, email);
  let outcome: AdminAccess['outcome'];
  let user: { id: number; email: string; name: string };
  if (existing) {
    outcome = existing.roleId === adminRole && existing.active ? 'kept' : 'promoted';
    if (outcome === 'promoted') await db.update(users).set({ roleId: adminRole, active: true }).where(eq(users.id, existing.id));
    user = existing;
  } else {
    const created = await createUser(db, {
      name: name?.trim() || email.split('@')[0],
      surname: '',
      email,
      passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
      image: null,
      points: 0,
      active: true,
      roleId: adminRole,
    });
    outcome = 'created';
    user = { id: created.id, email, name: created.name };
  }
  const mail = await createReset(db, user, now);
  // The link is handed over here, on the operator's terminal: the queued e-mail is not sent again.
  await markMailSent(db, mail.id, now);
  return { userId: user.id, email, outcome, link: mail.link };
}
