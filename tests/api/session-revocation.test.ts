/** Sessions that really end: a password change or reset revokes every older token; a token must expire. */
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReset } from '../../server/repos/password-resets-repo';
import { findUserRowByEmail } from '../../server/repos/users-repo';
import { expectApiError } from './fixtures';
import { CHEF_EMAIL, CUSTOMER_EMAIL, DEMO_PASSWORD, startTestServer, testDatabases, type TestServer } from './helper';

describe.each(testDatabases())('revoking sessions on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.close());

  const me = (token: string) => server.request({ method: 'GET', url: '/api/users/me', token });

  it('ends every other session after a password change, and keeps the caller signed in with a fresh token', async () => {
    const laptop = await server.login(CUSTOMER_EMAIL);
    const phone = await server.login(CUSTOMER_EMAIL);
    const id = (await me(laptop)).json().id as number;
    expect((await me(phone)).statusCode).toBe(200);
    const res = await server.request({
      method: 'PUT',
      url: `/api/users/${id}/password`,
      token: laptop,
      body: { oldPassword: DEMO_PASSWORD, newPassword: 'otraClave456' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const fresh = res.json().token as string;
    expectApiError(await me(phone), 401);
    expectApiError(await me(laptop), 401);
    expect((await me(fresh)).json().id).toBe(id);
    expect((await server.login(CUSTOMER_EMAIL, 'otraClave456')).length).toBeGreaterThan(20);
    await server.request({
      method: 'PUT',
      url: `/api/users/${id}/password`,
      token: fresh,
      body: { oldPassword: 'otraClave456', newPassword: DEMO_PASSWORD },
    });
  });

  it('ends every session of the account after a password reset', async () => {
    const stolen = await server.login(CHEF_EMAIL);
    expect((await me(stolen)).statusCode).toBe(200);
    const user = (await findUserRowByEmail(server.database.db, CHEF_EMAIL))!;
    const mail = await createReset(server.database.db, user, new Date());
    const token = new URL(mail.link, 'http://x').searchParams.get('token')!;
    const reset = await server.request({ method: 'POST', url: '/api/login/reset', body: { token, password: 'recuperada789' } });
    expect(reset.statusCode, reset.body).toBe(204);
    expectApiError(await me(stolen), 401);
    const after = await server.login(CHEF_EMAIL, 'recuperada789');
    expect((await me(after)).statusCode).toBe(200);
  });

  it('refuses a correctly signed token that never expires', async () => {
    const user = (await findUserRowByEmail(server.database.db, CUSTOMER_EMAIL))!;
    const forever = await new SignJWT({ id: user.id, role: { id: 2, name: 'Usuario' }, sv: user.sessionVersion })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .sign(server.app.jwtSecret);
    expectApiError(await me(forever), 401);
  });
});
