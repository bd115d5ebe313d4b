/**
 * Remembered devices ("Mantener la sesión iniciada en este dispositivo", issue 28): a long-lived credential kept
 * in an HttpOnly cookie and used only to obtain a fresh session token (server/routes/remembered-devices.ts).
 * ./schema.ts re-exports it.
 */
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema-core';

export const rememberedDevices = pgTable(
  'remembered_devices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the cookie's secret (the secret itself is never stored) */
    secretHash: text('secret_hash').notNull(),
    /** "Chrome · Android", from the user agent at login */
    label: text('label').notNull(),
    /** the account's session version at login: a password change or reset ends the device */
    sessionVersion: integer('session_version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('remembered_devices_user_idx').on(t.userId)],
);
