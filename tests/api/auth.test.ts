/** Logging in, signing up, recovering and changing a password, and the limits on guessing. */
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, passwordResets } from '../../server/db/schema';
import { expectApiError, expectNoSecrets } from './fixtures';
import {
  ADMIN_EMAIL,
  CUSTOMER_EMAIL,
  DEMO_PASSWORD,
  eventually,
  startTestServer,
  testDatabases,
  type TestServer,
} from './helper';

function loginFrom(s: TestServer, ip: string, userName: string, password: string) {
  return s.app.inject({ method: 'POST', url: '/api/login', payload: { userName, password }, remoteAddress: ip });
}

/** The link of the newest recovery mail (queued just after the answer, so it may take a moment). */
async function latestResetToken(s: TestServer, email: string): Promise<string> {
  const read = () => s.database.db.select().from(outbox).where(eq(outbox.recipient, email));
  let mails = await read();
  for (let i = 0; i < 40 && !mails.length; i++) {
    await new Promise((r) => setTimeout(r, 50));
    mails = await read();
  }
  const last = mails.sort((a, b) => b.id - a.id)[0];
  const token = /reset-password\?token=([\w-]+)/.exec(last.body)?.[1];
  expect(token).toBeTruthy();
  return token!;
}

describe.each(testDatabases())('auth (%s)', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(kind);
  });
  afterAll(() => s.close());

  it('logs in with the e-mail in any case and returns a token with id, role, subject and expiry', async () => {
    const res = await s.request({
      method: 'POST',
      url: '/api/login',
      body: { userName: 'Admin@Comedor.ES', password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expectNoSecrets(res);
    const claims = decodeJwt(res.json().token);
    expect(claims).toMatchObject({ id: 1, role: { id: 1, name: 'Administrador' }, sub: '1' });
    expect(claims.exp! - claims.iat!).toBe(s.config.jwtTtlSeconds);
  });

  it('answers a wrong password and an unknown e-mail alike, and a deactivated account with a wrong password too', async () => {
    const wrong = await loginFrom(s, '10.1.0.1', CUSTOMER_EMAIL, 'incorrecta1');
    const unknown = await loginFrom(s, '10.1.0.1', 'nadie@correo.es', DEMO_PASSWORD);
    const inactiveWrong = await loginFrom(s, '10.1.0.1', 'nuria.ortega@comedor.es', 'incorrecta1');
    for (const res of [wrong, unknown, inactiveWrong]) expectApiError(res, 401);
    expect(new Set([wrong, unknown, inactiveWrong].map((r) => r.json().message)).size).toBe(1);
    expect(new Set([wrong, unknown, inactiveWrong].map((r) => r.json().code))).toEqual(new Set(['wrong_credentials']));
  });

  it('tells a deactivated account with the right password that it is deactivated and whom to ask, without a token', async () => {
    const res = await loginFrom(s, '10.1.0.2', 'nuria.ortega@comedor.es', DEMO_PASSWORD);
    expectApiError(res, 403);
    expectNoSecrets(res);
    expect(res.json()).toMatchObject({
      code: 'account_deactivated',
      message: 'Tu cuenta está desactivada. Para volver a usarla, habla con el personal del comedor.',
    });
    expect(res.json().token).toBeUndefined();
    // no contact configured: the screens say whom to ask in their own words
    expect(res.json().params).toEqual({});
  });

  it('names the ACCOUNT_CONTACT a deactivated account should ask', async () => {
    const other = await startTestServer(kind, { env: { ACCOUNT_CONTACT: 'Recursos Humanos, extensión 214' } });
    try {
      const res = await loginFrom(other, '10.1.0.3', 'nuria.ortega@comedor.es', DEMO_PASSWORD);
      expectApiError(res, 403);
      expect(res.json()).toMatchObject({
        code: 'account_deactivated',
        message: 'Tu cuenta está desactivada. Para volver a usarla, habla con Recursos Humanos, extensión 214.',
        params: { contact: 'Recursos Humanos, extensión 214' },
      });
    } finally {
      await other.close();
    }
  });

  it('signs up a customer, who can then log in and starts with allergens and rewards', async () => {
    const res = await s.request({
      method: 'POST',
      url: '/api/login/signup',
      body: { username: 'Nueva.Clienta@correo.es', password: 'manzana42', name: 'Inés', surname: 'Bravo' },
    });
    expect(res.statusCode).toBe(201);
    expectNoSecrets(res);
    const { token, user } = res.json();
    expect(user).toMatchObject({
      name: 'Inés',
      surname: 'Bravo',
      email: 'nueva.clienta@correo.es',
      points: 0,
      active: true,
      roleName: 'Usuario',
      role: { id: 2 },
    });
    expect(decodeJwt(token)).toMatchObject({ id: user.id, role: { name: 'Usuario' } });
    const allergens = await s.request({ method: 'GET', url: `/api/users_allergens/user/${user.id}`, token });
    expect(allergens.json()).toHaveLength(14);
    expect(allergens.json().every((a: { isAllergic: boolean }) => !a.isAllergic)).toBe(true);
    const rewards = await s.request({ method: 'GET', url: `/api/users_rewards/user/${user.id}`, token });
    expect(rewards.json().length).toBeGreaterThanOrEqual(5);
    expect(await s.login('nueva.clienta@correo.es', 'manzana42')).toBeTruthy();
  });

  it('signs up with the spec body {username, email, password}, then logs in with the e-mail', async () => {
    const res = await s.request({
      method: 'POST',
      url: '/api/login/signup',
      body: { username: 'pepe_g', email: 'Pepe.Garcia@correo.es', password: 'manzana42' },
    });
    expect(res.statusCode).toBe(201);
    expectNoSecrets(res);
    expect(res.json().user).toMatchObject({ name: 'pepe_g', surname: '', email: 'pepe.garcia@correo.es', roleName: 'Usuario' });
    const login = await s.request({
      method: 'POST',
      url: '/api/login',
      body: { userName: 'pepe.garcia@correo.es', password: 'manzana42' },
    });
    expect(login.statusCode).toBe(200);
    expect(decodeJwt(login.json().token)).toMatchObject({ id: res.json().user.id, role: { name: 'Usuario' } });
    const self = await s.request({ method: 'GET', url: '/api/users/me', token: login.json().token });
    expect(self.json()).toMatchObject({ name: 'pepe_g', email: 'pepe.garcia@correo.es' });
  });

  it('signs up with only an e-mail as username, and explains a body without any e-mail', async () => {
    const res = await s.request({
      method: 'POST',
      url: '/api/login/signup',
      body: { username: 'solo.correo@correo.es', password: 'manzana42' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ name: 'solo.correo@correo.es', email: 'solo.correo@correo.es' });
    const none = await s.request({
      method: 'POST',
      url: '/api/login/signup',
      body: { username: 'sin_correo', password: 'manzana42' },
    });
    expectApiError(none, 400, 'email');
    expect(none.json().message).toMatch(/correo electrónico/);
    expectApiError(
      await s.request({
        method: 'POST',
        url: '/api/login/signup',
        body: { username: 'otra', email: 'USUARIO@comedor.es', password: 'manzana42' },
      }),
      409,
      'email',
    );
    expectApiError(
      await s.request({
        method: 'POST',
        url: '/api/login/signup',
        body: { username: 'otra', email: 'debil2@correo.es', password: 'corta1' },
      }),
      400,
      'password',
    );
    expect((await s.request({ method: 'GET', url: '/api/users/email/debil2@correo.es' })).json()).toEqual({ exists: false });
  });

  it('refuses a sign-up with a taken e-mail, a weak password or a role of its own choosing', async () => {
    expectApiError(
      await s.request({
        method: 'POST',
        url: '/api/login/signup',
        body: { username: 'USUARIO@comedor.es', password: 'manzana42', name: 'Otra' },
      }),
      409,
      'username',
    );
    expectApiError(
      await s.request({
        method: 'POST',
        url: '/api/login/signup',
        body: { username: 'debil@correo.es', password: 'corta1', name: 'Débil' },
      }),
      400,
      'password',
    );
    expectApiError(
      await s.request({
        method: 'POST',
        url: '/api/login/signup',
        body: { username: 'debil@correo.es', password: 'soloLetras', name: 'Débil' },
      }),
      400,
      'password',
    );
    expectApiError(
      await s.request({
        method: 'POST',
        url: '/api/login/signup',
        body: { username: 'jefa@correo.es', password: 'manzana42', name: 'Jefa', roleName: 'Administrador' },
      }),
      400,
      'roleName',
    );
    expect((await s.request({ method: 'GET', url: '/api/users/email/jefa@correo.es' })).json()).toEqual({ exists: false });
  });

  it('recovers a password through the e-mailed link, once', async () => {
    const email = 'maria.rodriguez@correo.es';
    const res = await s.request({ method: 'POST', url: '/api/login/recovery', body: { email } });
    expect(res.statusCode).toBe(202);
    const token = await latestResetToken(s, email);
    expectApiError(
      await s.request({ method: 'POST', url: '/api/login/reset', body: { token, password: 'corta' } }),
      400,
      'password',
    );
    const reset = await s.request({ method: 'POST', url: '/api/login/reset', body: { token, password: 'nuevaClave9' } });
    expect(reset.statusCode).toBe(204);
    expect(await s.login(email, 'nuevaClave9')).toBeTruthy();
    expectApiError(
      await s.request({ method: 'POST', url: '/api/login', body: { userName: email, password: DEMO_PASSWORD } }),
      401,
    );
    expectApiError(
      await s.request({ method: 'POST', url: '/api/login/reset', body: { token, password: 'otraClave10' } }),
      400,
      'token',
    );
  });

  it('answers recovery the same for an unknown e-mail and sends nothing', async () => {
    const before = await s.database.db.select().from(outbox);
    const known = await s.request({ method: 'POST', url: '/api/login/recovery', body: { email: 'javier.perez@correo.es' } });
    const unknown = await s.request({ method: 'POST', url: '/api/login/recovery', body: { email: 'nadie@correo.es' } });
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual(known.json());
    // The mail is queued just after the answer, and mails already delivered may be swept: watch the new ones.
    const added = async () =>
      (await s.database.db.select().from(outbox))
        .filter((m) => !before.some((b) => b.id === m.id))
        .map((m) => m.recipient)
        .join(',');
    expect(await eventually(added, 'javier.perez@correo.es')).toBe('javier.perez@correo.es');
  });

  it('refuses an expired reset link', async () => {
    const email = 'david.jimenez@correo.es';
    await s.request({ method: 'POST', url: '/api/login/recovery', body: { email } });
    const token = await latestResetToken(s, email);
    await s.database.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
    expectApiError(
      await s.request({ method: 'POST', url: '/api/login/reset', body: { token, password: 'nuevaClave9' } }),
      400,
      'token',
    );
    expect(await s.login(email)).toBeTruthy();
  });

  it('changes a password with the old one, and only for oneself', async () => {
    const email = 'elena.torres@correo.es';
    const token = await s.login(email);
    const me = (await s.request({ method: 'GET', url: '/api/users/me', token })).json();
    const change = (body: object, id = me.id) => s.request({ method: 'PUT', url: `/api/users/${id}/password`, token, body });
    expectApiError(await change({ oldPassword: 'incorrecta1', newPassword: 'nuevaClave9' }), 400, 'oldPassword');
    expectApiError(await change({ oldPassword: DEMO_PASSWORD, newPassword: 'corta' }), 400, 'newPassword');
    expectApiError(await change({ oldPassword: DEMO_PASSWORD, newPassword: 'nuevaClave9' }, 1), 403);
    expect((await change({ oldPassword: DEMO_PASSWORD, newPassword: 'nuevaClave9' })).statusCode).toBe(200);
    expect(await s.login(email, 'nuevaClave9')).toBeTruthy();
    expectApiError(
      await s.request({ method: 'POST', url: '/api/login', body: { userName: email, password: DEMO_PASSWORD } }),
      401,
    );
  });

  it('tells anyone only whether an e-mail exists, and limits how often', async () => {
    const ask = (email: string, ip = '10.9.9.9') =>
      s.app.inject({ method: 'GET', url: `/api/users/email/${email}`, remoteAddress: ip });
    expect((await ask(ADMIN_EMAIL)).json()).toEqual({ exists: true });
    expect((await ask('nadie@correo.es')).json()).toEqual({ exists: false });
    let limited = null;
    for (let i = 0; i < 130 && !limited; i++) {
      const res = await ask(`probe${i}@correo.es`);
      if (res.statusCode === 429) limited = res;
    }
    expect(limited).not.toBeNull();
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
    expect((await ask(ADMIN_EMAIL, '10.9.9.10')).statusCode).toBe(200);
  });
});

describe.each(testDatabases())('login limits (%s)', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(kind, { config: { loginLimitPerAccount: 3, loginLimitPerIp: 5 } });
  });
  afterAll(() => s.close());

  it('locks an account after repeated failures, from any address, with Retry-After', async () => {
    for (let i = 0; i < 3; i++) expectApiError(await loginFrom(s, `10.2.0.${i}`, CUSTOMER_EMAIL, 'incorrecta1'), 401);
    const locked = await loginFrom(s, '10.2.0.99', CUSTOMER_EMAIL, DEMO_PASSWORD);
    expectApiError(locked, 429);
    const retry = Number(locked.headers['retry-after']);
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(15 * 60);
    // other accounts are unaffected
    expect((await loginFrom(s, '10.2.0.99', ADMIN_EMAIL, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('locks an address that fails on many accounts, but not other addresses', async () => {
    const emails = [
      'carlos.lopez@correo.es',
      'javier.perez@correo.es',
      'carmen.gomez@correo.es',
      'david.jimenez@correo.es',
      'laura.munoz@correo.es',
    ];
    for (const email of emails) expectApiError(await loginFrom(s, '10.3.0.1', email, 'incorrecta1'), 401);
    const locked = await loginFrom(s, '10.3.0.1', 'sergio.alvarez@correo.es', DEMO_PASSWORD);
    expectApiError(locked, 429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await loginFrom(s, '10.3.0.2', 'sergio.alvarez@correo.es', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('limits password recovery requests per address', async () => {
    const ask = () =>
      s.app.inject({
        method: 'POST',
        url: '/api/login/recovery',
        payload: { email: 'nadie@correo.es' },
        remoteAddress: '10.4.0.1',
      });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await ask()).statusCode);
    expect(statuses.slice(0, 10).every((c) => c === 202)).toBe(true);
    const last = await ask();
    expectApiError(last, 429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });
});
