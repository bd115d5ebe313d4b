import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Order, OrderEvent } from '../../model/entities';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/client';
import { startTestServer, testDatabases, type TestServer } from './helper';
import { demoSessions, dishWithStock, type Sessions } from './sessions';
import { openStream, type SseStream } from './sse-client';

const NOW = new Date('2025-03-10T12:07:00Z');

describe.each(testDatabases())('live order events on %s', (kind) => {
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

  async function stream(token: string | null, query = '', headers: Record<string, string> = {}): Promise<SseStream> {
    const st = await openStream(`${base}/api/events/orders${query}`, {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    });
    open.push(st);
    return st;
  }
  async function order(token: string): Promise<Order> {
    const res = await server.request({
      method: 'POST',
      url: '/api/orders',
      token,
      body: { pickupHour: '14:00', lines: [{ dishId, quantity: 1 }] },
    });
    expect(res.statusCode).toBe(201);
    return res.json<Order>();
  }
  const about = (type: string, orderId: number) => (e: { event: string; data: string }) =>
    e.event === type && JSON.parse(e.data).order.id === orderId;

  it('refuses a stream without a valid session or ticket', async () => {
    expect((await stream(null)).status).toBe(401);
    expect((await stream('not-a-token')).status).toBe(401);
    expect((await stream(null, '?ticket=forged')).status).toBe(401);
  });

  it('tells the kitchen about a new order within a second', async () => {
    const board = await stream(s.chef.token);
    expect(board.status).toBe(200);
    expect(board.headers.get('content-type')).toContain('text/event-stream');
    expect(board.headers.get('cache-control')).toContain('no-cache');
    expect(board.headers.get('x-accel-buffering')).toBe('no');
    const placed = await order(s.customer.token);
    const event = await board.waitFor(about('order.created', placed.id), 1000);
    const body = JSON.parse(event.data) as OrderEvent;
    expect(body).toMatchObject({ type: 'order.created', order: { id: placed.id, status: 'pending', pickupHour: '14:00' } });
    expect(String(body.id)).toBe(event.id);
  });

  it('shows a customer their own orders’ events and never another customer’s', async () => {
    const mine = await stream(s.customer.token);
    const admin = await stream(s.admin.token);
    const foreign = await order(s.other.token);
    const own = await order(s.customer.token);
    await mine.waitFor(about('order.created', own.id));
    await admin.waitFor(about('order.created', own.id));
    expect(admin.events.some(about('order.created', foreign.id))).toBe(true);
    expect(mine.events.some(about('order.created', foreign.id))).toBe(false);
    // (other customers' orders only reach this stream as content-free `queue.changed` notices)
    const orderEvents = mine.events.filter((e) => e.event.startsWith('order.'));
    expect(orderEvents.every((e) => (JSON.parse(e.data) as OrderEvent).order.customer?.id === s.customer.id)).toBe(true);
    expect(
      mine.events
        .filter((e) => !e.event.startsWith('order.'))
        .every((e) => e.event === 'queue.changed' && !e.data.includes('"order"')),
    ).toBe(true);

    await server.request({ method: 'PUT', url: `/api/orders/${own.id}/finish`, token: s.chef.token });
    const finished = await mine.waitFor(about('order.finished', own.id));
    expect((JSON.parse(finished.data) as OrderEvent).order.status).toBe('finished');
  });

  it('replays the events missed since Last-Event-ID (header or query)', async () => {
    const first = await stream(s.chef.token);
    const a = await order(s.customer.token);
    const seen = await first.waitFor(about('order.created', a.id));
    first.close();
    const b = await order(s.other.token);
    const c = await order(s.customer.token);

    const byHeader = await stream(s.chef.token, '', { 'last-event-id': seen.id! });
    await byHeader.waitFor(about('order.created', c.id));
    expect(byHeader.events.map((e) => JSON.parse(e.data).order.id)).toEqual([b.id, c.id]);

    const byQuery = await stream(s.customer.token, `?lastEventId=${seen.id}`);
    await byQuery.waitFor(about('order.created', c.id));
    expect(byQuery.events.map((e) => JSON.parse(e.data).order.id)).toEqual([c.id]);

    expect((await stream(s.chef.token, '?lastEventId=abc')).status).toBe(400);
  });

  it('accepts a ticket once, for EventSource clients that cannot send headers', async () => {
    expect((await server.request({ method: 'POST', url: '/api/events/ticket' })).statusCode).toBe(401);
    const res = await server.request({ method: 'POST', url: '/api/events/ticket', token: s.customer.token });
    expect(res.statusCode).toBe(200);
    const { ticket } = res.json<{ ticket: string }>();
    const live = await stream(null, `?ticket=${encodeURIComponent(ticket)}`);
    expect(live.status).toBe(200);
    const own = await order(s.customer.token);
    await live.waitFor(about('order.created', own.id));
    expect((await stream(null, `?ticket=${encodeURIComponent(ticket)}`)).status).toBe(401);
    // a ticket is not a session, and a session is not a ticket
    expect((await server.request({ method: 'GET', url: '/api/orders/mine', token: ticket })).statusCode).toBe(401);
    expect((await stream(null, `?ticket=${s.customer.token}`)).status).toBe(401);
  });

  it.runIf(kind === 'postgres')('carries events between server processes sharing one PostgreSQL', async () => {
    // A second API instance with its own pool and listener stands in for another process behind the balancer.
    const database = await openDatabase({ databaseUrl: server.config.databaseUrl, dataDir: null });
    const second = await buildApp({ config: server.config, database });
    try {
      const url = await second.listen({ port: 0, host: '127.0.0.1' });
      const board = await openStream(`${url}/api/events/orders`, { authorization: `Bearer ${s.chef.token}` });
      open.push(board);
      expect(board.status).toBe(200);
      const placed = await order(s.customer.token);
      await board.waitFor(about('order.created', placed.id), 2000);
    } finally {
      for (const st of open.splice(0)) st.close();
      await second.close();
      await database.close();
    }
  });

  it('does not keep the server from closing while streams are open', async () => {
    const other = await startTestServer(kind, { config: { now: () => NOW } });
    const url = await other.app.listen({ port: 0, host: '127.0.0.1' });
    const token = (await demoSessions(other)).chef.token;
    const st = await openStream(`${url}/api/events/orders`, { authorization: `Bearer ${token}` });
    expect(st.status).toBe(200);
    const started = Date.now();
    await other.close();
    await st.ended;
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
