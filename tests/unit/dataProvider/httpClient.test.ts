import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFetch } from '../../../dataProvider/http/httpClient';
import { dataProvider } from '../../../dataProvider';
import { authProvider } from '../../../authProvider';
import { getToken, saveSession, sessionEndedByServer, subscribeSession } from '../../../dataProvider/http/session';

const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const token = (id: number) =>
  `${b64({ alg: 'HS256' })}.${b64({ id, role: { id: 2, name: 'Usuario' }, exp: 4_000_000_000 })}.firma`;

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

/** What react-admin's useDataProvider does with a failed call: hand the error to authProvider.checkError. */
async function checked(call: Promise<unknown>): Promise<{ status?: number; loggedOut: boolean }> {
  const error = (await call.then(
    () => null,
    (e: unknown) => e,
  )) as { status?: number } | null;
  if (!error) throw new Error('the call should fail');
  const loggedOut = await authProvider.checkError(error).then(
    () => false,
    () => true,
  );
  return { status: error.status, loggedOut };
}

describe('the data layer and the session', () => {
  it('ends the session on a 401 to a call made with it, once checkError sees the error, and tells the guards', async () => {
    saveSession(token(7));
    const heard = vi.fn();
    const stop = subscribeSession(heard);
    status = 401;
    const call = dataProvider.getMe();
    await expect(call).rejects.toMatchObject({ status: 401 });
    // apiFetch itself leaves the session alone: react-admin's checkError is the one place that ends it
    expect(getToken()).toBe(token(7));
    await expect(checked(call)).resolves.toEqual({ status: 401, loggedOut: true });
    stop();
    expect(getToken()).toBeNull();
    expect(heard).toHaveBeenCalled();
    expect(sessionEndedByServer()).toBe(true);
    // A reload (a fresh copy of the module, the tab's storage kept) still knows why the session ended.
    vi.resetModules();
    const reloaded = await import('../../../dataProvider/http/session');
    expect(reloaded.sessionEndedByServer()).toBe(true);
    saveSession(token(7));
    expect(sessionEndedByServer()).toBe(false);
    expect(reloaded.sessionEndedByServer()).toBe(false);
  });

  it('keeps the session on a 403, and on a 401 to an anonymous call (a wrong password)', async () => {
    saveSession(token(7));
    status = 403;
    await expect(checked(apiFetch('orders'))).resolves.toEqual({ status: 403, loggedOut: false });
    status = 401;
    await expect(checked(apiFetch('login', { method: 'POST', body: {}, anonymous: true }))).resolves.toEqual({
      status: 401,
      loggedOut: false,
    });
    await expect(checked(dataProvider.resetPassword('caducado', 'Nueva-clave-1'))).resolves.toEqual({
      status: 401,
      loggedOut: false,
    });
    expect(getToken()).toBe(token(7));
  });

  it('does not let a late 401 for an old session end a newer one', async () => {
    saveSession(token(7));
    let answer!: (r: Response) => void;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((r) => (answer = r))),
    );
    const late = apiFetch('users/me');
    saveSession(token(8));
    answer(new Response('{}', { status: 401 }));
    await expect(checked(late)).resolves.toEqual({ status: 401, loggedOut: false });
    expect(getToken()).toBe(token(8));
  });
});

describe("the page's first script's answers", () => {
  afterEach(() => delete (globalThis as { __comedorEarly?: unknown }).__comedorEarly);

  function early(url: string, answer: Promise<Response | null>) {
    (globalThis as { __comedorEarly?: unknown }).__comedorEarly = {
      token: getToken(),
      at: Date.now(),
      answers: { [url]: answer },
    };
  }

  it('a call with an abort signal (the kitchen board lists) takes the early answer instead of asking again', async () => {
    saveSession(token(7));
    early('/api/orders?status=pending&date=2026-11-27', Promise.resolve(new Response('[{"id":1}]', { status: 200 })));
    const { json } = await apiFetch('orders', {
      query: { status: 'pending', date: '2026-11-27' },
      signal: new AbortController().signal,
    });
    expect(json).toEqual([{ id: 1 }]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('gives the early answer up when the signal aborts', async () => {
    saveSession(token(7));
    early('/api/stations', new Promise<Response | null>(() => undefined));
    const controller = new AbortController();
    const call = apiFetch('stations', { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });
});
