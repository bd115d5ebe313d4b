/**
 * Web Push (issue 28): a customer's devices subscribe; 'listo', a recall and a complaint's answer reach each of
 * them through the push service, encrypted for that device (the stand-in decrypts them with the keys the test
 * made, as the browser would) and signed with the server's VAPID key. A dead subscription (410) is deleted;
 * a failure is retried and delivered once; a 'listo' recalled before it left sends nothing; nobody can remove
 * another customer's device. On PostgreSQL: two processes deliver each notification once, and notifications
 * queued by a process that stopped are delivered by the next.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '../../model/entities';
import type { PushSubscriptionInfo } from '../../model/push';
import { loadConfig } from '../../server/config';
import { pushOutbox } from '../../server/db/schema';
import { resolveVapidKeys } from '../../server/push/vapid-keys';
import { expectApiError } from './fixtures';
import { startSecondProcess, startTestServer, testDatabases, type TestServer } from './helper';
import { startPushStandIn, type PushStandIn, type TestSubscription } from './push-stand-in';
import { demoSessions, dishWithStock, otherCustomer, type Session, type Sessions } from './sessions';

const MONDAY = new Date('2025-03-10T12:07:00Z');
const METRICS_TOKEN = 'push-metrics-token-0123456789';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

function pushServer(kind: 'pglite' | 'postgres', env: NodeJS.ProcessEnv = {}) {
  return startTestServer(kind, {
    env: {
      OPENING_HOURS: '12:00-16:00',
      MAX_PENDING_ORDERS: '50',
      VAPID_SUBJECT: 'mailto:cocina@cantina.example',
      METRICS_TOKEN,
      ...env,
    },
    // the worker only runs when the test wakes it (or once at start), so each test sees exactly its own rounds
    config: { now: () => MONDAY, pushHttpEndpoints: true, pushPollMs: 3_600_000, pushRetryBaseMs: 1 },
  });
}

async function metric(server: TestServer, series: string): Promise<number> {
  const res = await server.request({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const line = res.body.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? NaN : Number(line.slice(series.length + 1));
}

describe.each(testDatabases())('Web Push on %s', (kind) => {
  let server: TestServer;
  let push: PushStandIn;
  let s: Sessions;
  let dishId: number;

  beforeAll(async () => {
    push = await startPushStandIn();
    server = await pushServer(kind);
    s = await demoSessions(server);
    dishId = (await dishWithStock(server, 1000, 1280)).id;
  });
  afterAll(async () => {
    await server?.close();
    await push?.close();
  });

  const put = (url: string, token: string) => server.request({ method: 'PUT', url, token });
  async function subscribe(token: string, sub: TestSubscription, language?: 'es' | 'en') {
    const res = await server.request({
      method: 'POST',
      url: '/api/push/subscriptions',
      token,
      headers: { 'user-agent': ANDROID_CHROME },
      body: { ...sub.json, expirationTime: null, ...(language ? { language } : {}) },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<PushSubscriptionInfo>();
  }
  const mine = async (token: string) =>
    (await server.request({ method: 'GET', url: '/api/push/subscriptions', token })).json<PushSubscriptionInfo[]>();
  async function placeOrder(token: string): Promise<number> {
    const placed = await server.request({
      method: 'POST',
      url: '/api/orders',
      token,
      body: { pickupHour: '14:00', lines: [{ dishId, quantity: 1 }] },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    return placed.json<Order>().id;
  }
  const deliver = () => server.app.pushDelivery.wake();

  it("tells the customer's phone 'listo', encrypted for it and signed with the server's key", async () => {
    const sub = push.subscription('listo');
    const saved = await subscribe(s.customer.token, sub);
    expect(saved.device).toBe('Chrome · Android');
    const key = (await server.request({ method: 'GET', url: '/api/push/key', token: s.customer.token })).json<{
      publicKey: string;
    }>();

    const id = await placeOrder(s.customer.token);
    await deliver();
    expect(push.messages(sub)).toEqual([]); // placing an order notifies nobody
    expect((await put(`/api/orders/${id}/finish`, s.chef.token)).statusCode).toBe(200);
    await deliver();

    expect(push.messages(sub)).toEqual([
      {
        title: `Tu pedido nº ${id} está listo`,
        body: 'Ya puedes recogerlo en el mostrador.',
        tag: `order-${id}`,
        url: `/pedidos?pedido=${id}`,
        kind: 'ready',
        number: id,
        status: 'finished',
      },
    ]);
    const [message] = push.received.filter((r) => r.path === sub.path);
    expect(message.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(message.headers.ttl)).toBeGreaterThan(0);
    expect(message.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${key.publicKey}$`));
    const jwt = JSON.parse(Buffer.from(String(message.headers.authorization).split(/[ .,]/)[2], 'base64url').toString());
    expect(jwt).toMatchObject({ aud: push.base, sub: 'mailto:cocina@cantina.example' });

    // a board replaying its 'listo' (offline queue) notifies nobody twice
    expect((await put(`/api/orders/${id}/finish`, s.chef.token)).statusCode).toBe(200);
    await deliver();
    expect(push.messages(sub)).toHaveLength(1);
    expect(await metric(server, 'comedor_push_sent_total')).toBeGreaterThanOrEqual(1);
  });

  it("tells every device of the customer, each in its own language, and a recall says it's back in the kitchen", async () => {
    const customer = await otherCustomer(server, 1);
    const phone = push.subscription('phone');
    const laptop = push.subscription('laptop');
    await subscribe(customer.token, phone, 'es');
    await subscribe(customer.token, laptop, 'en');
    const id = await placeOrder(customer.token);
    await put(`/api/orders/${id}/finish`, s.chef.token);
    await deliver();
    expect(push.messages(phone).map((m) => m.title)).toEqual([`Tu pedido nº ${id} está listo`]);
    expect(push.messages(laptop).map((m) => m.title)).toEqual([`Your order no. ${id} is ready`]);

    expect((await put(`/api/orders/${id}/reopen`, s.chef.token)).statusCode).toBe(200);
    await deliver();
    expect(push.messages(phone)[1]).toMatchObject({
      title: `Tu pedido nº ${id} vuelve a cocina`,
      tag: `order-${id}`,
      number: id,
      status: 'pending',
      url: `/pedidos?pedido=${id}`,
    });
    expect(push.messages(laptop)[1]).toMatchObject({ title: `Your order no. ${id} is back in the kitchen`, status: 'pending' });
  });

  it("sends nothing for a 'listo' recalled before its notification left (neither 'listo' nor the recall)", async () => {
    const customer = await otherCustomer(server, 2);
    const sub = push.subscription('undone');
    await subscribe(customer.token, sub);
    const id = await placeOrder(customer.token);
    await put(`/api/orders/${id}/finish`, s.chef.token);
    await put(`/api/orders/${id}/reopen`, s.chef.token);
    await deliver();
    expect(push.messages(sub)).toEqual([]);
    // the second 'listo' is the one the customer hears about
    await put(`/api/orders/${id}/finish`, s.chef.token);
    await deliver();
    expect(push.messages(sub).map((m) => m.kind)).toEqual(['ready']);
  });

  it("tells the customer a complaint was answered, with the answer's first words", async () => {
    const customer = await otherCustomer(server, 3);
    const sub = push.subscription('complaint');
    await subscribe(customer.token, sub);
    const created = await server.request({
      method: 'POST',
      url: '/api/complaints',
      token: customer.token,
      body: { message: 'La sopa llegó fría.' },
    });
    const complaintId = created.json<{ id: number }>().id;
    const answer = await server.request({
      method: 'PUT',
      url: `/api/complaints/id/${complaintId}`,
      token: s.admin.token,
      body: { answer: 'Lo sentimos mucho: la próxima sopa corre de nuestra cuenta.' },
    });
    expect(answer.statusCode).toBe(200);
    await deliver();
    expect(push.messages(sub)).toEqual([
      {
        title: 'Han respondido a tu queja',
        body: 'Lo sentimos mucho: la próxima sopa corre de nuestra cuenta.',
        tag: `complaint-${complaintId}`,
        url: '/soporte',
        kind: 'answer',
        number: complaintId,
      },
    ]);
  });

  it('deletes a subscription at once when the push service answers 410 Gone', async () => {
    const customer = await otherCustomer(server, 4);
    const sub = push.subscription('gone');
    const kept = push.subscription('kept');
    await subscribe(customer.token, sub);
    await subscribe(customer.token, kept);
    push.answer(sub.path, 410);
    const gone = await metric(server, 'comedor_push_subscriptions_gone_total');
    const id = await placeOrder(customer.token);
    await put(`/api/orders/${id}/finish`, s.chef.token);
    await deliver();
    expect((await mine(customer.token)).map((m) => m.endpoint)).toEqual([kept.json.endpoint]);
    expect(push.messages(kept)).toHaveLength(1);
    expect(await metric(server, 'comedor_push_subscriptions_gone_total')).toBe(gone + 1);
    // later events do not try the dead device again
    await put(`/api/orders/${id}/reopen`, s.chef.token);
    await deliver();
    expect(push.messages(kept)).toHaveLength(2);
  });

  it('retries a notification the push service could not take (500) and delivers it once', async () => {
    const customer = await otherCustomer(server, 5);
    const sub = push.subscription('retry');
    await subscribe(customer.token, sub);
    push.answerNext(sub.path, 500, 2);
    const failed = await metric(server, 'comedor_push_failed_attempts_total');
    const id = await placeOrder(customer.token);
    await put(`/api/orders/${id}/finish`, s.chef.token);
    for (let round = 0; round < 3; round++) {
      await new Promise((r) => setTimeout(r, 20)); // past the 1 ms, 2 ms backoff
      await deliver();
    }
    expect(push.messages(sub).map((m) => m.number)).toEqual([id]);
    expect(await metric(server, 'comedor_push_failed_attempts_total')).toBe(failed + 2);
    const rows = (await server.database.db.select().from(pushOutbox)).filter((r) => r.subjectId === id);
    expect(rows.map((r) => [r.attempts, r.sentAt !== null])).toEqual([[3, true]]);
  });

  it("lists only the customer's own devices and lets nobody else remove them", async () => {
    const owner = await otherCustomer(server, 6);
    const intruder = await otherCustomer(server, 7);
    const sub = await subscribe(owner.token, push.subscription('mine'));
    expect((await mine(owner.token)).map((m) => m.id)).toEqual([sub.id]);
    expect(await mine(intruder.token)).toEqual([]);

    const del = (token: string | undefined, id = sub.id) =>
      server.request({ method: 'DELETE', url: `/api/push/subscriptions/${id}`, token });
    expectApiError(await del(intruder.token), 403);
    expectApiError(await del(s.chef.token), 403);
    expectApiError(await del(undefined), 401);
    expect((await mine(owner.token)).map((m) => m.id)).toEqual([sub.id]);
    expect((await del(owner.token)).statusCode).toBe(204);
    expect(await mine(owner.token)).toEqual([]);
    expectApiError(await del(owner.token), 404);
  });

  it('refuses subscriptions from the staff, without a session and with a malformed key or address', async () => {
    const sub = push.subscription('refused');
    const post = (token: string | undefined, body: object) =>
      server.request({ method: 'POST', url: '/api/push/subscriptions', token, body });
    expectApiError(await post(s.chef.token, sub.json), 403);
    expectApiError(await post(undefined, sub.json), 401);
    expectApiError(await post(s.customer.token, { ...sub.json, keys: { p256dh: 'corta', auth: sub.json.keys.auth } }), 400);
    expectApiError(await post(s.customer.token, { ...sub.json, endpoint: 'no es una dirección' }), 400, 'endpoint');
    expectApiError(await post(s.customer.token, { ...sub.json, endpoint: 'ftp://push.example/x' }), 400, 'endpoint');
    expectApiError(await server.request({ method: 'GET', url: '/api/push/key' }), 401);
  });

  it('moves a device to whoever subscribed last on it (two accounts on one phone: one recipient)', async () => {
    const first = await otherCustomer(server, 8);
    const second = await otherCustomer(server, 9);
    const sub = push.subscription('shared');
    await subscribe(first.token, sub);
    await subscribe(second.token, sub);
    expect(await mine(first.token)).toEqual([]);
    expect(await mine(second.token)).toHaveLength(1);
    const id = await placeOrder(first.token);
    await put(`/api/orders/${id}/finish`, s.chef.token);
    await deliver();
    expect(push.messages(sub)).toEqual([]);
  });
});

describe('Web Push settings', () => {
  it('takes the VAPID subject from VAPID_SUBJECT or MAIL_FROM and refuses localhost', () => {
    expect(loadConfig({ VAPID_SUBJECT: 'mailto:cocina@cantina.example' }).vapidSubject).toBe('mailto:cocina@cantina.example');
    expect(loadConfig({ MAIL_FROM: 'Cantina Sol <pedidos@cantina.example>' }).vapidSubject).toBe(
      'mailto:pedidos@cantina.example',
    );
    // the default MAIL_FROM is at localhost: Web Push stays off rather than be refused by Apple
    expect(loadConfig({}).vapidSubject).toBeNull();
    expect(() => loadConfig({ VAPID_SUBJECT: 'mailto:yo@localhost' })).toThrow(/VAPID_SUBJECT no puede apuntar a localhost/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'https://localhost:3000' })).toThrow(/localhost/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'cocina@cantina.example' })).toThrow(/VAPID_SUBJECT debe ser mailto:/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'abc' })).toThrow(/VAPID_PUBLIC_KEY y VAPID_PRIVATE_KEY/);
  });

  it('answers 409 push_unavailable while Web Push is off', async () => {
    const off = await startTestServer('pglite', { env: { MAIL_FROM: 'Comedor <no-reply@localhost>' } });
    try {
      const token = (await demoSessions(off)).customer.token;
      const res = await off.request({ method: 'GET', url: '/api/push/key', token });
      expectApiError(res, 409);
      expect(res.json().code).toBe('push_unavailable');
    } finally {
      await off.close();
    }
  });

  it('generates the key pair once into the data folder, unless both keys come from the environment', () => {
    const dir = mkdtempSync(join(tmpdir(), 'comedor-vapid-'));
    const first = resolveVapidKeys(null, null, dir);
    expect(first.publicKey).toMatch(/^[\w-]{87}$/);
    expect(resolveVapidKeys(null, null, dir)).toEqual(first); // a restart, or a second process on this folder
    expect(resolveVapidKeys('pub', 'priv', dir)).toEqual({ publicKey: 'pub', privateKey: 'priv' });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('Web Push with several processes on PostgreSQL', () => {
  let push: PushStandIn;
  let server: TestServer;
  let s: Sessions;
  let customer: Session;
  let dishId: number;
  beforeEach(async () => {
    push = await startPushStandIn();
    server = await pushServer('postgres');
    s = await demoSessions(server);
    customer = await otherCustomer(server, 1);
    dishId = (await dishWithStock(server, 1000, 1280)).id;
    return async () => {
      await server.close();
      await push.close();
    };
  });

  async function finishedOrders(n: number): Promise<number[]> {
    const ids: number[] = [];
    for (let i = 0; i < n; i++) {
      const placed = await server.request({
        method: 'POST',
        url: '/api/orders',
        token: customer.token,
        body: { pickupHour: '14:00', lines: [{ dishId, quantity: 1 }] },
      });
      ids.push(placed.json<Order>().id);
      await server.request({ method: 'PUT', url: `/api/orders/${ids[i]}/finish`, token: s.chef.token });
    }
    return ids;
  }
  async function subscribe(sub: TestSubscription) {
    const res = await server.request({ method: 'POST', url: '/api/push/subscriptions', token: customer.token, body: sub.json });
    expect(res.statusCode).toBe(201);
  }

  it('delivers each notification exactly once when two processes send at the same time', async () => {
    const subs = [push.subscription('a'), push.subscription('b'), push.subscription('c')];
    for (const sub of subs) await subscribe(sub);
    const ids = await finishedOrders(15);
    const second = await startSecondProcess(server);
    try {
      await Promise.all([server.app.pushDelivery.wake(), second.app.pushDelivery.wake(), server.app.pushDelivery.wake()]);
      await Promise.all([server.app.pushDelivery.wake(), second.app.pushDelivery.wake()]);
    } finally {
      await second.close();
    }
    for (const sub of subs) expect(push.messages(sub).map((m) => m.number)).toEqual(ids);
  });

  it('delivers, after a restart, what a stopped process had queued', async () => {
    const sub = push.subscription('restart');
    await subscribe(sub);
    push.answer(sub.path, 503); // the push service is down while the first process runs
    const ids = await finishedOrders(2);
    await server.app.pushDelivery.wake();
    expect(push.messages(sub)).toEqual([]);
    await server.app.close(); // the process stops with both notifications undelivered
    push.answer(sub.path, 201);
    const next = await startSecondProcess(server); // its start looks for due notifications at once
    try {
      await next.app.pushDelivery.wake();
      expect(push.messages(sub).map((m) => m.number)).toEqual(ids);
    } finally {
      await next.close();
    }
    // server.close() in the hook closes the app again (a no-op) and drops the database
  });
});
