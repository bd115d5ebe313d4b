/** The smaller holes: self-demotion, guessing the current password, reset abuse, recovery timing, blank names. */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, users } from '../../server/db/schema';
import { expectApiError } from './fixtures';
import { ADMIN_EMAIL, CUSTOMER_EMAIL, startTestServer, testDatabases, type TestServer } from './helper';
import { demoSessions, otherCustomer, type Sessions } from './sessions';

describe.each(testDatabases())('smaller abuse on %s', (kind) => {
  let server: TestServer;
  let s: Sessions;
  beforeAll(async () => {
    server = await startTestServer(kind, { env: { LOGIN_LIMIT_ACCOUNT: '3', RESET_LIMIT_IP: '4' } });
    s = await demoSessions(server);
  });
  afterAll(async () => server?.close());

  const userRow = async (id: number) => (await server.database.db.select().from(users).where(eq(users.id, id)))[0];

  it('refuses with 409 an administrator demoting or deactivating their own account', async () => {
    const me = (await server.request({ method: 'GET', url: '/api/users/me', token: s.admin.token })).json();
    const put = (change: object) =>
      server.request({
        method: 'PUT',
        url: `/api/users/${me.id}`,
        token: s.admin.token,
        body: { name: me.name, surname: me.surname, email: me.email, ...change },
      });
    expectApiError(await put({ active: false }), 409, 'active');
    expectApiError(await put({ roleName: 'Usuario' }), 409, 'roleName');
    expectApiError(await put({ role: { id: 3 } }), 409, 'role');
    expect(await userRow(me.id)).toMatchObject({ active: true, roleId: 1 });
    expect((await put({ roleName: 'Administrador', active: true, name: 'Admin' })).statusCode).toBe(200);
  });

  it('counts wrong current passwords like failed logins: 429 after the limit', async () => {
    const customer = await otherCustomer(server, 2);
    const change = (oldPassword: string) =>
      server.request({
        method: 'PUT',
        url: `/api/users/${customer.id}/password`,
        token: customer.token,
        body: { oldPassword, newPassword: 'nuevaClave77' },
      });
    for (let i = 0; i < 3; i++) expectApiError(await change(`adivina${i}x`), 400, 'oldPassword');
    const limited = await change('adivina9x');
    expectApiError(limited, 429);
    expect(limited.headers['retry-after']).toBeTruthy();
    expectApiError(await change('comedor123'), 429);
  });

  it('limits password resets per address and refuses a made-up token', async () => {
    const reset = () =>
      server.app.inject({
        method: 'POST',
        url: '/api/login/reset',
        remoteAddress: '192.0.2.44',
        payload: { token: 'inventado-1234567890', password: 'nuevaClave77' },
      });
    for (let i = 0; i < 4; i++) expectApiError(await reset(), 400, 'token');
    expectApiError(await reset(), 429);
  });

  // PostgreSQL only: PGlite has one connection, so a transaction holding the users table holds every query,
  // the per-address limit's (which must be counted before answering) included.
  it.runIf(kind === 'postgres')('answers a recovery request before looking the account up, then queues the mail', async () => {
    const db = server.database.db;
    const mails = async () =>
      Number(
        (
          await db
            .select({ n: sql<number>`count(*)` })
            .from(outbox)
            .where(eq(outbox.recipient, CUSTOMER_EMAIL))
        )[0].n,
      );
    const before = await mails();
    let answered = 0;
    // While a transaction holds the users table, any look-up waits; the answer must not.
    await db.transaction(async (tx) => {
      await tx.execute(sql`lock table users in access exclusive mode`);
      const ask = (email: string) => server.request({ method: 'POST', url: '/api/login/recovery', body: { email } });
      const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), 3000));
      for (const email of [CUSTOMER_EMAIL, 'nadie.nunca@correo.es']) {
        const res = await Promise.race([ask(email), timeout]);
        expect(res?.statusCode, email).toBe(202);
        answered++;
      }
    });
    expect(answered).toBe(2);
    let after = await mails();
    for (let i = 0; i < 40 && after === before; i++) {
      await new Promise((r) => setTimeout(r, 50));
      after = await mails();
    }
    expect(after).toBe(before + 1);
  });

  it('refuses names made only of spaces, naming the field', async () => {
    const me = (await server.request({ method: 'GET', url: '/api/users/me', token: s.customer.token })).json();
    const blank = await server.request({
      method: 'PUT',
      url: `/api/users/${me.id}`,
      token: s.customer.token,
      body: { name: '   ', surname: me.surname, email: me.email },
    });
    expectApiError(blank, 400, 'name');
    expect(blank.json().message).toMatch(/solo espacios/);
    expectApiError(
      await server.request({
        method: 'POST',
        url: '/api/login/signup',
        body: { username: 'blanca@correo.es', password: 'segura123', name: ' \t ' },
      }),
      400,
      'name',
    );
    expectApiError(
      await server.request({
        method: 'POST',
        url: '/api/dishes',
        token: s.admin.token,
        body: { name: '    ', cost: 5, stock: 1, category: { id: 1 } },
      }),
      400,
      'name',
    );
    expectApiError(
      await server.request({ method: 'POST', url: '/api/rewards', token: s.admin.token, body: { name: '  ', cost: 5 } }),
      400,
      'name',
    );
    expect((await userRow(me.id)).name).toBe(me.name);
  });

  it('refuses PUT dishes/{id} whose body names another dish', async () => {
    const res = await server.request({
      method: 'PUT',
      url: '/api/dishes/2',
      token: s.admin.token,
      body: { id: 3, name: 'Otro nombre' },
    });
    expectApiError(res, 400, 'id');
    const dish = (await server.request({ method: 'GET', url: '/api/dishes/2', token: s.admin.token })).json();
    expect(dish.name).not.toBe('Otro nombre');
    expect(
      (await server.request({ method: 'PUT', url: '/api/dishes/2', token: s.admin.token, body: { id: 2, name: dish.name } }))
        .statusCode,
    ).toBe(200);
  });

  it('still lets an administrator sign in after all this', async () => {
    expect((await server.login(ADMIN_EMAIL)).length).toBeGreaterThan(20);
  });
});
