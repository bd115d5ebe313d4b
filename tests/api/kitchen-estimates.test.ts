import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../model/entities';
import { dishes } from '../../server/db/schema';
import { startTestServer, testDatabases, type TestServer } from './helper';
import { openStream, type SseStream } from './sse-client';
import { demoSessions, type Sessions } from './sessions';

// 13:07 in Madrid (UTC+1 in March).
const NOW = new Date('2025-03-10T12:07:00Z');
const madrid = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return new Date(Date.UTC(2025, 2, 10, h - 1, m)).toISOString();
};

describe.each(testDatabases())('honest ready times and live kitchen changes on %s', (kind) => {
  let server: TestServer;
  let s: Sessions;
  let base: string;
  const open: SseStream[] = [];

  beforeAll(async () => {
    server = await startTestServer(kind, {
      env: { OPENING_HOURS: '12:00-16:00', KITCHEN_COOKS: '1', MAX_PENDING_ORDERS: '100' },
      config: { now: () => NOW },
    });
    s = await demoSessions(server);
    base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(() => {
    for (const st of open.splice(0)) st.close();
  });
  afterAll(async () => server?.close());

  async function dishOf(prepMinutes: number): Promise<number> {
    const [row] = await server.database.db
      .insert(dishes)
      .values({
        name: `Plato ${prepMinutes} min ${Math.random().toString(36).slice(2, 7)}`,
        dailyPortions: 100,
        costCents: 500,
        categoryId: 2,
        prepMinutes,
      })
      .returning({ id: dishes.id });
    return row.id;
  }
  async function place(token: string, pickupHour: string, dishId: number): Promise<Order> {
    const res = await server.request({
      method: 'POST',
      url: '/api/orders',
      token,
      body: { pickupHour, lines: [{ dishId, quantity: 1 }] },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Order>();
  }
  async function estimates(): Promise<Map<number, string | null | undefined>> {
    const res = await server.request({ method: 'GET', url: '/api/orders?status=pending', token: s.chef.token });
    return new Map(res.json<Order[]>().map((o) => [o.id, o.estimatedReadyAt]));
  }

  it('estimates every pending order by running the queue by pick-up time, then arrival, with the cooks in parallel', async () => {
    const late = await place(s.customer.token, '13:30', await dishOf(15));
    const first = await place(s.other.token, '13:15', await dishOf(10));
    const second = await place(s.customer.token, '13:15', await dishOf(5));

    // one cook from 13:07: 13:15 (10 min) → 13:17, 13:15 (5 min) → 13:22, 13:30 (15 min) → 13:37
    let now = await estimates();
    expect(now.get(first.id)).toBe(madrid('13:17'));
    expect(now.get(second.id)).toBe(madrid('13:22'));
    expect(now.get(late.id)).toBe(madrid('13:37'));

    const mine = await server.request({ method: 'GET', url: '/api/orders/mine', token: s.customer.token });
    const mineById = new Map(mine.json<Order[]>().map((o) => [o.id, o.estimatedReadyAt]));
    expect(mineById.get(second.id)).toBe(madrid('13:22'));
    expect(mineById.get(late.id)).toBe(madrid('13:37'));
    const one = await server.request({ method: 'GET', url: `/api/orders/${late.id}`, token: s.customer.token });
    expect(one.json().estimatedReadyAt).toBe(madrid('13:37'));

    // the kitchen finishes the first order: the queue moves up, but nothing is ready before its pick-up hour
    const finished = await server.request({ method: 'PUT', url: `/api/orders/${first.id}/finish`, token: s.chef.token });
    expect(finished.json().estimatedReadyAt).toBeNull();
    now = await estimates();
    expect(now.get(second.id)).toBe(madrid('13:15'));
    expect(now.get(late.id)).toBe(madrid('13:30'));

    // a second cook: the 13:15 slot takes one more 15-minute dish, cooked in parallel
    await server.request({ method: 'PUT', url: '/api/kitchen/settings', token: s.chef.token, body: { cooks: 2 } });
    const other = await place(s.other.token, '13:15', await dishOf(15));
    now = await estimates();
    expect(now.get(second.id)).toBe(madrid('13:15'));
    expect(now.get(other.id)).toBe(madrid('13:22'));
    expect(now.get(late.id)).toBe(madrid('13:30'));
    // back to one cook, the same queue runs late
    await server.request({ method: 'PUT', url: '/api/kitchen/settings', token: s.chef.token, body: { cooks: 1 } });
    now = await estimates();
    expect(now.get(other.id)).toBe(madrid('13:27'));
    expect(now.get(late.id)).toBe(madrid('13:42'));

    const all = await server.request({ method: 'GET', url: '/api/orders', token: s.admin.token });
    for (const o of all.json<Order[]>()) {
      if (o.status === 'pending') expect(o.estimatedReadyAt, `order ${o.id}`).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/);
      else expect(o.estimatedReadyAt).toBeNull();
    }
  });

  it('tells every open board and customer app live when the kitchen pauses and resumes', async () => {
    const board = await openStream(`${base}/api/events/orders`, { authorization: `Bearer ${s.chef.token}` });
    const app = await openStream(`${base}/api/events/orders`, { authorization: `Bearer ${s.customer.token}` });
    open.push(board, app);
    await server.request({ method: 'PUT', url: '/api/kitchen/pause', token: s.chef.token, body: { minutes: 20 } });
    for (const st of [board, app]) {
      const e = await st.waitFor((ev) => ev.event === 'kitchen.changed' && JSON.parse(ev.data).kitchen.paused === true, 2000);
      expect(JSON.parse(e.data)).toMatchObject({
        type: 'kitchen.changed',
        kitchen: { pausedUntil: '2025-03-10T12:27:00.000Z', cooks: 1 },
      });
    }
    await server.request({ method: 'DELETE', url: '/api/kitchen/pause', token: s.admin.token });
    for (const st of [board, app]) {
      await st.waitFor((ev) => ev.event === 'kitchen.changed' && JSON.parse(ev.data).kitchen.paused === false, 2000);
    }
  });

  it('sends each order event with the order estimate', async () => {
    const board = await openStream(`${base}/api/events/orders`, { authorization: `Bearer ${s.chef.token}` });
    open.push(board);
    const placed = await place(s.customer.token, '15:00', await dishOf(3));
    const e = await board.waitFor((ev) => ev.event === 'order.created' && JSON.parse(ev.data).order.id === placed.id, 2000);
    expect(JSON.parse(e.data).order.estimatedReadyAt).toBe(madrid('15:00'));
  });

  it("tells other customers' apps that the queue moved, without telling them anything about the order", async () => {
    const others = await openStream(`${base}/api/events/orders`, { authorization: `Bearer ${s.other.token}` });
    open.push(others);
    const placed = await place(s.customer.token, '15:15', await dishOf(2));
    const notice = await others.waitFor((ev) => ev.event === 'queue.changed', 2000);
    expect(JSON.parse(notice.data)).toEqual({ id: Number(notice.id), type: 'queue.changed' });
    expect(others.events.some((ev) => ev.data.includes(`"id":${placed.id},"number"`))).toBe(false);
  });
});
