/**
 * The layer under both providers (dataProvider/http/: this session, the HTTP client that sends its token, the
 * API's URL and the first script's early answers): authProvider/ and the rest of dataProvider/ use it, it uses
 * neither, so the dependency runs one way (eslint.config.js).
 *
 * The session lives in sessionStorage under the spec's keys: auth-token, auth-user (the user id) and
 * auth-role (the role name). Id and role come from the token's `id` and `role.name` claims (jwt-decode).
 */
import { jwtDecode } from 'jwt-decode';
import { roleByName, type RoleName } from '../../model/roles';

import { ROLE_KEY, TOKEN_KEY, USER_KEY } from './sessionKeys';

export { ROLE_KEY, TOKEN_KEY, USER_KEY };

interface Claims {
  id: number;
  role: { id: number; name: string };
  exp?: number;
}

export interface Session {
  token: string;
  userId: number;
  role: RoleName;
}

/**
 * Set when the server ended the session (401); the login screen says so until the next login. Kept in the tab's
 * sessionStorage, not in memory, so a reload of the login screen still says why the customer is there.
 */
const ENDED_KEY = 'session-ended';

/** The last token decoded and its claims: every API call reads the session, and the token rarely changes. */
let decoded: { token: string; claims: Claims } | null = null;

export function decodeToken(token: string): Session | null {
  try {
    if (decoded?.token !== token) decoded = { token, claims: jwtDecode<Claims>(token) };
    const { claims } = decoded;
    const role = roleByName(claims.role?.name);
    if (!role || typeof claims.id !== 'number') return null;
    if (claims.exp && claims.exp * 1000 <= Date.now()) return null;
    return { token, userId: claims.id, role: role.name };
  } catch {
    return null;
  }
}

export function saveSession(token: string): Session {
  const session = decodeToken(token);
  if (!session) throw new Error('comedor.auth.invalid_token');
  sessionStorage.removeItem(ENDED_KEY);
  sessionStorage.setItem(TOKEN_KEY, token);
  sessionStorage.setItem(USER_KEY, String(session.userId));
  sessionStorage.setItem(ROLE_KEY, session.role);
  return session;
}

/** The current session, or null when there is none or the token expired. */
export function getSession(): Session | null {
  const token = sessionStorage.getItem(TOKEN_KEY);
  return token ? decodeToken(token) : null;
}

export function getToken(): string | null {
  return sessionStorage.getItem(TOKEN_KEY);
}

const listeners = new Set<() => void>();

export function clearSession(): void {
  // react-admin logs out after the server ended a session: the reason stays until the next login
  const ended = sessionStorage.getItem(ENDED_KEY);
  sessionStorage.clear();
  if (ended) sessionStorage.setItem(ENDED_KEY, ended);
  for (const listener of listeners) listener();
}

/** Calls `listener` whenever the session is cleared (the route guards then send the user to /login). */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The server refused the session (deactivated account, expired or forged token): clear it and say why. */
export function endSession(): void {
  sessionStorage.setItem(ENDED_KEY, '1');
  clearSession();
}

/** Whether the last session was ended by the server (until a new one starts), for the login screen's notice. */
export function sessionEndedByServer(): boolean {
  return sessionStorage.getItem(ENDED_KEY) === '1';
}
