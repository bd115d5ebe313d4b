/**
 * react-admin auth provider. Login follows spec section 4: the e-mail is looked up first (the API answers
 * only `{exists}` to anonymous callers), then `POST login`; the token and its claims go to sessionStorage.
 * A 401 from the API ends the session; a 403 does not (the screen shows the denial).
 */
import type { AuthProvider } from 'react-admin';
import { HOME_BY_ROLE } from '../model/roles';
import { PATHS } from '../model/paths';
import type { User } from '../model/entities';
import { apiFetch } from '../dataProvider/http/httpClient';
import { clearSession, endSession, getSession, getToken, saveSession } from '../dataProvider/http/session';
import { forgetDevice, markRemembered } from '../dataProvider/http/rememberedDevice';
import { AccountDeactivatedError, UnknownEmailError, WrongPasswordError } from './errors';
import { canSee, RESOURCE_GUARD } from './access';

export interface Credentials {
  username: string;
  password: string;
  /** "Mantener la sesión iniciada en este dispositivo" */
  remember?: boolean;
}

/** Logs in and returns the path of the role's home. */
export async function loginWithPassword({ username, password, remember = false }: Credentials): Promise<string> {
  const email = username.trim();
  const lookup = await apiFetch<{ exists: boolean }>(`users/email/${encodeURIComponent(email)}`, { anonymous: true }).catch(
    (e: { status?: number }) => {
      if (e.status === 404) return { json: { exists: false } };
      throw e;
    },
  );
  if (!lookup.json.exists) throw new UnknownEmailError();
  try {
    const { json } = await apiFetch<{ token: string }>('login', {
      method: 'POST',
      body: remember ? { userName: email, password, remember } : { userName: email, password },
      anonymous: true,
    });
    const session = saveSession(json.token);
    markRemembered(remember);
    return HOME_BY_ROLE[session.role];
  } catch (e) {
    const err = e as { status?: number; message?: string; body?: { code?: string; params?: { contact?: string } } };
    if (err.status === 401) throw new WrongPasswordError();
    if (err.status === 403 && err.body?.code === 'account_deactivated') {
      throw new AccountDeactivatedError(err.body.params?.contact ?? null);
    }
    throw e;
  }
}

/**
 * A 401 to a call made with the current session ends it (the login screen then says so); a 401 to an anonymous
 * call or a late answer to an older session does not. Returns whether the session ended.
 */
export function endRefusedSession(error: { status?: number; sentToken?: string | null } | null | undefined): boolean {
  if (error?.status !== 401) return false;
  // Errors that do not say which token they were sent with (none from apiFetch) count as the current session's.
  if (error.sentToken !== undefined && (error.sentToken === null || error.sentToken !== getToken())) return false;
  endSession();
  return true;
}

/** Stores a token obtained elsewhere (sign-up) and returns the role's home. */
export function startSession(token: string): string {
  return HOME_BY_ROLE[saveSession(token).role];
}

export const authProvider: AuthProvider = {
  async login(params: Credentials) {
    const redirectTo = await loginWithPassword(params);
    return { redirectTo };
  },
  async logout() {
    forgetDevice();
    clearSession();
    return PATHS.login;
  },
  async checkAuth() {
    if (!getSession()) {
      clearSession();
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-admin's contract: reject with {redirectTo, message}
      throw { redirectTo: PATHS.login, message: false };
    }
  },
  /** Run by react-admin's useDataProvider on every failed call, of every app: a refused session ends here, once. */
  async checkError(error: { status?: number; sentToken?: string | null }) {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-admin's contract: reject with {redirectTo, message}
    if (endRefusedSession(error)) throw { redirectTo: PATHS.login, message: 'comedor.auth.session_expired' };
  },
  async getPermissions() {
    return getSession()?.role ?? null;
  },
  async getIdentity() {
    const session = getSession();
    if (!session) throw new Error('comedor.auth.no_session');
    const { json } = await apiFetch<User>('users/me').catch((e: { status?: number; sentToken?: string | null }) => {
      endRefusedSession(e);
      throw e;
    });
    return {
      id: json.id,
      fullName: `${json.name} ${json.surname}`.trim(),
      // not `avatar`: react-admin would draw it with the name as its alt text next to the name itself
      image: json.image ?? undefined,
      role: json.role.name,
      email: json.email,
    };
  },
  async canAccess({ resource }: { resource?: string; action: string }) {
    return canSee(getSession()?.role ?? null, resource ? RESOURCE_GUARD : 'any');
  },
};
