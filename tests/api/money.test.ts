import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dish } from '../../model/entities';
import { startTestServer, testDatabases, type TestServer } from './helper';
import { demoSessions, type Sessions } from './sessions';

/** Dishes swept side by side: each one's prices are written one after another, so its reads are its own. */
const LANES = 20;

describe.each(testDatabases())('prices on %s', (kind) => {
  let server: TestServer;
  let s: Sessions;
  beforeAll(async () => {
    server = await startTestServer(kind);
    s = await demoSessions(server);
  });
  afterAll(async () => server?.close());

  const createDish = async (name: string) =>
    (await server.request({ method: 'POST', url: '/api/dishes', token: s.admin.token, body: { name } })).json<Dish>();
  // The body is the text a client's JSON.stringify writes, e.g. {"cost":4.35}.
  const putCost = (id: number, cost: number) =>
    server.request({
      method: 'PUT',
      url: `/api/dishes/${id}`,
      token: s.admin.token,
      body: JSON.stringify({ cost }),
      headers: { 'content-type': 'application/json' },
    });

  it('accepts every price from 0,00 to 99,99 € and reads each one back exactly', async () => {
    const lanes = await Promise.all(Array.from({ length: LANES }, (_, i) => createDish(`Barrido ${i}`)));
    const misread: string[] = [];
    await Promise.all(
      lanes.map(async (dish, lane) => {
        for (let cents = lane; cents < 10_000; cents += LANES) {
          const cost = cents / 100;
          const res = await putCost(dish.id, cost);
          if (res.statusCode !== 200 || res.json<Dish>().cost !== cost)
            misread.push(`${cost}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }),
    );
    expect(misread).toEqual([]);
    const again = await server.request({ method: 'GET', url: `/api/dishes/${lanes[5].id}`, token: s.admin.token });
    expect(again.json<Dish>().cost).toBe(99.85);
    // 10 000 PUTs, each now writing its audit event (issue 29) in its transaction: about 4 min on a loaded 2-core host
  }, 600_000);

  it('accepts the prices floating point cannot hold, and up to 10 000,00 €', async () => {
    const dish = await createDish('Precios con decimales');
    for (const cost of [4.35, 7.25, 2.3, 1.15, 1234.56, 9999.99, 10_000]) {
      const res = await putCost(dish.id, cost);
      expect(res.statusCode, String(cost)).toBe(200);
      expect(res.json<Dish>().cost).toBe(cost);
    }
    const created = await server.request({
      method: 'POST',
      url: '/api/dishes',
      token: s.admin.token,
      body: { name: 'Menú 7,25', cost: 7.25 },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json<Dish>().cost).toBe(7.25);
  });

  it('refuses a third decimal, a negative price and more than 10 000 € naming cost, and changes nothing', async () => {
    const dish = await createDish('Precio intacto');
    expect((await putCost(dish.id, 4.35)).statusCode).toBe(200);
    for (const cost of [4.355, -1, -0.01, 10_000.01, 0.001]) {
      const res = await putCost(dish.id, cost);
      expect(res.statusCode, String(cost)).toBe(400);
      expect(res.json(), String(cost)).toMatchObject({ statusCode: 400, field: 'cost' });
    }
    expect((await putCost(dish.id, 4.355)).json().message).toBe('El campo «cost» admite como máximo dos decimales.');
    const res = await server.request({ method: 'GET', url: `/api/dishes/${dish.id}`, token: s.admin.token });
    expect(res.json<Dish>().cost).toBe(4.35);
  });

  it('refuses a price sent as text, even "7,25" or "7.25", naming cost: it is never read as 725', async () => {
    const dish = await createDish('Precio en texto');
    expect((await putCost(dish.id, 7.25)).statusCode).toBe(200);
    for (const cost of ['7,25', '7.25', '725', 'abc']) {
      const res = await server.request({ method: 'PUT', url: `/api/dishes/${dish.id}`, token: s.admin.token, body: { cost } });
      expect(res.statusCode, cost).toBe(400);
      expect(res.json(), cost).toMatchObject({ statusCode: 400, field: 'cost' });
      expect(res.json<{ message: string }>().message, cost).toMatch(/«cost»/);
    }
    const res = await server.request({ method: 'GET', url: `/api/dishes/${dish.id}`, token: s.admin.token });
    expect(res.json<Dish>().cost).toBe(7.25);
  });
});
