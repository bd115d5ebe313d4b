import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Order, OrderEvent, User } from '../../model/entities';
import { expectApiError } from './fixtures';
import { startTestServer, testDatabases, type TestServer } from './helper';
import { demoSessions, dishWithStock, type Sessions } from './sessions';
import { openStream, type SseStream } from './sse-client';

const MONDAY = new Date('2025-03-10T12:07:00Z');
const TUESDAY = new Date('2025-03-11T12:07:00Z');

describe.each(testDatabases())('recalling a finished order on %s', (kind) => {
  let server: TestServer;
  let s: Sessions;
  let base: string;
  let dishId: number;
  let clock = MONDAY;
  const open: SseStream[] = [];

  beforeAll(async () => {
    server = await startTestServer(kind, {
      env: { OPENING_HOURS: '12:00-16:00', MAX_PENDING_ORDERS: '50' },
      config: { now: () => clock },
    });
    s = await demoSessions(server);
    base = await server.app.listen({ port: 0, host: '127.0.0.1' });
    // 12,80 € a portion: 12 points per finished order
    dishId = (await dishWithStock(server, 1000, 1280)).id;
  });
  afterEach(() => {
    clock = MONDAY;
    for (const stream of open.splice(0)) stream.close();
  });
  afterAll(async () => server?.close());

  const put = (url: string, token?: string) => server.request({ method: 'PUT', url, token });
  async function finishedOrder(token = s.customer.token): Promise<Order> {
    const placed = await server.request({
      method: 'POST',
      url: '/api/orders',
      token,
      body: { pickupHour: '14:00', lines: [{ dishId, quantity: 1 }] },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json<Order>().id;
    expect((await put(`/api/orders/${id}/finish`, s.chef.token)).statusCode).toBe(200);
    return placed.json<Order>();
  }
  const pointsOf = async (token: string) =>
    (await server.request({ method: 'GET', url: '/api/users/me', token })).json<User>().points;
  async function stream(token: string): Promise<SseStream> {
    const st = await openStream(`${base}/api/events/orders`, { authorization: `Bearer ${token}` });
    open.push(st);
    return st;
  }
  const about = (type: string, orderId: number) => (e: { event: string; data: string }) =>
    e.event === type && JSON.parse(e.data).order.id === orderId;

  it('lets the kitchen and admins recall a finished order, never a customer', async () => {
    const order = await finishedOrder();
    const url = `/api/orders/${order.id}/reopen`;
    expectApiError(await put(url, s.customer.token), 403);
    expectApiError(await put(url), 401);
    expect(
      (await server.request({ method: 'GET', url: `/api/orders/${order.id}`, token: s.chef.token })).json<Order>().status,
    ).toBe('finished');

    const recalled = await put(url, s.chef.token);
    expect(recalled.statusCode, recalled.body).toBe(200);
    expect(recalled.json<Order>()).toMatchObject({ id: order.id, status: 'pending', finishedAt: null });
    expect(recalled.json<Order>().reopenedAt).toBeTruthy();
    expect(recalled.json<Order>().estimatedReadyAt).toBeTruthy();
    const pending = (
      await server.request({ method: 'GET', url: '/api/orders?status=pending&date=2025-03-10', token: s.chef.token })
    ).json<Order[]>();
    expect(pending.map((o) => o.id)).toContain(order.id);

    // finished again, then recalled by an administrator
    expect((await put(`/api/orders/${order.id}/finish`, s.chef.token)).statusCode).toBe(200);
    expect((await put(url, s.admin.token)).json<Order>().status).toBe('pending');
  });

  it('takes a recall of an order in preparation as done, and refuses with a clear 409 one of another day', async () => {
    const order = await finishedOrder();
    const url = `/api/orders/${order.id}/reopen`;
    expect((await put(url, s.chef.token)).statusCode).toBe(200);
    const pending = await put(url, s.chef.token);
    expect(pending.statusCode, pending.body).toBe(200);
    expect(pending.json<Order>().status).toBe('pending');

    expect((await put(`/api/orders/${order.id}/finish`, s.chef.token)).statusCode).toBe(200);
    clock = TUESDAY;
    const yesterday = await put(url, s.chef.token);
    expectApiError(yesterday, 409);
    expect(yesterday.json<{ message: string }>().message).toBe(
      `Solo se pueden recuperar los pedidos de hoy; el pedido nº${order.id} es del 10/03/2025.`,
    );
    expect(
      (await server.request({ method: 'GET', url: `/api/orders/${order.id}`, token: s.chef.token })).json<Order>().status,
    ).toBe('finished');

    expectApiError(await put('/api/orders/999999/reopen', s.chef.token), 404);
    expectApiError(await put('/api/orders/abc/reopen', s.chef.token), 400);
  });

  it('takes back the points credited at ‘listo’, and a new ‘listo’ credits them again', async () => {
    const before = await pointsOf(s.other.token);
    const order = await finishedOrder(s.other.token);
    expect(await pointsOf(s.other.token)).toBe(before + 12);
    expect((await put(`/api/orders/${order.id}/reopen`, s.chef.token)).statusCode).toBe(200);
    expect(await pointsOf(s.other.token)).toBe(before);
    expect((await put(`/api/orders/${order.id}/finish`, s.chef.token)).statusCode).toBe(200);
    expect(await pointsOf(s.other.token)).toBe(before + 12);
  });

  it('tells every board and the customer, live, that the order is back in preparation', async () => {
    const order = await finishedOrder();
    const board = await stream(s.chef.token);
    const customer = await stream(s.customer.token);
    const stranger = await stream(s.other.token);
    expect((await put(`/api/orders/${order.id}/reopen`, s.admin.token)).statusCode).toBe(200);
    for (const st of [board, customer]) {
      const event = JSON.parse((await st.waitFor(about('order.reopened', order.id), 2000)).data) as OrderEvent;
      expect(event).toMatchObject({ type: 'order.reopened', order: { id: order.id, status: 'pending', finishedAt: null } });
      expect(event.order.reopenedAt).toBeTruthy();
    }
    await stranger.waitFor((e) => e.event === 'queue.changed', 2000);
    expect(stranger.events.some((e) => e.data.includes(`"id":${order.id},`) && e.event.startsWith('order.'))).toBe(false);
  });

  it('lists today’s finished orders, most recently finished first, for the board’s “Recientes”', async () => {
    const first = await finishedOrder();
    const second = await finishedOrder(s.other.token);
    const res = await server.request({
      method: 'GET',
      url: '/api/orders?status=finished&date=2025-03-10&sort=finishedAt&order=DESC&size=10',
      token: s.chef.token,
    });
    expect(res.statusCode).toBe(200);
    const ids = res.json<Order[]>().map((o) => o.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(ids.indexOf(second.id)).toBe(0);
  });
});
