/**
 * Single-use password reset tokens: only their SHA-256 is stored; the mail with the link goes to the outbox.
 * A token is deleted when used; expired tokens and mails delivered over a week ago are swept on every new request.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { outbox, passwordResets } from '../db/schema';
import { setPasswordHash } from './users-write-repo';
import { resetPasswordPath } from '../../model/paths';

const TOKEN_TTL_MS = 60 * 60 * 1000;
/** delivered mails are kept this long: the admin's figures count the last 7 days */
const KEEP_SENT_MS = 8 * 24 * 3600 * 1000;

function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface ResetMail {
  /** the outbox row */
  id: number;
  recipient: string;
  subject: string;
  body: string;
  link: string;
}

/** Creates a token valid for one hour and queues the e-mail; returns the mail for the log. */
export async function createReset(db: Db, user: ResetRecipient, now: Date): Promise<ResetMail> {
  return db.transaction(async (tx) => {
    // The outbox is a delivery queue, not an archive: used or expired tokens and delivered mails go.
    await tx.delete(passwordResets).where(or(isNotNull(passwordResets.usedAt), lte(passwordResets.expiresAt, now)));
    // Delivered mails stay a week, for the admin's delivery figures (repos/delivery-figures-repo.ts).
    await tx.delete(outbox).where(and(isNotNull(outbox.sentAt), lte(outbox.sentAt, new Date(now.getTime() - KEEP_SENT_MS))));
    const [mail] = await queueResets(tx, [user], now);
    return mail;
  });
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
    const link = resetPasswordPath(tokens[i]);
    return {
      recipient: user.email,
      subject: 'Restablece tu contraseña',
      body: `Hola, ${user.name}:\n\nPara elegir una contraseña nueva abre este enlace (caduca en una hora y solo sirve una vez):\n${link}\n\nSi no lo has pedido tú, ignora este correo.`,
      link,
    };
  });
  await tx
    .insert(passwordResets)
    .values(recipients.map((user, i) => ({ userId: user.id, tokenHash: digest(tokens[i]), expiresAt })));
  const ids = await tx
    .insert(outbox)
    .values(mails.map(({ recipient, subject, body }) => ({ recipient, subject, body })))
    .returning({ id: outbox.id });
  return mails.map((mail, i) => ({ ...mail, id: ids[i].id }));
}

/** Marks a queued mail delivered (the embedded mode "delivers" to the log); the next sweep deletes it. */
export async function markMailSent(db: Db, id: number, now: Date): Promise<void> {
  await db.update(outbox).set({ sentAt: now }).where(eq(outbox.id, id));
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
 * Uses a token: sets the new password hash and deletes the token, atomically. Returns the user id,
 * or null when the token is unknown, expired or already used.
 */
export async function consumeReset(db: Db, token: string, passwordHash: string, now: Date): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(passwordResets)
      .where(and(eq(passwordResets.tokenHash, digest(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
      .returning({ userId: passwordResets.userId });
    if (!row) return null;
    await setPasswordHash(tx, row.userId, passwordHash);
    // Any other outstanding link for the account stops working too.
    await tx.delete(passwordResets).where(eq(passwordResets.userId, row.userId));
    return row.userId;
  });
}
