/**
 * Deleting a customer keeps their orders (migration 0014_keep_orders_of_deleted_users): the orders, their lines
 * and the revenue figures stay, the customer is answered as null ("Cliente eliminado" on the screens), and the
 * kitchen can still finish a pending one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../model/entities';
import { startTestServer, testDatabases, type TestServer } from './helper';
import { ADMIN_EMAIL, CHEF_EMAIL } from './helper';
import { dishWithStock } from './sessions';

/** 13:07 in Madrid: the first offered slot is 13:15. */
const NOW = new Date('2025-03-10T12:07:00Z');

describe.each(testDatabases())('a deleted customer keeps their orders (%s)', (kind) => {
  let s: TestServer;
  let admin: string;
  let chef: string;

  beforeAll(async () => {
    s = await startTestServer(kind, { env: { OPENING_HOURS: '12:00-16:00' }, config: { now: () => NOW } });
    admin = await s.login(ADMIN_EMAIL);
    chef = await s.login(CHEF_EMAIL);
  });
  afterAll(() => s?.close());

  const get = (url: string, token = admin) => s.request({ method: 'GET', url, token });
  const analysis = async () =>
    (await get('/api/stats/analysis?period=all')).json() as { revenue: number; revenueOrders: number; totalOrders: number };

  it('keeps the orders, their lines and the revenue; the customer shows as deleted', async () => {
    const created = await s.request({
      method: 'POST',
      url: '/api/users',
      token: admin,
      body: { name: 'Lucía', surname: 'Baja', email: 'lucia.baja@correo.es', password: 'segura123', roleName: 'Usuario' },
    });
    expect(created.statusCode).toBe(201);
    const lucia = created.json() as { id: number };
    const token = await s.login('lucia.baja@correo.es', 'segura123');
    const dish = await dishWithStock(s, 10, 850);
    const place = async () => {
      const res = await s.request({
        method: 'POST',
        url: '/api/orders',
        token,
        body: { pickupHour: '13:30', lines: [{ dishId: dish.id, quantity: 2 }] },
      });
      expect(res.statusCode).toBe(201);
      return res.json() as Order;
    };
    const finished = await place();
    const pending = await place();
    expect((await s.request({ method: 'PUT', url: `/api/orders/${finished.id}/finish`, token: chef })).statusCode).toBe(200);
    const before = await analysis();

    expect((await s.request({ method: 'DELETE', url: `/api/users/id/${lucia.id}`, token: admin })).statusCode).toBe(204);

    // the orders are still there, with their lines and totals; the customer is null
    for (const id of [finished.id, pending.id]) {
      const res = await get(`/api/orders/${id}`);
      expect(res.statusCode).toBe(200);
      const order = res.json() as Order;
      expect(order.customer).toBeNull();
      expect(order.total).toBe(17);
      expect(order.lines).toMatchObject([{ dishId: dish.id, quantity: 2 }]);
    }
    const list = await get('/api/orders?date=2025-03-10');
    expect(list.statusCode).toBe(200);
    const ids = (list.json() as Order[]).map((o) => o.id);
    expect(ids).toEqual(expect.arrayContaining([finished.id, pending.id]));
    // the kitchen's board reads the pending one too
    const board = await get('/api/orders?status=pending&date=2025-03-10', chef);
    expect(board.statusCode).toBe(200);
    expect((board.json() as Order[]).find((o) => o.id === pending.id)?.customer).toBeNull();

    // the figures have not moved
    const after = await analysis();
    expect(after).toMatchObject({
      revenue: before.revenue,
      revenueOrders: before.revenueOrders,
      totalOrders: before.totalOrders,
    });
    expect(after.revenue).toBeGreaterThanOrEqual(17);

    // the kitchen can still finish the pending order (no points to credit: nobody to credit them to)
    const finish = await s.request({ method: 'PUT', url: `/api/orders/${pending.id}/finish`, token: chef });
    expect(finish.statusCode).toBe(200);
    expect(finish.json()).toMatchObject({ status: 'finished', customer: null });
    expect((await analysis()).revenue).toBeCloseTo(before.revenue + 17, 2);
  });
});
