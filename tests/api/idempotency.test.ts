/**
 * `Idempotency-Key` (issue 25 point 1): a retried order is the same order. The same key and body answer the
 * first answer again; another body is a 422; a retry while the first runs is a 409; keys belong to their user
 * and live 24 h in the database, so two processes agree. Without the header the API behaves as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { idempotencyKeys } from '../../server/db/schema';
import { startSecondProcess, startTestServer, testDatabases, type TestServer } from './helper';
import { demoSessions, dishWithStock, type Sessions } from './sessions';

const START = new Date('2025-03-10T12:07:00Z');

describe.each(testDatabases())('Idempotency-Key on %s', (kind) => {
  let server: TestServer;
  let s: Sessions;
  let dish: { id: number };
  let now = START;
  beforeAll(async () => {
    server = await startTestServer(kind, {
      env: { OPENING_HOURS: '12:00-16:00', MAX_PENDING_ORDERS: '1000' },
      config: { now: () => now },
    });
    s = await demoSessions(server);
    dish = await dishWithStock(server, 10_000);
  });
  afterAll(async () => server?.close());

  const orderBody = (quantity = 1) => ({ pickupHour: '15:00', lines: [{ dishId: dish.id, quantity }] });
  const placeOrder = (key: string | null, body: unknown = orderBody(), token = s.customer.token) =>
    server.request({
      method: 'POST',
      url: '/api/orders',
      token,
      body,
      headers: key === null ? {} : { 'idempotency-key': key },
    });
  const myOrderIds = async (token = s.customer.token) =>
    (await server.request({ method: 'GET', url: '/api/orders/mine', token })).json<{ id: number }[]>().map((o) => o.id);

  it('answers a retry with the same key and body with the first answer, and places one order', async () => {
    const before = await myOrderIds();
    const first = await placeOrder('checkout-1');
    const retry = await placeOrder('checkout-1');
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const after = await myOrderIds();
    expect(after.length).toBe(before.length + 1);
    expect(after).toContain(first.json<{ id: number }>().id);
  });

  it('refuses the same key with another body with a 422 and places nothing more', async () => {
    const before = await myOrderIds();
    expect((await placeOrder('checkout-2', orderBody(1))).statusCode).toBe(201);
    const other = await placeOrder('checkout-2', orderBody(2));
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 'idempotency_key_reused', message: expect.stringContaining('otra petición') });
    expect((await myOrderIds()).length).toBe(before.length + 1);
  });

  it('places two orders for two identical requests without the header, as before', async () => {
    const before = await myOrderIds();
    const [a, b] = await Promise.all([placeOrder(null), placeOrder(null)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json<{ id: number }>().id).not.toBe(b.json<{ id: number }>().id);
    expect((await myOrderIds()).length).toBe(before.length + 2);
  });

  it('places one order for 50 parallel requests with one key; the others replay it or are told it is running', async () => {
    const before = await myOrderIds();
    const answers = await Promise.all(Array.from({ length: 50 }, () => placeOrder('checkout-50')));
    const placed = answers.filter((r) => r.statusCode === 201);
    const running = answers.filter((r) => r.statusCode === 409);
    expect(placed.length + running.length).toBe(50);
    expect(placed.length).toBeGreaterThanOrEqual(1);
    expect(new Set(placed.map((r) => r.body)).size).toBe(1);
    for (const r of running) expect(r.json()).toMatchObject({ code: 'idempotency_request_in_progress' });
    const after = await myOrderIds();
    expect(after.length).toBe(before.length + 1);
    // once the first has finished, every retry gets its answer
    const late = await placeOrder('checkout-50');
    expect(late.statusCode).toBe(201);
    expect(late.body).toBe(placed[0].body);
  });

  it('keeps keys per user: another customer with the same key places their own order', async () => {
    const mine = await placeOrder('shared-key');
    const theirs = await placeOrder('shared-key', orderBody(), s.other.token);
    expect(mine.statusCode).toBe(201);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json<{ id: number }>().id).not.toBe(mine.json<{ id: number }>().id);
    expect(await myOrderIds(s.other.token)).toContain(theirs.json<{ id: number }>().id);
  });

  it('stores an error answer too: a refused order is refused again with the same message', async () => {
    const bad = { pickupHour: '03:00', lines: [{ dishId: dish.id, quantity: 1 }] };
    const first = await placeOrder('checkout-bad-hour', bad);
    expect(first.statusCode).toBe(400);
    const retry = await placeOrder('checkout-bad-hour', bad);
    expect(retry.statusCode).toBe(400);
    expect(retry.body).toBe(first.body);
    expect(retry.headers['idempotent-replayed']).toBe('true');
  });

  it('refuses a malformed key with a 400 in Spanish', async () => {
    const before = await myOrderIds();
    for (const key of ['x'.repeat(256), '']) {
      const res = await placeOrder(key);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'idempotency_key_invalid', message: expect.stringContaining('Idempotency-Key') });
    }
    expect((await myOrderIds()).length).toBe(before.length);
  });

  it('forgets keys after 24 hours', async () => {
    const first = await placeOrder('checkout-yesterday');
    now = new Date(START.getTime() + 25 * 60 * 60 * 1000);
    try {
      const next = await placeOrder('checkout-yesterday');
      expect(next.statusCode).toBe(201);
      expect(next.headers['idempotent-replayed']).toBeUndefined();
      expect(next.json<{ id: number }>().id).not.toBe(first.json<{ id: number }>().id);
    } finally {
      now = START;
    }
  });

  it('makes sign-up, complaints and order changes safe to retry too', async () => {
    const signup = () =>
      server.request({
        method: 'POST',
        url: '/api/login/signup',
        headers: { 'idempotency-key': 'signup-1' },
        body: { username: 'reintento@correo.es', password: 'manzana42', name: 'Rita', surname: 'Reintento' },
      });
    const a = await signup();
    const b = await signup();
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(201);
    expect(b.json()).toEqual(a.json());

    const complain = () =>
      server.request({
        method: 'POST',
        url: '/api/complaints',
        token: s.customer.token,
        headers: { 'idempotency-key': 'complaint-1' },
        body: { message: 'La sopa llegó fría.' },
      });
    const c1 = await complain();
    const c2 = await complain();
    expect(c1.statusCode).toBe(201);
    expect(c2.json()).toEqual(c1.json());
    const mine = (await server.request({ method: 'GET', url: '/api/complaints/mine', token: s.customer.token })).json<
      { message: string }[]
    >();
    expect(mine.filter((c) => c.message === 'La sopa llegó fría.')).toHaveLength(1);

    const one = (await placeOrder(null)).json<{ id: number }>().id;
    const two = (await placeOrder(null)).json<{ id: number }>().id;
    const finish = (id: number) =>
      server.request({
        method: 'PUT',
        url: `/api/orders/${id}/finish`,
        token: s.chef.token,
        headers: { 'idempotency-key': 'finish-1' },
      });
    const f1 = await finish(one);
    expect(f1.statusCode).toBe(200);
    expect((await finish(one)).body).toBe(f1.body);
    expect((await finish(two)).statusCode).toBe(422);
  });

  it('frees the key of a request that never finished (its process died) after the lease', async () => {
    const claim = { scope: `user:${s.customer.id}`, route: 'POST /api/orders', key: 'crashed', bodyHash: 'unknown' };
    await server.database.db.insert(idempotencyKeys).values({ ...claim, createdAt: new Date(now.getTime() - 1000) });
    expect((await placeOrder('crashed')).statusCode).toBe(422);
    await server.database.db.delete(idempotencyKeys).where(eq(idempotencyKeys.key, 'crashed'));
    await server.database.db.insert(idempotencyKeys).values({ ...claim, createdAt: new Date(now.getTime() - 3 * 60 * 1000) });
    const retry = await placeOrder('crashed');
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
  });

  it('declares the header in the OpenAPI document of those routes only', async () => {
    const doc = (await server.request({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
    }>();
    const takesKey = (path: string, method: string) =>
      (doc.paths[path]?.[method]?.parameters ?? []).some((p) => p.in === 'header' && p.name === 'Idempotency-Key');
    expect(takesKey('/api/orders', 'post')).toBe(true);
    expect(takesKey('/api/login/signup', 'post')).toBe(true);
    expect(takesKey('/api/complaints', 'post')).toBe(true);
    expect(takesKey('/api/orders/{id}/finish', 'put')).toBe(true);
    expect(takesKey('/api/orders', 'get')).toBe(false);
  });

  it.runIf(kind === 'postgres')('agrees across two server processes on one database', async () => {
    const second: { app: FastifyInstance; close(): Promise<void> } = await startSecondProcess(server);
    try {
      const before = await myOrderIds();
      const via = (app: FastifyInstance) =>
        app.inject({
          method: 'POST',
          url: '/api/orders',
          headers: { authorization: `Bearer ${s.customer.token}`, 'idempotency-key': 'two-processes' },
          payload: orderBody(),
        });
      const answers = await Promise.all([via(server.app), via(second.app), via(server.app), via(second.app)]);
      const placed = answers.filter((r) => r.statusCode === 201);
      expect(placed.length + answers.filter((r) => r.statusCode === 409).length).toBe(4);
      const replay = await via(second.app);
      expect(replay.statusCode).toBe(201);
      expect(new Set([...placed, replay].map((r) => r.body)).size).toBe(1);
      expect((await myOrderIds()).length).toBe(before.length + 1);
    } finally {
      await second.close();
    }
  });
});
