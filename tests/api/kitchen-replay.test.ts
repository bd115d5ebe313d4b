/**
 * Issue 25 point 2: a kitchen board replays what was pressed during a Wi-Fi drop, so every kitchen call is
 * idempotent. 'listo', a station's "Hecho", "Entregado" and "Recuperar" sent twice both answer 2xx, and the
 * second changes nothing: one event, one credit of points, the customer told exactly once.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Order, User } from '../../model/entities';
import { dishes, orderEvents } from '../../server/db/schema';
import { startTestServer, testDatabases, type TestServer } from './helper';
import { demoSessions, dishWithStock, type Sessions } from './sessions';
import { openStream, type SseStream } from './sse-client';

const NOW = new Date('2025-03-10T12:07:00Z');
/** a Primeros dish is Cocina's, a Postres dish is Postres' (seeded stations) */
const COCINA = 1;
const POSTRES = 2;

describe.each(testDatabases())('a kitchen board replaying its offline queue on %s', (kind) => {
  let server: TestServer;
  let s: Sessions;
  let base: string;
  let dishId: number;
  let postre: number;
  const open: SseStream[] = [];

  beforeAll(async () => {
    server = await startTestServer(kind, {
      env: { OPENING_HOURS: '12:00-16:00', MAX_PENDING_ORDERS: '50' },
      config: { now: () => NOW },
    });
    s = await demoSessions(server);
    base = await server.app.listen({ port: 0, host: '127.0.0.1' });
    // 12,80 € a portion (a Primeros dish): 12 points per finished order
    dishId = (await dishWithStock(server, 1000, 1280)).id;
    postre = (await dishWithStock(server, 1000, 1280)).id;
    await server.database.db.update(dishes).set({ categoryId: 1 }).where(eq(dishes.id, dishId));
    await server.database.db.update(dishes).set({ categoryId: 4 }).where(eq(dishes.id, postre));
  });
  afterEach(() => {
    for (const stream of open.splice(0)) stream.close();
  });
  afterAll(async () => server?.close());

  const put = (url: string, token = s.chef.token) => server.request({ method: 'PUT', url, token });
  async function placed(lines = [{ dishId, quantity: 1 }]): Promise<Order> {
    const res = await server.request({
      method: 'POST',
      url: '/api/orders',
      token: s.customer.token,
      body: { pickupHour: '14:00', lines },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Order>();
  }
  const pointsOf = async () =>
    (await server.request({ method: 'GET', url: '/api/users/me', token: s.customer.token })).json<User>().points;
  async function eventsOf(orderId: number, type: string): Promise<number> {
    const rows = await server.database.db
      .select({ id: orderEvents.id })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, type)));
    return rows.length;
  }
  async function customerStream(): Promise<SseStream> {
    const st = await openStream(`${base}/api/events/orders`, { authorization: `Bearer ${s.customer.token}` });
    open.push(st);
    return st;
  }
  const about = (type: string, orderId: number) => (e: { event: string; data: string }) =>
    e.event === type && (JSON.parse(e.data) as { order: { id: number } }).order.id === orderId;

  it('finishes an order twice with two 2xx, one ‘listo’ event for the customer and one credit of points', async () => {
    const order = await placed();
    const customer = await customerStream();
    const before = await pointsOf();
    const first = await put(`/api/orders/${order.id}/finish`);
    const second = await put(`/api/orders/${order.id}/finish`);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json<Order>()).toMatchObject({ id: order.id, status: 'finished', finishedAt: first.json<Order>().finishedAt });
    expect(await pointsOf()).toBe(before + 12);
    expect(await eventsOf(order.id, 'order.finished')).toBe(1);
    // a later event of the same order proves the stream has delivered everything before it
    expect((await put(`/api/orders/${order.id}/collect`)).statusCode).toBe(200);
    await customer.waitFor(about('order.collected', order.id), 3000);
    expect(customer.events.filter(about('order.finished', order.id))).toHaveLength(1);
  });

  it('takes a station’s “Hecho” twice, before and after it finishes the order, as one', async () => {
    const order = await placed([
      { dishId, quantity: 1 },
      { dishId: postre, quantity: 1 },
    ]);
    const before = await pointsOf();
    for (let i = 0; i < 2; i++) {
      const res = await put(`/api/orders/${order.id}/stations/${POSTRES}/done`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<Order>().status).toBe('pending');
    }
    expect(await eventsOf(order.id, 'order.updated')).toBe(1);
    const last = await put(`/api/orders/${order.id}/stations/${COCINA}/done`);
    expect(last.json<Order>().status).toBe('finished');
    const credited = await pointsOf();
    expect(credited).toBeGreaterThan(before);
    const replay = await put(`/api/orders/${order.id}/stations/${COCINA}/done`);
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.json<Order>()).toMatchObject({ status: 'finished', finishedAt: last.json<Order>().finishedAt });
    expect(await eventsOf(order.id, 'order.finished')).toBe(1);
    expect(await pointsOf()).toBe(credited);
  });

  it('hands an order over twice with two 2xx and one ‘entregado’ event', async () => {
    const order = await placed();
    expect((await put(`/api/orders/${order.id}/finish`)).statusCode).toBe(200);
    const first = await put(`/api/orders/${order.id}/collect`);
    const second = await put(`/api/orders/${order.id}/collect`);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json<Order>().collectedAt).toBe(first.json<Order>().collectedAt);
    expect(await eventsOf(order.id, 'order.collected')).toBe(1);
  });

  it('recalls an order twice with two 2xx, one recall event and the points taken back once', async () => {
    const order = await placed();
    const before = await pointsOf();
    expect((await put(`/api/orders/${order.id}/finish`)).statusCode).toBe(200);
    expect(await pointsOf()).toBe(before + 12);
    const first = await put(`/api/orders/${order.id}/reopen`);
    const second = await put(`/api/orders/${order.id}/reopen`);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json<Order>().status).toBe('pending');
    expect(await eventsOf(order.id, 'order.reopened')).toBe(1);
    expect(await pointsOf()).toBe(before);
  });

  it('still refuses what is not a replay: collecting an order in preparation, an unknown order', async () => {
    const order = await placed();
    const early = await put(`/api/orders/${order.id}/collect`);
    expect(early.statusCode).toBe(409);
    expect(early.json<{ message: string }>().message).toBe(
      `El pedido nº${order.id} aún está en preparación: márcalo como listo antes de entregarlo.`,
    );
    expect((await put('/api/orders/999999/finish')).statusCode).toBe(404);
    expect((await put('/api/orders/999999/reopen')).statusCode).toBe(404);
  });
});
