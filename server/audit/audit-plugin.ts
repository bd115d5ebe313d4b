/**
 * How every changing call writes its audit event in the transaction of its change (issue 29). A route declares
 * `config: { audit: { resource, … } }`; its handler then runs inside ONE transaction, and `app.db` (a getter,
 * see app.ts) is that transaction for the request's code, so the repos' own transactions become savepoints of
 * it. After the handler the record is read again and the event (fields before → after) is appended before the
 * commit; the answer leaves only after the commit. A refusal thrown by the handler commits what the handler had
 * already written (as each statement committed on its own before: a failed login still counts) with no event.
 * Refused logins, refused tokens, 403 and 429 answers are security events, each in a transaction of its own.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { recordAudit, recordSecurityEvent } from './record-audit';

type Fields = Record<string, unknown> | null | undefined;

export interface AuditRouteConfig {
  /** what the call changes: "dishes", "users", "orders"… (the Historial tab's resource) */
  resource: string;
  /** the record's fields as stored (null when none): read before and after the handler for the diff */
  load?: (db: Db, id: string) => Promise<Fields>;
  /** the record's id; default: the `id` parameter, else the answer's `id` */
  id?: (request: FastifyRequest, answer: unknown) => string | number | null | undefined;
  /** default: create (POST), update (PUT/PATCH), delete (DELETE); a function chooses from the versions */
  action?: string | ((before: Fields, after: Fields) => string);
  /** the handler records its own event(s) with recordAudit(app.db, …), still inside the wrapping transaction */
  manual?: true;
  /** why this call is not wrapped (it answers before its work ends); its handler records with recordSecurityEvent */
  unwrapped?: string;
  /** runs after the commit (caches other readers could refill from the state before it) */
  afterCommit?: (app: FastifyInstance) => Promise<void>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the call's audit event (server/audit/audit-plugin.ts); every changing call declares one */
    audit?: AuditRouteConfig;
  }
  interface FastifyInstance {
    /** the changing routes and their audit declarations, "METHOD /api/url" → config */
    auditedRoutes: Map<string, AuditRouteConfig | undefined>;
  }
}

const requestTx = new AsyncLocalStorage<{ tx: Tx | null }>();

/** The transaction the current request's code runs in (app.db), if any. */
export function currentRequestTx(): Tx | null {
  return requestTx.getStore()?.tx ?? null;
}

const CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The changing calls that write no audit event, and why: each happens per connection or per tab and changes no
 * data anyone asks about, so an event each would only bury the real changes. Such a route declares no
 * `config.audit`; tests/api/audit.test.ts accepts exactly these (and checks they write nothing), so a route only
 * joins this list by changing this file.
 */
export const NOT_AUDITED: Readonly<Record<string, string>> = {
  'POST /api/events/ticket':
    'a one-minute ticket, kept in memory, to open the live order stream; every page that streams asks for one',
  'POST /api/session/refresh':
    'a fresh session token for a remembered device (a new tab, the app reopened); only its last use is stored, and the login it stands for was recorded',
};

function defaultAction(method: string): string {
  return method === 'POST' ? 'create' : method === 'DELETE' ? 'delete' : 'update';
}

function plainObject(value: unknown): Fields {
  if (typeof value === 'string' && value.startsWith('{')) {
    try {
      return plainObject(JSON.parse(value));
    } catch {
      return null;
    }
  }
  return value && typeof value === 'object' && !Array.isArray(value) && !Buffer.isBuffer(value)
    ? (value as Record<string, unknown>)
    : null;
}

function idOf(request: FastifyRequest, answer: unknown, audit: AuditRouteConfig): string | null {
  const chosen = audit.id?.(request, answer);
  if (chosen !== undefined) return chosen === null ? null : String(chosen);
  const params = request.params as Record<string, string | number | undefined> | undefined;
  if (params?.id !== undefined) return String(params.id);
  const answerId = plainObject(answer)?.id;
  return typeof answerId === 'number' || typeof answerId === 'string' ? String(answerId) : null;
}

function wrap(handler: RouteHandlerMethod, method: string, audit: AuditRouteConfig): RouteHandlerMethod {
  return async function auditedHandler(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
    const base = this.database.db;
    const store = { tx: null as Tx | null };
    let sent: { payload: unknown } | null = null;
    // The answer waits for the commit: a client must never read before the change it was told about.
    reply.send = function deferredSend(this: FastifyReply, payload?: unknown) {
      sent = { payload };
      return reply;
    };
    // A Reply is a thenable that settles once the answer is out: the handler's `return reply` must not wait for it.
    Object.defineProperty(reply, 'then', { value: undefined, configurable: true, writable: true });
    let failure: { error: unknown } | null = null;
    let result: unknown;
    try {
      await requestTx.run(store, () =>
        base.transaction(async (tx) => {
          store.tx = tx;
          const params = request.params as Record<string, string | number | undefined> | undefined;
          const knownId = audit.id?.(request, undefined) ?? params?.id;
          const before = audit.load && knownId !== undefined && knownId !== null ? await audit.load(tx, String(knownId)) : null;
          try {
            result = await handler.call(this, request, reply);
          } catch (error) {
            failure = { error };
            return;
          }
          if (audit.manual) return;
          const answer = sent ? sent.payload : result;
          const recordId = idOf(request, answer, audit);
          // Without a loader the call's own words stand for the change: its body, else its answer.
          const after = audit.load
            ? recordId === null
              ? null
              : await audit.load(tx, recordId)
            : (plainObject(request.body) ?? plainObject(answer));
          const action =
            typeof audit.action === 'function' ? audit.action(before, after) : (audit.action ?? defaultAction(method));
          await recordAudit(tx, request, { resource: audit.resource, recordId, action, before, after });
        }),
      );
    } finally {
      store.tx = null;
      delete (reply as { send?: unknown }).send;
      delete (reply as { then?: unknown }).then;
    }
    if (failure) throw (failure as { error: unknown }).error;
    if (audit.afterCommit) await audit.afterCommit(this);
    if (sent) return reply.send((sent as { payload: unknown }).payload);
    return result;
  };
}

