import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../model/entities';
import { startTestServer, testDatabases, type TestServer } from './helper';
import { demoSessions, dishWithStock, type Sessions } from './sessions';

// The customer home's card asks GET orders/mine?upcoming=true: today's orders and later ones, not the whole history
// (a year of daily orders was 161 kB read and sent every minute).
describe.each(testDatabases())('a customer’s coming orders (GET orders/mine?upcoming=true) on %s', (kind) => {
  let server: TestServer;
  let s: Sessions;
  let now = new Date('2025-03-10T12:07:00Z');
  let yesterdays: Order;
  let todays: Order;
  beforeAll(async () => {
    server = await startTestServer(kind, { env: { OPENING_HOURS: '12:00-16:00' }, config: { now: () => now } });
    s = await demoSessions(server);
    const dish = await dishWithStock(server, 100);
    const order = async (pickupHour: string) =>
      (
        await server.request({
          method: 'POST',
          url: '/api/orders',
          token: s.customer.token,
          body: { pickupHour, lines: [{ dishId: dish.id, quantity: 1 }] },
        })
      ).json<Order>();
    yesterdays = await order('15:00');
    now = new Date('2025-03-11T12:07:00Z');
    todays = await order('15:30');
  });
  afterAll(async () => server?.close());

  const mine = async (query: string, token = s.customer.token) =>
    server.request({ method: 'GET', url: `/api/orders/mine${query}`, token });

  it('leaves out the days gone by, the restaurant’s today included as coming', async () => {
    const res = await mine('?upcoming=true');
    expect(res.statusCode).toBe(200);
    const ids = res.json<Order[]>().map((o) => o.id);
    expect(ids).toContain(todays.id);
    expect(ids).not.toContain(yesterdays.id);
    expect(res.json<Order[]>().every((o) => o.pickupDate >= '2025-03-11' && o.customer?.id === s.customer.id)).toBe(true);

    const all = (await mine('')).json<Order[]>().map((o) => o.id);
    expect(all).toEqual(expect.arrayContaining([todays.id, yesterdays.id]));
    expect((await mine('?upcoming=false')).json<Order[]>().map((o) => o.id)).toEqual(all);
  });

  it('is the caller’s own list only, and refuses a value that is not true or false', async () => {
    expect((await mine('?upcoming=true', s.other.token)).json<Order[]>().map((o) => o.id)).not.toContain(todays.id);
    const bad = await mine('?upcoming=soon');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ statusCode: 400, field: 'upcoming' });
    expect((await server.request({ method: 'GET', url: '/api/orders/mine?upcoming=true' })).statusCode).toBe(401);
  });
});
