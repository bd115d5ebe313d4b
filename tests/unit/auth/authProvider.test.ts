import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authProvider } from '../../../authProvider';
import { UnknownEmailError, WrongPasswordError } from '../../../authProvider/errors';

/** An unsigned JWT carrying the claims the API issues (the client only decodes it). */
function token(claims: Record<string, unknown>): string {
  const b64 = (o: unknown) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}.firma`;
}

const exp = Math.floor(Date.now() / 1000) + 3600;
type Handler = (path: string, init: RequestInit) => { status: number; body?: unknown };
let handler: Handler;

beforeEach(() => {
  sessionStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const { status, body } = handler(new URL(url, 'http://localhost').pathname, init);
      return new Response(body === undefined ? null : JSON.stringify(body), { status });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function api(exists: boolean, login: { status: number; body?: unknown }): Handler {
  return (path) => (path.startsWith('/api/users/email/') ? { status: 200, body: { exists } } : login);
}

describe('login', () => {
  it.each([
    ['Administrador', 1, '/board-admin'],
    ['Usuario', 2, '/board-user'],
    ['Encargado', 3, '/board-chef'],
  ])('stores the session of an %s and lands on %s', async (name, id, home) => {
    const jwt = token({ id: 40 + id, role: { id, name }, exp });
    handler = api(true, { status: 200, body: { token: jwt } });
    await expect(authProvider.login({ username: ' x@comedor.es ', password: 'pw' })).resolves.toEqual({ redirectTo: home });
    expect(sessionStorage.getItem('auth-token')).toBe(jwt);
    expect(sessionStorage.getItem('auth-user')).toBe(String(40 + id));
    expect(sessionStorage.getItem('auth-role')).toBe(name);
  });

  it('reports an unknown e-mail before trying the password', async () => {
    const seen: string[] = [];
    handler = (path, init) => {
      seen.push(`${init.method} ${path}`);
      return { status: 200, body: { exists: false } };
    };
    await expect(authProvider.login({ username: 'nadie@comedor.es', password: 'pw' })).rejects.toBeInstanceOf(UnknownEmailError);
    expect(seen).toEqual(['GET /api/users/email/nadie%40comedor.es']);
    expect(sessionStorage.getItem('auth-token')).toBeNull();
  });

  it('reports a wrong password when the e-mail exists but POST login answers 401', async () => {
    handler = api(true, { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'Credenciales no válidas' } });
    await expect(authProvider.login({ username: 'admin@comedor.es', password: 'mal' })).rejects.toBeInstanceOf(
      WrongPasswordError,
    );
    expect(sessionStorage.getItem('auth-token')).toBeNull();
  });
});

describe('session checks', () => {
  it('sends a visitor without a token to /login', async () => {
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
  });

  it('treats an expired token as no session', async () => {
    sessionStorage.setItem('auth-token', token({ id: 1, role: { id: 1, name: 'Administrador' }, exp: 1000 }));
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
  });

  it('ends a session read a moment before its token expired once it has (the decoded token is kept, not the verdict)', async () => {
    vi.useFakeTimers({ now: Date.now(), toFake: ['Date'] });
    try {
      const soon = Math.floor(Date.now() / 1000) + 60;
      sessionStorage.setItem('auth-token', token({ id: 1, role: { id: 1, name: 'Administrador' }, exp: soon }));
      await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
      vi.setSystemTime((soon + 1) * 1000);
      await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('logs out on a 401 but keeps the session on a 403', async () => {
    sessionStorage.setItem('auth-token', token({ id: 1, role: { id: 1, name: 'Administrador' }, exp }));
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    expect(sessionStorage.getItem('auth-token')).not.toBeNull();
    await expect(authProvider.checkError({ status: 401 })).rejects.toMatchObject({ redirectTo: '/login' });
    expect(sessionStorage.getItem('auth-token')).toBeNull();
  });

  it('lets only an administrator reach the react-admin resources', async () => {
    sessionStorage.setItem('auth-token', token({ id: 3, role: { id: 2, name: 'Usuario' }, exp }));
    await expect(authProvider.canAccess!({ resource: 'users', action: 'list' })).resolves.toBe(false);
    sessionStorage.setItem('auth-token', token({ id: 1, role: { id: 1, name: 'Administrador' }, exp }));
    await expect(authProvider.canAccess!({ resource: 'users', action: 'list' })).resolves.toBe(true);
    await expect(authProvider.getPermissions!({})).resolves.toBe('Administrador');
  });

  it('clears every session key on logout', async () => {
    sessionStorage.setItem('auth-token', 't');
    sessionStorage.setItem('auth-user', '1');
    sessionStorage.setItem('auth-role', 'Administrador');
    await expect(authProvider.logout({})).resolves.toBe('/login');
    expect(sessionStorage.length).toBe(0);
  });
});
