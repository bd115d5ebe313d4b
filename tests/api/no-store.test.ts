/** Personal and live answers are never kept by a browser or a shared cache; content-addressed images still are. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, CUSTOMER_EMAIL, DEMO_PASSWORD, startTestServer, testDatabases, type TestServer } from './helper';

describe.each(testDatabases())('Cache-Control on API answers (%s)', (kind) => {
  let s: TestServer;
  let admin: string;
  let customer: string;

  beforeAll(async () => {
    s = await startTestServer(kind);
    admin = await s.login(ADMIN_EMAIL);
    customer = await s.login(CUSTOMER_EMAIL);
  });
  afterAll(() => s.close());

  it('says no-store on the login answer, users/me, orders/mine and users', async () => {
    const login = await s.request({
      method: 'POST',
      url: '/api/login',
      body: { userName: CUSTOMER_EMAIL, password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    for (const [url, token] of [
      ['/api/users/me', customer],
      ['/api/orders/mine', customer],
      ['/api/users', admin],
    ] as const) {
      const res = await s.request({ method: 'GET', url, token });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('says no-store on errors too (a refused login)', async () => {
    const res = await s.request({ method: 'POST', url: '/api/login', body: { userName: CUSTOMER_EMAIL, password: 'mala' } });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('keeps a route that sets its own caching: an image stays immutable', async () => {
    const dish = (await s.request({ method: 'GET', url: '/api/dishes', token: customer })).json()[0] as { image: string };
    const url = dish.image.startsWith('/api/') ? dish.image : `/api/images/${dish.image}`;
    const img = await s.request({ method: 'GET', url });
    expect(img.statusCode).toBe(200);
    expect(img.headers['cache-control']).toMatch(/immutable/);
  });
});
