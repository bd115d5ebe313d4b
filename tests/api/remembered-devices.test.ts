/**
 * "Mantener la sesión iniciada en este dispositivo" (issue 28): a login that asks for it gets an HttpOnly,
 * SameSite=Strict cookie scoped to /api/session; the cookie (and only it) buys fresh session tokens, until a
 * password change, a deactivation, "Cerrar sesión" or "Quitar" in the profile ends it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../model/entities';
import type { LightMyRequestResponse } from 'fastify';
import { expectApiError } from './fixtures';
import { ADMIN_EMAIL, CUSTOMER_EMAIL, DEMO_PASSWORD, startTestServer, testDatabases, type TestServer } from './helper';

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

describe.each(testDatabases())('remembered devices (%s)', (kind) => {
  let s: TestServer;
  let admin: string;

  beforeAll(async () => {
    s = await startTestServer(kind);
    admin = await s.login(ADMIN_EMAIL);
  });
  afterAll(() => s.close());

  /** Logs in asking to be remembered; returns the token and the cookie as a browser would send it back. */
  async function rememberedLogin(email = CUSTOMER_EMAIL, password = DEMO_PASSWORD) {
    const res = await s.request({
      method: 'POST',
      url: '/api/login',
      body: { userName: email, password, remember: true },
      headers: { 'user-agent': PHONE },
    });
    expect(res.statusCode, res.body).toBe(200);
    const setCookie = String(res.headers['set-cookie']);
    return { token: res.json().token as string, setCookie, cookie: setCookie.split(';')[0] };
  }
  /** A coded JSON refusal (server/errors.ts). */
  function expectCode(res: LightMyRequestResponse, status: number, code: string) {
    expectApiError(res, status);
    expect((res.json() as { code: string }).code).toBe(code);
  }
  const refresh = (cookie?: string) =>
    s.request({ method: 'POST', url: '/api/session/refresh', headers: cookie ? { cookie } : {} });

  it('a remembered login sets an HttpOnly, SameSite=Strict cookie for /api/session only; a plain login sets none', async () => {
    const { setCookie } = await rememberedLogin();
    expect(setCookie).toMatch(/^comedor_device=\d+\.[A-Za-z0-9_-]{43}; /);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).toContain('Path=/api/session');
    expect(setCookie).toMatch(/Max-Age=5184000/);
    const plain = await s.request({
      method: 'POST',
      url: '/api/login',
      body: { userName: CUSTOMER_EMAIL, password: DEMO_PASSWORD },
    });
    expect(plain.headers['set-cookie']).toBeUndefined();
  });

  it('the cookie buys a working session token; no cookie or a forged one gets 401 and no token', async () => {
    const { cookie } = await rememberedLogin();
    const res = await refresh(cookie);
    expect(res.statusCode).toBe(200);
    const me = await s.request({ method: 'GET', url: '/api/users/me', token: res.json().token });
    expect(me.statusCode).toBe(200);
    expect((me.json() as User).email).toBe(CUSTOMER_EMAIL);

    expectCode(await refresh(), 401, 'device_not_remembered');
    const forged = cookie.replace(/\.[A-Za-z0-9_-]{43}$/, `.${'A'.repeat(43)}`);
    const refused = await refresh(forged);
    expectCode(refused, 401, 'device_not_remembered');
    expect(String(refused.headers['set-cookie'])).toMatch(/^comedor_device=; .*Max-Age=0/);
    expect(refused.body).not.toMatch(/hash|secret/i);
  });

  it('the profile lists the device (this one marked) and "Quitar" ends it at once; nobody removes another account\'s', async () => {
    const { token, cookie } = await rememberedLogin();
    const list = await s.request({ method: 'GET', url: '/api/session/devices', token, headers: { cookie } });
    expect(list.statusCode).toBe(200);
    const devices = list.json() as { id: number; label: string; current: boolean }[];
    const mine = devices.find((d) => d.current)!;
    expect(mine.label).toBe('Chrome · Android');
    expect(JSON.stringify(devices)).not.toMatch(/secret|hash/i);

    expectCode(
      await s.request({ method: 'DELETE', url: `/api/session/devices/${mine.id}`, token: admin }),
      404,
      'device_not_found',
    );
    expect((await refresh(cookie)).statusCode).toBe(200);

    expect((await s.request({ method: 'DELETE', url: `/api/session/devices/${mine.id}`, token })).statusCode).toBe(204);
    expectCode(await refresh(cookie), 401, 'device_not_remembered');
  });

  it('"Cerrar sesión" (DELETE session/device) ends this device and clears its cookie', async () => {
    const { cookie } = await rememberedLogin();
    const res = await s.request({ method: 'DELETE', url: '/api/session/device', headers: { cookie } });
    expect(res.statusCode).toBe(204);
    expect(String(res.headers['set-cookie'])).toMatch(/^comedor_device=; .*Max-Age=0/);
    expectCode(await refresh(cookie), 401, 'device_not_remembered');
  });

  it('a password change ends every remembered device of the account', async () => {
    const { token, cookie } = await rememberedLogin();
    const me = (await s.request({ method: 'GET', url: '/api/users/me', token })).json() as User;
    const changed = await s.request({
      method: 'PUT',
      url: `/api/users/${me.id}/password`,
      token,
      body: { oldPassword: DEMO_PASSWORD, newPassword: 'otraClave123' },
    });
    expect(changed.statusCode).toBe(200);
    expectCode(await refresh(cookie), 401, 'device_not_remembered');
    // Put the demo password back for the other tests.
    const back = await s.request({
      method: 'PUT',
      url: `/api/users/${me.id}/password`,
      token: changed.json().token,
      body: { oldPassword: 'otraClave123', newPassword: DEMO_PASSWORD },
    });
    expect(back.statusCode).toBe(200);
  });

  it('a deactivated account cannot use its remembered device', async () => {
    const { token, cookie } = await rememberedLogin();
    const me = (await s.request({ method: 'GET', url: '/api/users/me', token })).json() as User;
    const as = (active: boolean) => ({ name: me.name, surname: me.surname, email: me.email, active });
    const off = await s.request({ method: 'PUT', url: `/api/users/${me.id}`, token: admin, body: as(false) });
    expect(off.statusCode, off.body).toBe(200);
    expectCode(await refresh(cookie), 401, 'device_not_remembered');
    expect((await s.request({ method: 'PUT', url: `/api/users/${me.id}`, token: admin, body: as(true) })).statusCode).toBe(200);
  });
});
