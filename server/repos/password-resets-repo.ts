/**
 * Single-use password reset tokens: only their SHA-256 is stored; the mail with the link goes to the outbox.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox, passwordResets } from '../db/schema';
import { setPasswordHash } from './users-write-repo';

const TOKEN_TTL_MS = 60 * 60 * 1000;

function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface ResetMail {
  recipient: string;
  subject: string;
  body: string;
  link: string;
}

/** Creates a token valid for one hour and queues the e-mail; returns the mail for the log. */
export async function createReset(db: Db, user: { id: number; email: string; name: string }, now: Date): Promise<ResetMail> {
  const token = randomBytes(32).toString('base64url');
  const link = `/reset-password?token=${token}`;
  const mail = {
    recipient: user.email,
    subject: 'Restablece tu contraseña de Comedor',
    body: `Hola, ${user.name}:\n\nPara elegir una contraseña nueva abre este enlace (caduca en una hora y solo sirve una vez):\n${link}\n\nSi no lo has pedido tú, ignora este correo.`,
  };
  await db.transaction(async (tx) => {
    await tx.insert(passwordResets).values({ userId: user.id, tokenHash: digest(token), expiresAt: new Date(now.getTime() + TOKEN_TTL_MS) });
    await tx.insert(outbox).values(mail);
  });
  return { ...mail, link };
}

/** Whether the token is known, unused and unexpired: checked before the costly hashing of the new password. */
export async function resetTokenValid(db: Db, token: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(and(eq(passwordResets.tokenHash, digest(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)));
  return row !== undefined;
}

/**
 * Uses a token: sets the new password hash and marks the token used, atomically. Returns the user id,
 * or null when the token is unknown, expired or already used.
 */
export async function consumeReset(db: Db, token: string, passwordHash: string, now: Date): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.tokenHash, digest(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
      .returning({ userId: passwordResets.userId });
    if (!row) return null;
    await setPasswordHash(tx, row.userId, passwordHash);
    // Any other outstanding link for the account stops working too.
    await tx.update(passwordResets).set({ usedAt: now }).where(and(eq(passwordResets.userId, row.userId), isNull(passwordResets.usedAt)));
    return row.userId;
  });
}
