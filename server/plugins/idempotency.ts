/**
 * `Idempotency-Key` (Stripe's header; IETF draft "The Idempotency-Key HTTP Header Field") on the calls that
 * create something or change an order: routes opt in with `config: { idempotent: true }`.
 *
 * After the route's guards and validation, the key is claimed with an insert that does nothing on conflict
 * (repos/idempotency-repo.ts), so on any server process exactly one request runs per key. Its answer is stored
 * when sent (a 4xx too; a 5xx frees the key so a retry runs again). Then, for the same user (or, without a
 * session, the same route) and the same key:
 * - the same body gets the first answer again (status and body, header `Idempotent-Replayed: true`);
 * - another body (or another target, e.g. another order id) gets 422;
 * - a retry while the first request still runs gets 409.
 * Keys live 24 h. Without the header a route behaves as if this plugin did not exist.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { apiError } from '../errors';
import {
  claimKey,
  completeKey,
  deleteExpiredKeys,
  findKey,
  freeStaleKey,
  IDEMPOTENCY_CLAIM_LEASE_MS,
  IDEMPOTENCY_KEY_TTL_MS,
  releaseKey,
  type IdempotencyId,
} from '../repos/idempotency-repo';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** accepts an `Idempotency-Key` header (plugins/idempotency.ts) */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** the key this request claimed, whose answer is stored when sent */
    idempotencyClaim?: IdempotencyId;
  }
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_FORMAT = /^[\x20-\x7e]{1,255}$/;
const CLEANUP_EVERY_MS = 10 * 60 * 1000;

const invalidKey = () => apiError(400, 'idempotency_key_invalid', {}, 'Idempotency-Key');
const keyReused = () => apiError(422, 'idempotency_key_reused', {}, 'Idempotency-Key');
const stillRunning = () => apiError(409, 'idempotency_request_in_progress');

/** JSON with the keys of every object sorted: the same body always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

function requestHash(request: FastifyRequest): string {
  return createHash('sha256')
    .update(canonical({ params: request.params ?? {}, body: request.body ?? null }))
    .digest('hex');
}

function keyOf(request: FastifyRequest): string | null {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return null;
  if (typeof header !== 'string' || !KEY_FORMAT.test(header)) throw invalidKey();
  return header;
}

export function registerIdempotency(app: FastifyInstance): void {
  let lastCleanup = 0;

  async function cleanUp(now: Date): Promise<void> {
    if (now.getTime() - lastCleanup < CLEANUP_EVERY_MS && lastCleanup <= now.getTime()) return;
    lastCleanup = now.getTime();
    await deleteExpiredKeys(app.db, now);
  }

  /** Runs before the route's own handler: claims the key, or answers a replay, a conflict or a misuse. */
  async function guard(route: string, request: FastifyRequest, reply: FastifyReply): Promise<'run' | 'answered'> {
    const key = keyOf(request);
    if (key === null) return 'run';
    const now = app.config.now();
    await cleanUp(now);
    const id: IdempotencyId = { scope: request.authUser ? `user:${request.authUser.id}` : 'anonymous', route, key };
    const hash = requestHash(request);
    for (let attempt = 0; attempt < 2; attempt++) {
      if (await claimKey(app.db, id, hash, now)) {
        request.idempotencyClaim = id;
        return 'run';
      }
      const stored = await findKey(app.db, id);
      if (!stored) continue; // freed meanwhile: claim again
      const expired = now.getTime() - stored.createdAt.getTime() >= IDEMPOTENCY_KEY_TTL_MS;
      const abandoned = !stored.completed && now.getTime() - stored.createdAt.getTime() >= IDEMPOTENCY_CLAIM_LEASE_MS;
      if (expired || abandoned) {
        await freeStaleKey(app.db, id, now);
        continue;
      }
      if (stored.bodyHash !== hash) throw keyReused();
      if (!stored.completed || stored.status === null) throw stillRunning();
      reply
        .status(stored.status)
        .header('idempotent-replayed', 'true')
        .type('application/json; charset=utf-8')
        .send(stored.responseBody ?? '');
      return 'answered';
    }
    throw stillRunning();
  }

  app.addHook('onRoute', (routeOptions) => {
    if (!routeOptions.config?.idempotent) return;
    const methods = Array.isArray(routeOptions.method) ? routeOptions.method.join(',') : routeOptions.method;
    const route = `${methods} ${routeOptions.url}`;
    const handler = routeOptions.handler as RouteHandlerMethod;
    routeOptions.handler = async function idempotentHandler(this: FastifyInstance, request, reply) {
      if ((await guard(route, request, reply)) === 'answered') return reply;
      return handler.call(this, request, reply);
    };
  });

  // Registered before the API's routes, so it sees the serialized body before any compression.
  app.addHook('onSend', async (request, reply, payload) => {
    const id = request.idempotencyClaim;
    if (!id) return payload;
    request.idempotencyClaim = undefined;
    try {
      if (reply.statusCode >= 500) await releaseKey(app.db, id);
      else
        await completeKey(
          app.db,
          id,
          reply.statusCode,
          typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : '',
        );
    } catch (err) {
      request.log.error({ err: { message: (err as Error).message } }, 'could not store the idempotent answer');
    }
    return payload;
  });
}
