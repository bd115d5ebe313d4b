/**
 * Web Push (issue 28): each device a customer allowed to notify, and the notifications waiting for delivery.
 * A notification row is written in the transaction of the event that causes it ('listo', a recall, a
 * complaint's answer), one per subscription; each server process's worker (server/push/push-worker.ts) claims
 * due rows, sends them and retries failures with backoff. ./schema.ts re-exports these tables.
 */
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** A browser's push subscription; the endpoint is unique: the last account to subscribe on a device owns it. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    /** the browser's P-256 public key and auth secret (base64url), for the payload's encryption (RFC 8291) */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** a readable name of the device ("Chrome en Android"), from its user agent */
    device: text('device').notNull(),
    /** the app's language on that device when it subscribed: the notifications' texts follow it */
    language: text('language').notNull().default('es'),
    createdAt: createdAt(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/** A notification for one subscription: sent once, retried with backoff, dropped with its subscription. */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    /** 'ready' | 'recalled' | 'answer' */
    kind: text('kind').notNull(),
    /** the order ('ready', 'recalled') or complaint ('answer') it is about */
    subjectId: integer('subject_id').notNull(),
    /** the JSON the service worker shows: title, body, tag, url, and the order's number and status */
    payload: text('payload').notNull(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    failedAt: timestamp('failed_at', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
  },
  // the partial index of due rows (push_outbox_due_idx) is in the migration, as the mail outbox's is
  (t) => [index('push_outbox_subject_idx').on(t.kind, t.subjectId), index('push_outbox_subscription_idx').on(t.subscriptionId)],
);

/**
 * What a customer asked to be told beyond push (issue 28): a reminder before a day's cut-off when they have no
 * order for it, and 'listo' by e-mail when no device of theirs takes push; the language of those texts.
 */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  remindBeforeCutoff: boolean('remind_before_cutoff').notNull().default(false),
  readyByMail: boolean('ready_by_mail').notNull().default(false),
  /** 'es' | 'en': the app's language when the customer saved these */
  language: text('language').notNull().default('es'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * One row per reminder sent (customer, pick-up date): every process looks for due reminders, and the row's
 * primary key lets exactly one of them queue it (server/push/cutoff-reminders.ts).
 */
export const cutoffReminders = pgTable(
  'cutoff_reminders',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pickupDate: text('pickup_date').notNull(),
    /** 'push' | 'mail' */
    channel: text('channel').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.pickupDate], name: 'cutoff_reminders_pkey' })],
);
