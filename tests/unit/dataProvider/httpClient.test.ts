import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFetch } from '../../../dataProvider/httpClient';
import { getToken, saveSession, sessionEndedByServer, subscribeSession } from '../../../authProvider/session';

const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const token = (id: number) => `${b64({ alg: 'HS256' })}.${b64({ id, role: { id: 2, name: 'Usuario' }, exp: 4_000_000_000 })}.firma`;

let status = 200;
beforeEach(() => {
  sessionStorage.clear();
  status = 200;
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ statusCode: status, message: 'respuesta' }), { status })),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('apiFetch and the session', () => {
  it('ends the session on a 401 to a call made with it, and tells the guards', async () => {
    saveSession(token(7));
    const heard = vi.fn();
    const stop = subscribeSession(heard);
    status = 401;
    await expect(apiFetch('users/me')).rejects.toMatchObject({ status: 401 });
    stop();
    expect(getToken()).toBeNull();
    expect(heard).toHaveBeenCalled();
    expect(sessionEndedByServer()).toBe(true);
    saveSession(token(7));
    expect(sessionEndedByServer()).toBe(false);
  });

  it('keeps the session on a 403, and on a 401 to an anonymous call (a wrong password)', async () => {
    saveSession(token(7));
    status = 403;
    await expect(apiFetch('orders')).rejects.toMatchObject({ status: 403 });
    status = 401;
    await expect(apiFetch('login', { method: 'POST', body: {}, anonymous: true })).rejects.toMatchObject({ status: 401 });
    expect(getToken()).toBe(token(7));
  });

  it('does not let a late 401 for an old session end a newer one', async () => {
    saveSession(token(7));
    let answer!: (r: Response) => void;
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((r) => (answer = r))));
    const late = apiFetch('users/me');
    saveSession(token(8));
    answer(new Response('{}', { status: 401 }));
    await expect(late).rejects.toMatchObject({ status: 401 });
    expect(getToken()).toBe(token(8));
  });
});