/** The `code` of a JSON error answer, if any. */
function answerCode(payload: unknown): string | null {
  if (typeof payload !== 'string' || !payload.startsWith('{')) return null;
  try {
    const code = (JSON.parse(payload) as { code?: unknown }).code;
    return typeof code === 'string' ? code : null;
  } catch {
    return null;
  }
}

function securityAction(request: FastifyRequest, status: number): string | null {
  const url = request.routeOptions.url ?? '';
  if (url === '/api/login' && (status === 401 || status === 403)) return 'login_failed';
  if (status === 401) return request.headers.authorization ? 'token_refused' : null;
  if (status === 403) return 'forbidden';
  if (status === 429) return 'rate_limited';
  return null;
}

/** Registered before the routes: wraps the audited handlers and records the security events. */
export function registerAudit(app: FastifyInstance): void {
  app.decorate('auditedRoutes', new Map<string, AuditRouteConfig | undefined>());
  // AUDIT_TRAIL=off (measurement only, README): the routes still declare their events, none is written.
  const on = app.config.auditTrail;
  if (!on)
    app.log.warn(
      'ATENCIÓN: AUDIT_TRAIL=off: este proceso NO registra ningún cambio ni evento de seguridad en el registro de actividad. ' +
        'Solo sirve para medir lo que cuesta (npm run bench); quita AUDIT_TRAIL o pon AUDIT_TRAIL=on.',
    );

  app.addHook('onRoute', (routeOptions) => {
    const methods = (Array.isArray(routeOptions.method) ? routeOptions.method : [routeOptions.method]).filter((m) =>
      CHANGING.has(m),
    );
    if (!methods.length) return;
    const audit = routeOptions.config?.audit;
    for (const m of methods) {
      const call = `${m} ${routeOptions.url}`;
      if (audit && NOT_AUDITED[call]) throw new Error(`${call} is listed in NOT_AUDITED and declares an audit event`);
      app.auditedRoutes.set(call, audit);
    }
    if (!audit || audit.unwrapped || !on) return;
    routeOptions.handler = wrap(routeOptions.handler, methods[0], audit);
  });

  if (!on) return;
  app.addHook('onSend', async (request, reply, payload) => {
    const action = securityAction(request, reply.statusCode);
    if (!action) return payload;
    const reason = answerCode(payload);
    const body = request.body as { userName?: unknown } | undefined;
    const email =
      action === 'login_failed' && typeof body?.userName === 'string' ? body.userName.trim().toLowerCase() : undefined;
    try {
      await recordSecurityEvent(app.database.db, request, {
        resource: 'security',
        recordId: null,
        action,
        detail: {
          reason,
          status: reply.statusCode,
          method: request.method,
          route: request.routeOptions.url ?? request.url,
          email,
        },
      });
    } catch (err) {
      request.log.error({ err: { message: (err as Error).message } }, 'could not record the security event');
    }
    return payload;
  });
}

/**
 * Deletes the events older than `days` (the retention, AUDIT_RETENTION_DAYS): the one delete the append-only
 * trigger allows, through the session setting it checks, for this transaction only. Returns how many went.
 */
export async function pruneAuditEvents(db: Db, days: number, now: Date = new Date()): Promise<number> {
  if (days <= 0) return 0;
  const before = new Date(now.getTime() - days * 24 * 3600 * 1000).toISOString();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('comedor.audit_prune_before', ${before}, true)`);
    const result = await tx.execute(sql`delete from audit_events where at < ${before}::timestamptz`);
    return Number(
      (result as { affectedRows?: number; rowCount?: number }).affectedRows ?? (result as { rowCount?: number }).rowCount ?? 0,
    );
  });
}

const PRUNE_EVERY_MS = 24 * 3600 * 1000;

/** Prunes once at start and then daily. */
export function registerAuditRetention(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | null = null;
  const prune = () =>
    pruneAuditEvents(app.database.db, app.config.auditRetentionDays).catch((err: Error) =>
      app.log.error({ err: { message: err.message } }, 'audit retention failed'),
    );
  app.addHook('onReady', async () => {
    await prune();
    timer = setInterval(() => void prune(), PRUNE_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
