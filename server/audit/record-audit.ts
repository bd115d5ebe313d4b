/**
 * The audit trail's core (issue 29): an event per change of data, written in the transaction of the change, and
 * the security events (logins, refusals, limits) in their own. Each event carries the hash of the one before:
 * hash = sha256(prev_hash || canonical JSON of the event), the chain serialized by a transaction-scoped advisory
 * lock so concurrent writers never fork it (server/audit/verify.ts walks it). Secrets never enter an event.
 */
import { createHash } from 'node:crypto';
import { desc, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../db/client';
import { auditEvents, type FieldChange } from '../db/schema';

/** the advisory lock that orders the chain ("audit" on a phone keypad, 28348) */
export const AUDIT_LOCK = 28348;
/** the chain's first `prev_hash` */
export const GENESIS_HASH = '0'.repeat(64);

/** Field names never stored: passwords and their hashes, tokens, reset links, secrets, push keys. */
const SECRET_FIELD = /pass(word)?|hash|token|secret|link|credential|auth|p256dh|endpoint|private/i;

export function isSecretField(name: string): boolean {
  return SECRET_FIELD.test(name);
}

/** JSON with every object's keys sorted: the same event always hashes the same. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** A plain JSON copy (dates as ISO text) without the secret fields, at any depth. */
export function withoutSecrets(value: unknown): unknown {
  const plain: unknown = value === undefined ? null : JSON.parse(JSON.stringify(value));
  const strip = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(strip);
    if (v && typeof v === 'object') {
      return Object.fromEntries(
        Object.entries(v as Record<string, unknown>)
          .filter(([k]) => !isSecretField(k))
          .map(([k, x]) => [k, strip(x)]),
      );
    }
    return v;
  };
  return strip(plain);
}

type Fields = Record<string, unknown> | null | undefined;

/** The fields that differ between two versions of a record ({} when none), secrets left out. */
export function diffFields(before: Fields, after: Fields): Record<string, FieldChange> {
  const b = (withoutSecrets(before ?? null) ?? {}) as Record<string, unknown>;
  const a = (withoutSecrets(after ?? null) ?? {}) as Record<string, unknown>;
  const changes: Record<string, FieldChange> = {};
  for (const key of new Set([...Object.keys(b), ...Object.keys(a)])) {
    const from = key in b ? b[key] : null;
    const to = key in a ? a[key] : null;
    if (canonical(from) !== canonical(to)) changes[key] = { from, to };
  }
  return changes;
}

export interface AuditEventInput {
  at?: Date;
  actorId: number | null;
  actorRole: string | null;
  requestId: string | null;
  clientIp: string | null;
  resource: string;
  recordId: string | null;
  action: string;
  changes: Record<string, FieldChange>;
  detail?: Record<string, unknown> | null;
}

/** The text hashed after the previous hash: the event's fields as canonical JSON (at as ISO UTC). */
export function eventHashInput(e: Omit<AuditEventInput, 'at'> & { at: Date; prevHash: string }): string {
  return canonical({
    at: e.at.toISOString(),
    actorId: e.actorId,
    actorRole: e.actorRole,
    requestId: e.requestId,
    clientIp: e.clientIp,
    resource: e.resource,
    recordId: e.recordId,
    action: e.action,
    changes: e.changes,
    detail: e.detail ?? null,
    prevHash: e.prevHash,
  });
}

export function eventHash(prevHash: string, input: string): string {
  return createHash('sha256').update(prevHash).update(input).digest('hex');
}

/** Appends one event to the chain, in `tx` (which must be a transaction: the lock lasts until it ends). */
export async function appendAuditEvent(tx: Tx | Db, input: AuditEventInput): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${AUDIT_LOCK})`);
  const [last] = await tx.select({ hash: auditEvents.hash }).from(auditEvents).orderBy(desc(auditEvents.id)).limit(1);
  const prevHash = last?.hash ?? GENESIS_HASH;
  const at = input.at ?? new Date();
  const changes = withoutSecrets(input.changes) as Record<string, FieldChange>;
  const detail = input.detail ? (withoutSecrets(input.detail) as Record<string, unknown>) : null;
  const event = { ...input, at, changes, detail, prevHash };
  await tx.insert(auditEvents).values({ ...event, hash: eventHash(prevHash, eventHashInput(event)) });
}

/** Who made the request, where from and under which request id. */
export function requestContext(
  request: FastifyRequest,
): Pick<AuditEventInput, 'actorId' | 'actorRole' | 'requestId' | 'clientIp'> {
  const user = request.authUser;
  return { actorId: user?.id ?? null, actorRole: user?.role.name ?? null, requestId: request.id, clientIp: request.ip };
}

export interface AuditChange {
  resource: string;
  recordId: string | number | null | undefined;
  action: string;
  before?: Fields;
  after?: Fields;
  detail?: Record<string, unknown> | null;
  /** the actor when the request has no session yet (a login, a reset by link) */
  actor?: { id: number; role: string } | null;
}

/** Records a change of data in `tx`, the transaction of the change: the changed fields, before and after. */
export async function recordAudit(tx: Tx | Db, request: FastifyRequest, change: AuditChange): Promise<void> {
  if (request.server.config?.auditTrail === false) return; // AUDIT_TRAIL=off: measuring its cost only
  const context = requestContext(request);
  if (change.actor && context.actorId === null) {
    context.actorId = change.actor.id;
    context.actorRole = change.actor.role;
  }
  await appendAuditEvent(tx, {
    ...context,
    resource: change.resource,
    recordId: change.recordId === null || change.recordId === undefined ? null : String(change.recordId),
    action: change.action,
    changes: diffFields(change.before, change.after),
    detail: change.detail ?? null,
  });
}

/** Records a security event (a refused login, a 403, a 429…) in a transaction of its own. */
export async function recordSecurityEvent(db: Db, request: FastifyRequest, change: AuditChange): Promise<void> {
  await db.transaction((tx) => recordAudit(tx, request, change));
}
