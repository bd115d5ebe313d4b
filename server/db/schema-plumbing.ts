/**
 * The plumbing tables of the schema (Drizzle): the mail outbox, login failures, per-address hits, used stream
 * tickets and idempotency keys. None references another table; ./schema.ts re-exports them, so the schema (and
 * `npm run db:generate`) is still the one module ./schema.ts.
 */
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/**
 * Outgoing e-mails. Without SMTP_URL the embedded mode logs them; with it each server process's worker
 * (server/mail/mail-worker.ts) claims due rows, sends them and retries failures with backoff.
 */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  /** delivery attempts so far; a claim counts as one */
  attempts: integer('attempts').notNull().default(0),
  /** when a worker may (re)try it; a claim pushes it ahead so a crashed sender's row comes back later */
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /** set when the attempts ran out: the worker stops trying */
  failedAt: timestamp('failed_at', { withTimezone: true, mode: 'date' }),
  lastError: text('last_error'),
  /** what the mail is about, for mails an event may take back: 'ready' (a 'listo', with the order) or null */
  kind: text('kind'),
  subjectId: integer('subject_id'),
});

/** Failed logins, kept in the database so the per-account limit holds across server processes. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_email_idx').on(t.email, t.at)],
);

/**
 * Per-address counters of the public calls that cost or reveal something (sign-up, recovery, e-mail look-up):
 * one fixed window per bucket and address, in the database so the limits hold across server processes.
 */
export const addressHits = pgTable(
  'address_hits',
  {
    bucket: text('bucket').notNull(),
    address: text('address').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    hits: integer('hits').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.address] }), index('address_hits_window_idx').on(t.windowStart)],
);

/** Event-stream tickets already redeemed, until they expire: single use holds across server processes. */
export const usedStreamTickets = pgTable(
  'used_stream_tickets',
  {
    jti: text('jti').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('used_stream_tickets_expires_idx').on(t.expiresAt)],
);

/**
 * A client's `Idempotency-Key` on a call that creates something or changes an order (plugins/idempotency.ts):
 * claimed before the handler runs, its answer stored when done; rows older than 24 h are ignored and removed.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** `user:<id>`, or `anonymous` for a call without a session (sign-up) */
    scope: text('scope').notNull(),
    /** method and route pattern, e.g. `POST /api/orders` */
    route: text('route').notNull(),
    key: text('key').notNull(),
    bodyHash: text('body_hash').notNull(),
    status: integer('status'),
    responseBody: text('response_body'),
    completed: boolean('completed').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.route, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
