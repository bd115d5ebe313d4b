/**
 * The order stream cannot stall the server: a reconnect replays at most REPLAY_LIMIT events with their orders
 * read at once, after the headers; a longer gap gets a `stream.reload` notice; one user runs at most
 * MAX_REPLAYS_PER_USER replays at once; a replay stops when its client leaves; and a reader that takes nothing
 * is dropped once MAX_BUFFERED_BYTES wait for it, while the other streams keep receiving.
 *
 * A loopback socket that never reads still swallows a few MB in the kernel's buffers, so the "big" orders here
 * have 30 lines with long dish names (about 35 kB an event): a few hundred of their events fill any buffer.
 */
import { connect, type Socket } from 'node:net';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../model/entities';
import { MAX_REPLAYS_PER_USER } from '../../server/events/order-event-bus';
import { REPLAY_LIMIT } from '../../server/repos/order-events-repo';
import { dishes } from '../../server/db/schema';
import { startTestServer, testDatabases, type TestServer } from './helper';
import { demoSessions, otherCustomer, type Session, type Sessions } from './sessions';
import { openStream, type SseStream } from './sse-client';

const NOW = new Date('2025-03-10T12:07:00Z');
/** pick-up times 14:00…15:45 (NOW is 13:07 in Madrid), so no slot fills */
const HOURS = Array.from({ length: 8 }, (_, i) => {
  const minutes = 14 * 60 + 15 * i;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

/** A raw HTTP client of the stream that reads nothing after the response headers (or nothing at all). */
interface StuckReader {
  socket: Socket;
  /** resolves with the response head once it arrived */
  head: Promise<string>;
  closed: Promise<void>;
}

function stuckReader(port: number, token: string, headers: Record<string, string> = {}, readHead = true): StuckReader {
  const socket = connect(port, '127.0.0.1');
  const extra = Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('');
  socket.write(`GET /api/events/orders HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\n${extra}\r\n`);
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  const head = new Promise<string>((resolve) => {
    if (!readHead) return socket.pause();
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString('latin1');
      if (!text.includes('\r\n\r\n')) return;
      socket.off('data', onData);
      socket.pause();
      resolve(text.slice(0, text.indexOf('\r\n\r\n')));
    };
    socket.on('data', onData);
  });
  return { socket, head, closed };
}

describe.each(testDatabases())('order stream under load on %s', (kind) => {
  let server: TestServer;
  let s: Sessions;
  let base: string;
  let port: number;
  let staff: string[];
  let big: Session;
  let bigOrder: Order;
  let smallOrders: Order[];
  const logLines: string[] = [];
  const open: SseStream[] = [];
  const sockets: Socket[] = [];

  async function place(token: string, lines: { dishId: number; quantity: number }[], i: number): Promise<Order> {
    const res = await server.request({
      method: 'POST',
      url: '/api/orders',
      token,
      body: { pickupHour: HOURS[i % HOURS.length], lines },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Order>();
  }
  async function newDishes(n: number, nameLength: number): Promise<number[]> {
    const rows = await server.database.db
      .insert(dishes)
      .values(
        Array.from({ length: n }, (_, i) => ({
          name: `Plato ${i} ${'de la casa '.repeat(nameLength / 11)}`.slice(0, nameLength),
          dailyPortions: 100_000,
          costCents: 450,
          prepMinutes: 1,
          categoryId: 2,
        })),
      )
      .returning({ id: dishes.id });
    return rows.map((r) => r.id);
  }
  /** Writes `n` events about `orderIds` (in turn) into the log, announced as the app's own writes are. */
  async function logEvents(orderIds: number[], userId: number, n: number): Promise<void> {
    await server.database.db.execute(sql`
      with e as (
        insert into order_events (order_id, user_id, type)
        select (${`{${orderIds.join(',')}}`}::int[])[1 + (i % ${orderIds.length})], ${userId}, 'order.updated'
        from generate_series(1, ${n}) as i
        returning id)
      select pg_notify('order_events', id::text) from e`);
  }
  async function latestId(): Promise<number> {
    const result = (await server.database.db.execute<{ id: number | string }>(sql`select max(id) as id from order_events`)) as {
      rows: { id: number | string }[];
    };
    return Number(result.rows[0]?.id ?? 0);
  }
  async function stream(token: string, headers: Record<string, string> = {}): Promise<SseStream> {
    const st = await openStream(`${base}/api/events/orders`, { authorization: `Bearer ${token}`, ...headers });
    open.push(st);
    return st;
  }
  function stuck(token: string, headers: Record<string, string> = {}, readHead = true): StuckReader {
    const reader = stuckReader(port, token, headers, readHead);
    sockets.push(reader.socket);
    return reader;
  }
  /** Reads a replay until the frame of event `lastId` (no parsing: these readers share the test's process). */
  async function replayThrough(token: string, afterId: number, lastId: number): Promise<number> {
    const res = await fetch(`${base}/api/events/orders`, {
      headers: { authorization: `Bearer ${token}`, 'last-event-id': String(afterId) },
    });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    const marker = `id: ${lastId}\n`;
    let tail = '';
    let frames = 0;
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error('the replay ended early');
      const text = tail + decoder.decode(value, { stream: true });
      frames += text.split('\nevent: order.').length - 1 - (tail.split('\nevent: order.').length - 1);
      if (text.includes(marker)) break;
      tail = text.slice(-64);
    }
    await reader.cancel();
    return frames;
  }
  const orderEvents = (st: SseStream) => st.events.filter((e) => e.event.startsWith('order.'));

  beforeAll(async () => {
    const log = new Writable({
      write(chunk: Buffer, _enc, done) {
        logLines.push(chunk.toString());
        done();
      },
    });
    server = await startTestServer(kind, {
      env: { OPENING_HOURS: '12:00-16:00', MAX_PENDING_ORDERS: '1000', MAX_PORTIONS_PER_ORDER: '100' },
      config: { now: () => NOW },
      logger: { level: 'warn', stream: log },
    });
    s = await demoSessions(server);
    base = await server.app.listen({ port: 0, host: '127.0.0.1' });
    port = Number(new URL(base).port);

    // a customer whose one order is big: 30 lines with long names
    big = await otherCustomer(server, 3);
    const bigDishes = await newDishes(30, 1000);
    bigOrder = await place(
      big.token,
      bigDishes.map((dishId) => ({ dishId, quantity: 1 })),
      0,
    );
    // 25 ordinary orders and 500 events about them
    const small = await newDishes(4, 30);
    smallOrders = [];
    for (let i = 0; i < 25; i++)
      smallOrders.push(
        await place(
          s.customer.token,
          small.map((dishId) => ({ dishId, quantity: 1 })),
          i,
        ),
      );
    const placed = await latestId();
    await logEvents(
      smallOrders.map((o) => o.id),
      s.customer.id,
      500 - placed,
    );

    // five staff accounts that replay at the same time
    const extra: string[] = [];
    for (let i = 0; i < 3; i++) {
      const email = `replay.${kind}.${i}@comedor.es`;
      const res = await server.request({
        method: 'POST',
        url: '/api/users',
        token: s.admin.token,
        body: { name: 'Turno', surname: 'Replay', email, password: 'Cocina1234', roleName: 'Encargado' },
      });
      expect(res.statusCode).toBe(201);
      extra.push(await server.login(email, 'Cocina1234'));
    }
    staff = [s.chef.token, s.admin.token, ...extra];
  }, 300_000);
  afterEach(() => {
    for (const st of open.splice(0)) st.close();
    for (const socket of sockets.splice(0)) socket.destroy();
  });
  afterAll(async () => server?.close());

  it('replays the latest events after the headers, their orders read at once, in well under a second', async () => {
    const latest = await latestId();
    expect(latest).toBeGreaterThanOrEqual(500);
    const started = Date.now();
    const st = await stream(s.chef.token, { 'last-event-id': String(latest - REPLAY_LIMIT) });
    const headersAt = Date.now() - started;
    expect(st.status).toBe(200);
    await st.waitFor((e) => e.id === String(latest), 5000);
    const doneAt = Date.now() - started;
    const replayed = orderEvents(st);
    expect(replayed.map((e) => Number(e.id))).toEqual(
      Array.from({ length: REPLAY_LIMIT }, (_, i) => latest - REPLAY_LIMIT + 1 + i),
    );
    // each event carries its order as it is now
    const last = JSON.parse(replayed.at(-1)!.data) as { order: Order };
    expect(last.order.lines).toHaveLength(4);
    expect(st.comments[0]).toBe('conectado');
    expect(headersAt).toBeLessThanOrEqual(doneAt);
    expect(doneAt).toBeLessThan(1000);
  });

  it('tells a client that missed more events than it replays to reload, then goes on live', async () => {
    const latest = await latestId();
    const started = Date.now();
    const st = await stream(s.chef.token, { 'last-event-id': '0' });
    const reload = await st.waitFor((e) => e.event === 'stream.reload', 2000);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(JSON.parse(reload.data)).toEqual({ id: latest, type: 'stream.reload' });
    expect(orderEvents(st)).toHaveLength(0);
    const placed = await place(s.other.token, [{ dishId: smallOrders[0]!.lines[0]!.dishId, quantity: 1 }], 1);
    await st.waitFor((e) => e.event === 'order.created' && JSON.parse(e.data).order.id === placed.id, 2000);
  });

  it('keeps another caller fast during 15 replays (3 rounds of 5)', async () => {
    const latest = await latestId();
    // once through each path first, so the first round does not measure the JIT's warm-up
    await replayThrough(staff[0]!, latest - REPLAY_LIMIT, latest);
    await (await fetch(`${base}/api/hours`, { headers: { authorization: `Bearer ${s.customer.token}` } })).json();
    const hours = async () => {
      const started = performance.now();
      const res = await fetch(`${base}/api/hours`, { headers: { authorization: `Bearer ${s.customer.token}` } });
      expect(res.status).toBe(200);
      await res.json();
      return performance.now() - started;
    };
    const p99 = (sorted: number[]) => sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)]!;
    // the same caller alone first, on the same host at the same moment: the baseline the replays are judged against
    const alone: number[] = [];
    for (let i = 0; i < 40; i++) alone.push(await hours());
    alone.sort((a, b) => a - b);
    const latencies: number[] = [];
    let replaying = true;
    const caller = (async () => {
      while (replaying) latencies.push(await hours());
    })();
    for (let round = 0; round < 3; round++) {
      await Promise.all(
        staff.map(async (token) => expect(await replayThrough(token, latest - REPLAY_LIMIT, latest)).toBe(REPLAY_LIMIT)),
      );
    }
    replaying = false;
    await caller;
    latencies.sort((a, b) => a - b);
    console.info(
      `[${kind}] GET hours p99 ${Math.round(p99(alone))} ms alone, ${Math.round(p99(latencies))} ms during 15 replays ` +
        `(${latencies.length} calls, max ${Math.round(latencies.at(-1)!)} ms)`,
    );
    expect(latencies.length).toBeGreaterThanOrEqual(5);
    // Before the fix the caller waited 8-20 s. The replays add less than 200 ms to its p99 on a quiet host and
    // about 1 s on a 2-core host at load 15 (236 → 1 220 ms); the bound lets that through, not a stall of seconds.
    expect(p99(latencies) - p99(alone)).toBeLessThan(2000);
  });

  it(`runs at most ${MAX_REPLAYS_PER_USER} replays per user at once, and stops one as soon as its client leaves`, async () => {
    // enough of the big order's events that a client that reads nothing holds its replay up
    await logEvents([bigOrder.id], big.id, REPLAY_LIMIT - 1);
    const held = [stuck(big.token, { 'Last-Event-ID': '0' }), stuck(big.token, { 'Last-Event-ID': '0' })];
    for (const h of held) expect(await h.head).toMatch(/^HTTP\/1\.1 200/);

    const refused = await fetch(`${base}/api/events/orders`, {
      headers: { authorization: `Bearer ${big.token}`, 'last-event-id': '0' },
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await refused.json()).message).toMatch(/ya está recuperando eventos en 2 conexiones/);
    // another user, and the same user without a replay, are not held up
    expect((await stream(s.chef.token, { 'last-event-id': String((await latestId()) - 5) })).status).toBe(200);
    expect((await stream(big.token)).status).toBe(200);

    // the clients leave: their replays stop at once, and a new one is accepted within half a second
    for (const h of held) h.socket.destroy();
    await Promise.all(held.map((h) => h.closed));
    const started = Date.now();
    let status = 0;
    while (Date.now() - started < 500) {
      const res = await fetch(`${base}/api/events/orders`, {
        headers: { authorization: `Bearer ${big.token}`, 'last-event-id': '0' },
      });
      status = res.status;
      await res.body?.cancel();
      if (status === 200) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(status).toBe(200);
  });

  it('drops a reader that takes nothing once its buffer passes the cap, while the others keep receiving', async () => {
    const dropped = stuck(s.admin.token);
    expect(await dropped.head).toMatch(/^HTTP\/1\.1 200/);
    const reading = await stream(s.chef.token);
    const before = await latestId();
    const count = 200;
    await logEvents([bigOrder.id], big.id, count);
    const last = String(before + count);
    await reading.waitFor((e) => e.id === last, 60_000);
    expect(orderEvents(reading).filter((e) => Number(e.id) > before)).toHaveLength(count);
    const warned = () => logLines.filter((l) => l.includes('its reader is too slow')).length;
    for (let i = 0; i < 50 && warned() === 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect(warned()).toBe(1);
    // what the dropped reader finally reads ends before the last event: the server closed its stream
    let got = '';
    dropped.socket.on('data', (chunk: Buffer) => (got += chunk.toString('latin1')));
    dropped.socket.resume();
    const closedInTime = await Promise.race([
      dropped.closed.then(() => true),
      new Promise((r) => setTimeout(() => r(false), 10_000)),
    ]);
    expect(closedInTime).toBe(true);
    expect(got).toContain('id: ');
    expect(got).not.toContain(`id: ${last}\n`);
    // the reader that keeps up still hears of what comes next
    const placed = await place(s.other.token, [{ dishId: smallOrders[0]!.lines[0]!.dishId, quantity: 1 }], 2);
    await reading.waitFor((e) => e.event === 'order.created' && JSON.parse(e.data).order.id === placed.id, 2000);
  }, 90_000);
});
