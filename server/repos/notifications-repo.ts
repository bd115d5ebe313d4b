/**
 * Issue 28, beyond push: each customer's notification preferences (reminder before the cut-off, 'listo' by
 * e-mail, their language), the customers a day's reminder is due for, and the one row per (customer, date)
 * that lets exactly one process queue that reminder.
 */
import { and, eq, exists, ne, not, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { cutoffReminders, notificationPreferences, orders, pushSubscriptions, users } from '../db/schema';

export interface StoredPreferences {
  remindBeforeCutoff: boolean;
  readyByMail: boolean;
  language: 'es' | 'en';
}

const asLanguage = (value: string): 'es' | 'en' => (value === 'en' ? 'en' : 'es');

export async function preferencesOf(db: Db | Tx, userId: number): Promise<StoredPreferences> {
  const [row] = await db
    .select({
      remindBeforeCutoff: notificationPreferences.remindBeforeCutoff,
      readyByMail: notificationPreferences.readyByMail,
      language: notificationPreferences.language,
    })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return row ? { ...row, language: asLanguage(row.language) } : { remindBeforeCutoff: false, readyByMail: false, language: 'es' };
}

export async function savePreferences(db: Db, userId: number, prefs: StoredPreferences): Promise<void> {
  const values = { ...prefs, updatedAt: new Date() };
  await db
    .insert(notificationPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: values });
}

export interface MailRecipient {
  email: string;
  name: string;
  language: 'es' | 'en';
}

/** The customer's address for a 'listo' by e-mail: only when they asked for it and their account is active. */
export async function readyMailRecipient(tx: Tx, userId: number): Promise<MailRecipient | null> {
  const [row] = await tx
    .select({ email: users.email, name: users.name, language: notificationPreferences.language })
    .from(notificationPreferences)
    .innerJoin(users, eq(users.id, notificationPreferences.userId))
    .where(
      and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.readyByMail, true), eq(users.active, true)),
    );
  return row ? { ...row, language: asLanguage(row.language) } : null;
}

export interface ReminderCandidate extends MailRecipient {
  userId: number;
  readyByMail: boolean;
  hasPush: boolean;
}

const CUSTOMER_ROLE_ID = 2;

/**
 * The active customers who asked for reminders, have no order (other than a cancelled one) for `date` and were
 * not reminded of it yet.
 */
export async function reminderCandidates(db: Db, date: string): Promise<ReminderCandidate[]> {
  const ordered = db
    .select({ one: sql`1` })
    .from(orders)
    .where(and(eq(orders.userId, users.id), eq(orders.pickupDate, date), ne(orders.status, 'cancelled')));
  const reminded = db
    .select({ one: sql`1` })
    .from(cutoffReminders)
    .where(and(eq(cutoffReminders.userId, users.id), eq(cutoffReminders.pickupDate, date)));
  const rows = await db
    .select({
      userId: users.id,
      email: users.email,
      name: users.name,
      language: notificationPreferences.language,
      readyByMail: notificationPreferences.readyByMail,
      hasPush: sql<boolean>`exists (select 1 from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${users.id})`,
    })
    .from(notificationPreferences)
    .innerJoin(users, eq(users.id, notificationPreferences.userId))
    .where(
      and(
        eq(notificationPreferences.remindBeforeCutoff, true),
        eq(users.active, true),
        eq(users.roleId, CUSTOMER_ROLE_ID),
        not(exists(ordered)),
        not(exists(reminded)),
      ),
    );
  return rows.map((r) => ({ ...r, hasPush: Boolean(r.hasPush), language: asLanguage(r.language) }));
}

/**
 * Takes the reminder of (`userId`, `date`) for this transaction: true for exactly one caller, however many
 * processes try at once (the primary key; a second insert waits for the first's commit, then does nothing).
 */
export async function claimReminder(tx: Tx, userId: number, date: string, channel: 'push' | 'mail'): Promise<boolean> {
  const rows = await tx
    .insert(cutoffReminders)
    .values({ userId, pickupDate: date, channel })
    .onConflictDoNothing()
    .returning({ userId: cutoffReminders.userId });
  return rows.length > 0;
}
