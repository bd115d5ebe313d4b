/**
 * Request authentication and role checks. The bearer token is verified, then the user is re-read (through the
 * session cache, dropped on every change) on every call, so a deactivated account, a changed role or a
 * password change (which raises the session version and so revokes older tokens) takes effect at once.
 */
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { DISPLAY, roleById, type Role, type RoleName } from '../../model/roles';
import { users } from '../db/schema';
import { apiError } from '../errors';
import { verifySession } from './tokens';

export interface AuthUser {
  id: number;
  role: Role;
  /** the account's session version the caller's token carries (raised by a password change or reset) */
  sessionVersion: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    authUser: AuthUser | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(header);
  return m ? m[1] : null;
}

/** Resolves the caller from the Authorization header; null when there is no valid session. */
export async function resolveUser(request: FastifyRequest): Promise<AuthUser | null> {
  const token = bearerToken(request);
  if (!token) return null;
  const claims = await verifySession(token, request.server.jwtSecret);
  if (!claims) return null;
  const cache = request.server.sessionUsers;
  let row = cache.get(claims.id);
  if (row === undefined) {
    const stamp = cache.stamp(claims.id);
    [row = null] = await request.server.db
      .select({ id: users.id, roleId: users.roleId, active: users.active, sessionVersion: users.sessionVersion })
      .from(users)
      .where(eq(users.id, claims.id));
    cache.set(claims.id, stamp, row);
  }
  if (!row || !row.active || row.sessionVersion !== claims.version) return null;
  const role = roleById(row.roleId);
  return role ? { id: row.id, role, sessionVersion: row.sessionVersion } : null;
}

/**
 * The only authenticated calls a Pantalla (display-only) account may make: who it is, the pick-up list and a
 * ticket for the live stream (whose events it receives without customer data, see events/sse-connection.ts).
 * An allowlist, so a route added later is refused to the display by default. Keys: method + route pattern.
 */
export const DISPLAY_CALLS: ReadonlySet<string> = new Set([
  'GET /api/users/me',
  'GET /api/orders/pickup',
  'POST /api/events/ticket',
]);

export function displayMayCall(request: FastifyRequest): boolean {
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  return DISPLAY_CALLS.has(`${method} ${request.routeOptions.url ?? ''}`);
}

/** preHandler: any logged-in user (a Pantalla account only on the calls of DISPLAY_CALLS). */
export const authenticate: preHandlerAsyncHookHandler = async function (request: FastifyRequest, _reply: FastifyReply) {
  const user = await resolveUser(request);
  if (!user) {
    throw request.headers.authorization ? apiError(401, 'session_invalid') : apiError(401, 'unauthorized');
  }
  if (user.role.name === DISPLAY && !displayMayCall(request)) throw apiError(403, 'display_only');
  request.authUser = user;
};

/** preHandler: a logged-in user with one of the given roles. */
export function requireRole(...roles: RoleName[]): preHandlerAsyncHookHandler {
  return async function (request, reply) {
    await authenticate.call(this, request, reply);
    if (!roles.includes(request.authUser!.role.name)) throw apiError(403, 'forbidden');
  };
}

/** The caller, for handlers behind `authenticate`/`requireRole`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw apiError(401, 'unauthorized');
  return request.authUser;
}

/** A Usuario may only touch their own records; staff roles pass. */
/** `ownerId` null: nobody owns it any more (a deleted customer's order), so only the roles may. */
export function assertSelfOrRole(request: FastifyRequest, ownerId: number | null, ...roles: RoleName[]): void {
  const user = currentUser(request);
  if (user.id === ownerId) return;
  if (roles.includes(user.role.name)) return;
  throw apiError(403, 'own_data_only');
}
