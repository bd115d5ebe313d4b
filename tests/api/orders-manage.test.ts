import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../model/entities';
import { startTestServer, testDatabases, type TestServer } from './helper';
import { CALLERS, demoSessions, dishWithStock, tokenOf, type Caller, type Sessions } from './sessions';

const NOW = new Date('2025-03-10T12:07:00Z');

describe.each(testDatabases())('the kitchen’s and the customer’s order lists on %s', (kind) => {
  let server: TestServer;
  let s: Sessions;
  let mine: Order[];
  let theirs: Order;
  beforeAll(async () => {
    server = await startTestServer(kind, { env: { OPENING_HOURS: '12:00-16:00' }, config: { now: () => NOW } });
    s = await demoSessions(server);
    const dish = await dishWithStock(server, 100);
    const order = async (token: string, pickupHour: string) =>
      (
        await server.request({
          method: 'POST',
          url: '/api/orders',
          token,
          body: { pickupHour, lines: [{ dishId: dish.id, quantity: 1 }] },
        })
      ).json<Order>();
    mine = [await order(s.customer.token, '15:00'), await order(s.customer.token, '13:30')];
    theirs = await order(s.other.token, '14:00');
  });
  afterAll(async () => server?.close());

  const get = (url: string, caller: Caller) => server.request({ method: 'GET', url, token: tokenOf(s, caller) });

  it('shows every order to the kitchen and admins only', async () => {
    const expected: Record<Caller, number> = { admin: 200, chef: 200, customer: 403, anonymous: 401 };
    for (const caller of CALLERS) expect((await get('/api/orders', caller)).statusCode, caller).toBe(expected[caller]);
  });

  it('lists today’s pending orders by pick-up hour, with search and paging', async () => {
    const pending = (await get('/api/orders?status=pending&date=2025-03-10', 'chef')).json<Order[]>();
    expect(pending.map((o) => o.pickupHour)).toEqual(['13:30', '14:00', '15:00']);
    expect(pending.every((o) => o.status === 'pending')).toBe(true);

    const byName = (await get(`/api/orders?date=2025-03-10&q=${encodeURIComponent(theirs.customer!.name)}`, 'admin')).json<
      Order[]
    >();
    expect(byName.map((o) => o.id)).toContain(theirs.id);
    expect(byName.some((o) => o.customer?.id === s.customer.id && o.customer?.name !== theirs.customer!.name)).toBe(false);
    expect((await get(`/api/orders?q=${mine[0].number}`, 'admin')).json<Order[]>().map((o) => o.id)).toContain(mine[0].id);

    const page = await get('/api/orders?status=pending&date=2025-03-10&page=2&size=2', 'admin');
    expect(page.headers['x-total-count']).toBe('3');
    expect(page.json<Order[]>().map((o) => o.pickupHour)).toEqual(['15:00']);
    expect((await get('/api/orders?status=archived', 'admin')).json()).toMatchObject({ statusCode: 400, field: 'status' });
    expect((await get('/api/orders?date=10-03-2025', 'admin')).json()).toMatchObject({ statusCode: 400, field: 'date' });
  });

  it('gives a customer their own orders only, newest first', async () => {
    const res = await get('/api/orders/mine', 'customer');
    expect(res.statusCode).toBe(200);
    const own = res.json<Order[]>();
    expect(own.every((o) => o.customer?.id === s.customer.id)).toBe(true);
    expect(own.slice(0, 2).map((o) => o.id)).toEqual([mine[1].id, mine[0].id]);
    expect((await get('/api/orders/mine', 'anonymous')).statusCode).toBe(401);
  });

  it('shows one order to the kitchen, admins and its owner, never to another customer', async () => {
    const url = `/api/orders/${theirs.id}`;
    const expected: Record<Caller, number> = { admin: 200, chef: 200, customer: 403, anonymous: 401 };
    for (const caller of CALLERS) expect((await get(url, caller)).statusCode, caller).toBe(expected[caller]);
    expect((await server.request({ method: 'GET', url, token: s.other.token })).json()).toMatchObject({ id: theirs.id });
    expect((await get('/api/orders/999999', 'admin')).statusCode).toBe(404);
  });

  it('lets the kitchen finish an order (again is a success that changes nothing); customers cannot', async () => {
    const url = `/api/orders/${mine[0].id}/finish`;
    expect((await server.request({ method: 'PUT', url, token: s.customer.token })).statusCode).toBe(403);
    expect((await server.request({ method: 'PUT', url })).statusCode).toBe(401);
    const done = await server.request({ method: 'PUT', url, token: s.chef.token });
    expect(done.statusCode).toBe(200);
    expect(done.json<Order>()).toMatchObject({ id: mine[0].id, status: 'finished' });
    expect(done.json<Order>().finishedAt).toBeTruthy();
    const again = await server.request({ method: 'PUT', url, token: s.admin.token });
    expect(again.statusCode).toBe(200);
    expect(again.json<Order>().finishedAt).toBe(done.json<Order>().finishedAt);
    expect((await server.request({ method: 'PUT', url: '/api/orders/999999/finish', token: s.admin.token })).statusCode).toBe(
      404,
    );

    const pending = (await get('/api/orders?status=pending&date=2025-03-10', 'chef')).json<Order[]>();
    expect(pending.map((o) => o.id)).not.toContain(mine[0].id);
    const finished = (await get('/api/orders?status=finished', 'chef')).json<Order[]>();
    expect(finished.map((o) => o.id)).toContain(mine[0].id);
    const own = (await get('/api/orders/mine', 'customer')).json<Order[]>();
    expect(own.find((o) => o.id === mine[0].id)?.status).toBe('finished');
  });
});
