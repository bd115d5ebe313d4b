/**
 * Reading the audit trail (issue 29 point 3): the admin's "Registro de actividad" and each record's "Historial".
 * Newest first; the actor's name and e-mail come from a left join on users, so a deleted user shows just the id.
 * The hash chain (prev_hash, hash) is not read here: checking it is `npm run audit:verify`'s job.
 */
import { and, count, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { AuditEvent } from '../../model/audit';
import type { Db } from '../db/client';
import { auditEvents, users } from '../db/schema';
import { parsePaging, withPaging, type ListQueryParams } from '../paging';

/** An event as the API answers it (one shape with the admin's screens). */
export type AuditEventRow = AuditEvent;

export interface AuditEventFilter extends ListQueryParams {
  actorId?: number;
  resource?: string;
  action?: string;
  recordId?: string;
  /** first and last day, inclusive, "YYYY-MM-DD" in UTC */
  from?: string;
  to?: string;
}

const SORTABLE = {
  id: auditEvents.id,
  at: auditEvents.at,
  actorId: auditEvents.actorId,
  resource: auditEvents.resource,
  recordId: auditEvents.recordId,
  action: auditEvents.action,
};

/** The start of a UTC day, `days` later. */
function utcDay(day: string, days = 0): Date {
  const d = new Date(`${day}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d;
}

export async function listAuditEvents(
  db: Db,
  query: AuditEventFilter,
): Promise<{ items: AuditEventRow[]; total: number; paged: boolean }> {
  const paging = parsePaging(query, SORTABLE, { sort: 'at', order: 'DESC' }, auditEvents.id);
  const conditions: SQL[] = [];
  if (query.actorId !== undefined) conditions.push(eq(auditEvents.actorId, query.actorId));
  if (query.resource) conditions.push(eq(auditEvents.resource, query.resource));
  if (query.action) conditions.push(eq(auditEvents.action, query.action));
  if (query.recordId) conditions.push(eq(auditEvents.recordId, query.recordId));
  if (query.from) conditions.push(gte(auditEvents.at, utcDay(query.from)));
  if (query.to) conditions.push(lt(auditEvents.at, utcDay(query.to, 1)));
  const where = conditions.length ? and(...conditions) : undefined;
  const rows = await withPaging(
    db
      .select({
        event: {
          id: auditEvents.id,
          at: auditEvents.at,
          actorId: auditEvents.actorId,
          actorRole: auditEvents.actorRole,
          requestId: auditEvents.requestId,
          clientIp: auditEvents.clientIp,
          resource: auditEvents.resource,
          recordId: auditEvents.recordId,
          action: auditEvents.action,
          changes: auditEvents.changes,
          detail: auditEvents.detail,
        },
        actor: { id: users.id, name: users.name, surname: users.surname, email: users.email },
      })
      .from(auditEvents)
      .leftJoin(users, eq(users.id, auditEvents.actorId))
      .where(where)
      .$dynamic(),
    paging,
  );
  let total = rows.length;
  if (paging.paged) {
    const [c] = await db.select({ n: count() }).from(auditEvents).where(where);
    total = c?.n ?? 0;
  }
  const items = rows.map(({ event, actor }) => ({
    ...event,
    at: event.at.toISOString(),
    changes: event.changes ?? {},
    detail: event.detail ?? null,
    actor: actor && actor.id !== null ? actor : null,
  }));
  return { items, total, paged: paging.paged };
}
