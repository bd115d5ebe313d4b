import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dish } from '../../model/entities';
import { localClock } from '../../model/slots';
import { zonedInstant } from '../../model/zonedTime';
import { eventually, startSecondProcess, startTestServer, testDatabases, type TestServer } from './helper';
import { demoSessions, type Sessions } from './sessions';

async function listed(server: TestServer, token: string, dishId: number): Promise<Dish | undefined> {
  const res = await server.request({ method: 'GET', url: '/api/dishes', token });
  expect(res.statusCode).toBe(200);
  return (res.json() as Dish[]).find((d) => d.id === dishId);
}

describe.each(testDatabases())('the menu list never shows a stale dish (%s)', (kind) => {
  // Ten in the morning of today: a run in the last minutes of the restaurant's day would find no pick-up hour left.
  const timeZone = 'Europe/Madrid';
  const clock = zonedInstant(localClock(new Date(), timeZone).date, 10 * 60, timeZone);
  let server: TestServer;
  let s: Sessions;
  let dish: Dish;

  beforeAll(async () => {
    server = await startTestServer(kind, { env: { TZ: timeZone }, config: { now: () => clock } });
    s = await demoSessions(server);
    const created = await server.request({
      method: 'POST',
      url: '/api/dishes',
      token: s.admin.token,
      body: { name: 'Gazpacho de prueba', cost: 4.5, stock: 6, category: { id: 3 } },
    });
    expect(created.statusCode).toBe(201);
    dish = created.json();
  });
  afterAll(() => server.close());

  it('shows the kitchen marking a dish sold out on the very next read', async () => {
    expect((await listed(server, s.customer.token, dish.id))?.isAvailable).toBe(true);
    const res = await server.request({
      method: 'PUT',
      url: `/api/dishes/${dish.id}/availability`,
      token: s.chef.token,
      body: { isAvailable: false },
    });
    expect(res.statusCode).toBe(200);
    expect((await listed(server, s.customer.token, dish.id))?.isAvailable).toBe(false);
    await server.request({
      method: 'PUT',
      url: `/api/dishes/${dish.id}/availability`,
      token: s.chef.token,
      body: { isAvailable: true },
    });
    expect((await listed(server, s.customer.token, dish.id))?.isAvailable).toBe(true);
  });

  it('shows the stock an order took', async () => {
    expect((await listed(server, s.customer.token, dish.id))?.stock).toBe(6);
    const hours = (await server.request({ method: 'GET', url: '/api/hours', token: s.customer.token })).json() as {
      hour: string;
    }[];
    const order = await server.request({
      method: 'POST',
      url: '/api/orders',
      token: s.customer.token,
      body: { pickupHour: hours[0].hour, lines: [{ dishId: dish.id, quantity: 2 }] },
    });
    expect(order.statusCode, order.body).toBe(201);
    expect((await listed(server, s.customer.token, dish.id))?.stock).toBe(4);
  });

  it('hides a withdrawn dish from customers at once', async () => {
    expect(await listed(server, s.customer.token, dish.id)).toBeDefined();
    const res = await server.request({ method: 'DELETE', url: `/api/dishes/id/${dish.id}`, token: s.admin.token });
    expect(res.statusCode).toBe(204);
    expect(await listed(server, s.customer.token, dish.id)).toBeUndefined();
    expect((await listed(server, s.admin.token, dish.id))?.isActive).toBe(false);
  });

  it.runIf(kind === 'postgres')('shows a change made through another server process', async () => {
    const other = await startSecondProcess(server);
    try {
      const read = async () =>
        (
          (
            await other.app.inject({ method: 'GET', url: '/api/dishes', headers: { authorization: `Bearer ${s.admin.token}` } })
          ).json() as Dish[]
        ).find((d) => d.id === dish.id)?.stock;
      expect(await read()).toBe(4);
      await server.request({
        method: 'PUT',
        url: `/api/dishes/${dish.id}/availability`,
        token: s.chef.token,
        body: { stock: 9 },
      });
      expect(await eventually(read, 9)).toBe(9);
    } finally {
      await other.close();
    }
  });
});
