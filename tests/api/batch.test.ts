import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BatchResponse } from '../../model/batch';
import { expectApiError, expectNoSecrets } from './fixtures';
import { startTestServer, testDatabases, type TestServer } from './helper';
import { demoSessions, type Sessions } from './sessions';

// A first screen asks its data in one request (GET /api/batch?get=…): each read answers what it answers alone, with
// the caller's session, and a batch can read nothing its caller could not.
describe.each(testDatabases())('several reads in one request (GET /api/batch) on %s', (kind) => {
  let server: TestServer;
  let s: Sessions;
  beforeAll(async () => {
    server = await startTestServer(kind);
    s = await demoSessions(server);
  });
  afterAll(async () => server?.close());

  const batch = (gets: string[], token?: string) =>
    server.request({
      method: 'GET',
      url: `/api/batch?${gets.map((g) => `get=${encodeURIComponent(g)}`).join('&')}`,
      token,
    });
  const alone = (path: string, token?: string) => server.request({ method: 'GET', url: `/api/${path}`, token });

  it("answers each read as it answers alone, in the order asked, with the caller's session", async () => {
    const gets = [
      'dishes?category=3',
      'users/me',
      `users_allergens/user/${s.customer.id}`,
      'settings',
      'orders/mine?upcoming=true',
    ];
    const res = await batch(gets, s.customer.token);
    expect(res.statusCode).toBe(200);
    expectNoSecrets(res);
    const { answers } = res.json<BatchResponse>();
    expect(answers.map((a) => a.path)).toEqual(gets);
    for (const [i, path] of gets.entries()) {
      const single = await alone(path, s.customer.token);
      expect(answers[i].status, path).toBe(single.statusCode);
      expect(answers[i].body, path).toEqual(single.json());
    }
    expect((answers[1].body as { email: string }).email).toBe('usuario@comedor.es');
  });

  it("keeps each read's own refusal and a paged list's total, without refusing the others", async () => {
    const res = await batch(
      ['users/me', `users_allergens/user/${s.other.id}`, 'users?page=1&size=2', 'dishes/999999'],
      s.customer.token,
    );
    expect(res.statusCode).toBe(200);
    const [me, othersAllergens, users, missing] = res.json<BatchResponse>().answers;
    expect(me.status).toBe(200);
    // another customer's allergens and the users' list are not a customer's to read, in a batch or alone
    expect(othersAllergens.status).toBe((await alone(`users_allergens/user/${s.other.id}`, s.customer.token)).statusCode);
    expect(othersAllergens.status).toBe(403);
    expect(users.status).toBe(403);
    expect(users.body).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    expect(missing.status).toBe(404);

    const asAdmin = (await batch(['users?page=1&size=2'], s.admin.token)).json<BatchResponse>().answers[0];
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body).toHaveLength(2);
    expect(Number(asAdmin.total)).toBeGreaterThan(2);
    expectNoSecrets(await batch(['users?page=1&size=2'], s.admin.token));
  });

  it('reads nothing without a session but what is public', async () => {
    const [me, settings] = (await batch(['users/me', 'settings'])).json<BatchResponse>().answers;
    expect(me.status).toBe(401);
    expect(settings.status).toBe(200);
    expect(settings.body).toEqual((await alone('settings')).json());
  });

  it('refuses an empty or too long list, and paths outside its reads, with a clear error', async () => {
    expectApiError(await server.request({ method: 'GET', url: '/api/batch', token: s.customer.token }), 400);
    expectApiError(
      await batch(
        Array.from({ length: 17 }, () => 'settings'),
        s.customer.token,
      ),
      400,
    );
    for (const path of [
      'events/orders',
      'batch?get=settings',
      'images/abc',
      '../health',
      '/settings',
      'http://x/api/settings',
      'Settings',
    ])
      expectApiError(await batch([path], s.customer.token), 400);
  });
});
