import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisFigures, Order, OrderEvent } from '../../model/entities';
import { orders } from '../../server/db/schema';
import { expectApiError } from './fixtures';
import { startTestServer, testDatabases, type TestServer } from './helper';
import { demoSessions, dishWithStock, type Sessions } from './sessions';
import { openStream, type SseStream } from './sse-client';

const NOW = new Date('2025-03-10T12:07:00Z');

describe.each(testDatabases())('handing an order over at the counter on %s', (kind) => {
  let server: TestServer;
  let s: Sessions;
  let base: string;
  let dishId: number;
  const open: SseStream[] = [];

  beforeAll(async () => {
    server = await startTestServer(kind, {
      env: { OPENING_HOURS: '12:00-16:00', MAX_PENDING_ORDERS: '50' },
      config: { now: () => NOW },
    });
    s = await demoSessions(server);
    base = await server.app.listen({ port: 0, host: '127.0.0.1' });
    dishId = (await dishWithStock(server, 1000)).id;
  });
  afterEach(() => {
    for (const stream of open.splice(0)) stream.close();
  });
  afterAll(async () => server?.close());

  const put = (url: string, token?: string) => server.request({ method: 'PUT', url, token });
  async function placed(): Promise<Order> {
    const res = await server.request({
      method: 'POST',
      url: '/api/orders',
      token: s.customer.token,
      body: { pickupHour: '14:00', lines: [{ dishId, quantity: 1 }] },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Order>();
  }

  it('lets the kitchen and admins mark a finished order collected (again is a success); customers cannot', async () => {
    const order = await placed();
    const url = `/api/orders/${order.id}/collect`;
    const early = await put(url, s.chef.token);
    expectApiError(early, 409);
    expect(early.json<{ message: string }>().message).toBe(
      `El pedido nº${order.id} aún está en preparación: márcalo como listo antes de entregarlo.`,
    );

    expect((await put(`/api/orders/${order.id}/finish`, s.chef.token)).statusCode).toBe(200);
    expectApiError(await put(url, s.customer.token), 403);
    expectApiError(await put(url), 401);
    const done = await put(url, s.admin.token);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<Order>()).toMatchObject({ id: order.id, status: 'finished' });
    expect(done.json<Order>().collectedAt).toBeTruthy();
    const again = await put(url, s.chef.token);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<Order>().collectedAt).toBe(done.json<Order>().collectedAt);
    expectApiError(await put('/api/orders/999999/collect', s.chef.token), 404);
    expectApiError(await put('/api/orders/0/collect', s.chef.token), 400);
  });

  it('tells every board and the customer that the order was handed over', async () => {
    const order = await placed();
    expect((await put(`/api/orders/${order.id}/finish`, s.chef.token)).statusCode).toBe(200);
    const board = await openStream(`${base}/api/events/orders`, { authorization: `Bearer ${s.chef.token}` });
    const customer = await openStream(`${base}/api/events/orders`, { authorization: `Bearer ${s.customer.token}` });
    open.push(board, customer);
    expect((await put(`/api/orders/${order.id}/collect`, s.chef.token)).statusCode).toBe(200);
    for (const st of [board, customer]) {
      const e = await st.waitFor((x) => x.event === 'order.collected' && JSON.parse(x.data).order.id === order.id, 2000);
      expect((JSON.parse(e.data) as OrderEvent).order.collectedAt).toBeTruthy();
    }
  });

  it('shows the admin, per day, the average minutes from order to ‘listo’ and from ‘listo’ to collection', async () => {
    const [a, b, c] = [await placed(), await placed(), await placed()];
    for (const o of [a, b, c]) expect((await put(`/api/orders/${o.id}/finish`, s.chef.token)).statusCode).toBe(200);
    expect((await put(`/api/orders/${a.id}/collect`, s.chef.token)).statusCode).toBe(200);
    expect((await put(`/api/orders/${b.id}/collect`, s.chef.token)).statusCode).toBe(200);
    // Real kitchens take minutes: give the three orders known times on an otherwise empty day (c booked ahead).
    const day = '2025-03-07';
    const at = (hhmm: string) => new Date(`${day}T${hhmm}:00Z`);
    const db = server.database.db;
    await db
      .update(orders)
      .set({ pickupDate: day, createdAt: at('12:00'), finishedAt: at('12:10'), collectedAt: at('12:14') })
      .where(eq(orders.id, a.id));
    await db
      .update(orders)
      .set({ pickupDate: day, createdAt: at('12:00'), finishedAt: at('12:20'), collectedAt: at('12:21') })
      .where(eq(orders.id, b.id));
    await db
      .update(orders)
      .set({ pickupDate: day, createdAt: new Date('2025-03-06T12:00:00Z'), finishedAt: at('12:30'), collectedAt: null })
      .where(eq(orders.id, c.id));

    const res = await server.request({ method: 'GET', url: '/api/stats/analysis', token: s.admin.token });
    expect(res.statusCode).toBe(200);
    const times = res.json<AnalysisFigures>().kitchenTimes;
    expect(times.find((t) => t.date === day)).toEqual({
      date: day,
      finishedOrders: 3,
      collectedOrders: 2,
      // c was booked the day before: its day and a half is not the kitchen's time, only a's 10 and b's 20 count
      toReadyMinutes: 15,
      toCollectMinutes: 2.5,
    });
    expect(times.map((t) => t.date)).toEqual([...times.map((t) => t.date)].sort().reverse());
    expect(times.every((t) => t.date >= '2025-03-04' && t.date <= '2025-03-10')).toBe(true);
  });
});
