/**
 * Single-use password reset tokens: only their SHA-256 is stored; the mail with the link goes to the outbox.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
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
export async function createReset(db: Db, user: ResetRecipient, now: Date): Promise<ResetMail> {
  const [mail] = await db.transaction((tx) => queueResets(tx, [user], now));
  return mail!;
}

export interface ResetRecipient {
  id: number;
  email: string;
  name: string;
}

/**
 * The same link and e-mail for many accounts at once, inside the caller's transaction (the user import sends
 * one to every new account): one insert into each table, however many users.
 */
export async function queueResets(tx: Db | Tx, recipients: readonly ResetRecipient[], now: Date): Promise<ResetMail[]> {
  if (!recipients.length) return [];
  const expiresAt = new Date(now.getTime() + TOKEN_TTL_MS);
  const tokens = recipients.map(() => randomBytes(32).toString('base64url'));
  const mails = recipients.map((user, i) => {
    const link = `/reset-password?token=${tokens[i]}`;
    return {
      recipient: user.email,
      subject: 'Restablece tu contraseña de Comedor',
      body: `Hola, ${user.name}:\n\nPara elegir una contraseña nueva abre este enlace (caduca en una hora y solo sirve una vez):\n${link}\n\nSi no lo has pedido tú, ignora este correo.`,
      link,
    };
  });
  await tx.insert(passwordResets).values(recipients.map((user, i) => ({ userId: user.id, tokenHash: digest(tokens[i]!), expiresAt })));
  await tx.insert(outbox).values(mails.map(({ recipient, subject, body }) => ({ recipient, subject, body })));
  return mails;
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
