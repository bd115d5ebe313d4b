/**
 * The audit trail (issue 29): one row per change of data and per security event, append-only (a trigger of
 * migration 0020 refuses UPDATE and DELETE, save the retention's pruning) and hash-chained (server/audit/).
 * No foreign key to the records or users: a deleted record keeps its history. ./schema.ts re-exports it.
 */
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A changed field: its value before and after (a secret field is never stored). */
export interface FieldChange {
  from: unknown;
  to: unknown;
}

export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** when, in UTC */
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    /** who: null for an anonymous caller (a failed login) */
    actorId: integer('actor_id'),
    actorRole: text('actor_role'),
    requestId: text('request_id'),
    clientIp: text('client_ip'),
    /** what: "dishes", "users", "session"… */
    resource: text('resource').notNull(),
    recordId: text('record_id'),
    /** "create", "update", "delete", or a security event ("login_failed", "forbidden"…) */
    action: text('action').notNull(),
    /** the changed fields, each { from, to } */
    changes: jsonb('changes').$type<Record<string, FieldChange>>().notNull(),
    /** a security event's details (reason, method, route, the e-mail tried); never a credential */
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    index('audit_events_at_idx').on(t.at),
    index('audit_events_record_idx').on(t.resource, t.recordId),
    index('audit_events_actor_idx').on(t.actorId),
  ],
);
