/**
 * The counter's display-only account (role Pantalla): it reads today's pick-up numbers and the live stream,
 * never a customer's name, e-mail or lines, and is refused every other authenticated call.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Order, User } from '../../model/entities';
import { expectApiError } from './fixtures';
import { DISPLAY_EMAIL, startTestServer, testDatabases, type TestServer } from './helper';
import { demoSessions, dishWithStock, sessionFor, type Session, type Sessions } from './sessions';
import { openStream, type SseStream } from './sse-client';

const NOW = new Date('2025-03-10T12:07:00Z');

describe.each(testDatabases())('the pick-up display account on %s', (kind) => {
  let server: TestServer;
  let s: Sessions;
  let display: Session;
  let base: string;
  let dishId: number;
  let customer: User;
  const open: SseStream[] = [];

  beforeAll(async () => {
    server = await startTestServer(kind, {
      env: { OPENING_HOURS: '12:00-16:00', MAX_PENDING_ORDERS: '50' },
      config: { now: () => NOW },
    });
    s = await demoSessions(server);
    display = await sessionFor(server, DISPLAY_EMAIL);
    base = await server.app.listen({ port: 0, host: '127.0.0.1' });
    dishId = (await dishWithStock(server, 1000)).id;
    customer = (await server.request({ method: 'GET', url: '/api/users/me', token: s.customer.token })).json<User>();
  });
  afterEach(() => {
    for (const stream of open.splice(0)) stream.close();
  });
  afterAll(async () => server?.close());

  /** Every piece of the customer (and of the order's lines) that must never reach the display. */
  const expectNoCustomerData = (text: string) => {
    for (const secret of [customer.name, customer.surname, customer.email, 'customer', 'lines', 'allergens', 'total'])
      expect(text).not.toContain(secret);
  };

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

  it('logs in with the demo password and lands on the pick-up screen', async () => {
    const login = await server.request({
      method: 'POST',
      url: '/api/login',
      body: { userName: DISPLAY_EMAIL, password: 'comedor123' },
    });
    expect(login.statusCode, login.body).toBe(200);
    const me = await server.request({ method: 'GET', url: '/api/users/me', token: display.token });
    expect(me.statusCode).toBe(200);
    expect(me.json<User>().role).toEqual({ id: 4, name: 'Pantalla' });
  });

  it('reads today’s order numbers and progress, and nothing about the customers', async () => {
    const pending = await placed();
    const ready = await placed();
    expect((await server.request({ method: 'PUT', url: `/api/orders/${ready.id}/finish`, token: s.chef.token })).statusCode).toBe(
      200,
    );
    const res = await server.request({ method: 'GET', url: '/api/orders/pickup', token: display.token });
    expect(res.statusCode, res.body).toBe(200);
    expectNoCustomerData(res.body);
    const list = res.json<Record<string, unknown>[]>();
    for (const row of list) expect(Object.keys(row).sort()).toEqual(['collectedAt', 'finishedAt', 'id', 'number', 'status']);
    expect(list.find((o) => o.id === pending.id)).toEqual({
      id: pending.id,
      number: pending.number,
      status: 'pending',
      finishedAt: null,
      collectedAt: null,
    });
    expect(list.find((o) => o.id === ready.id)).toMatchObject({ id: ready.id, number: ready.number, status: 'finished' });
    expect(list.find((o) => o.id === ready.id)!.finishedAt).toBeTruthy();
    // The kitchen reads the same list; a customer may not.
    expect((await server.request({ method: 'GET', url: '/api/orders/pickup', token: s.chef.token })).json()).toEqual(list);
    expectApiError(await server.request({ method: 'GET', url: '/api/orders/pickup', token: s.customer.token }), 403);
    expectApiError(await server.request({ method: 'GET', url: '/api/orders/pickup' }), 401);
  });

  it('is refused the orders, users, dishes, figures and kitchen calls', async () => {
    const order = await placed();
    const calls: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown][] = [
      ['GET', '/api/orders'],
      ['GET', '/api/orders?date=2025-03-10'],
      ['GET', `/api/orders/${order.id}`],
      ['GET', '/api/orders/mine'],
      ['POST', '/api/orders', { pickupHour: '14:00', lines: [{ dishId, quantity: 1 }] }],
      ['PUT', `/api/orders/${order.id}/finish`],
      ['PUT', `/api/orders/${order.id}/collect`],
      ['GET', '/api/users'],
      ['GET', `/api/users/id/${display.id}`],
      ['PUT', `/api/users/${display.id}`, { name: 'Pantalla', surname: 'Mostrador', email: DISPLAY_EMAIL }],
      ['PUT', `/api/users/${display.id}/password`, { oldPassword: 'comedor123', newPassword: 'segura123' }],
      ['GET', '/api/dishes'],
      ['GET', `/api/dishes/${dishId}`],
      ['GET', '/api/stats/dashboard'],
      ['GET', '/api/stats/analysis'],
      ['GET', '/api/kitchen/status'],
      ['PUT', '/api/kitchen/pause', { minutes: 10 }],
      ['GET', '/api/stations'],
      ['GET', '/api/allergens'],
      ['GET', '/api/rewards'],
      ['GET', '/api/complaints/mine'],
      ['GET', '/api/hours'],
    ];
    for (const [method, url, body] of calls) {
      const res = await server.request({ method, url, token: display.token, body });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(403);
      expect(res.json<{ message: string }>().message).toBe('Esta cuenta solo puede mostrar la pantalla de recogida.');
    }
    // Nothing changed: the order is still pending and the kitchen is not paused.
    expect(
      (await server.request({ method: 'GET', url: `/api/orders/${order.id}`, token: s.chef.token })).json<Order>().status,
    ).toBe('pending');
    expect(
      (await server.request({ method: 'GET', url: '/api/kitchen/status', token: s.chef.token })).json<{
        pausedUntil: string | null;
      }>().pausedUntil,
    ).toBeNull();
  });

  it('gets live events with the number and progress only, never the customer', async () => {
    const stream = await openStream(`${base}/api/events/orders`, { authorization: `Bearer ${display.token}` });
    const board = await openStream(`${base}/api/events/orders`, { authorization: `Bearer ${s.chef.token}` });
    open.push(stream, board);
    expect(stream.status).toBe(200);
    const order = await placed();
    expect((await server.request({ method: 'PUT', url: `/api/orders/${order.id}/finish`, token: s.chef.token })).statusCode).toBe(
      200,
    );
    const created = await stream.waitFor((e) => e.event === 'order.created' && JSON.parse(e.data).order.id === order.id, 3000);
    const finished = await stream.waitFor((e) => e.event === 'order.finished' && JSON.parse(e.data).order.id === order.id, 3000);
    // (an event carries the order as it is when the event is sent: the creation may already show it finished)
    expect(Object.keys(JSON.parse(created.data).order).sort()).toEqual([
      'collectedAt',
      'finishedAt',
      'id',
      'number',
      'pickupDate',
      'status',
    ]);
    expect(JSON.parse(created.data).order).toMatchObject({
      id: order.id,
      number: order.number,
      pickupDate: '2025-03-10',
      collectedAt: null,
    });
    expect(JSON.parse(finished.data).order).toMatchObject({ id: order.id, number: order.number, status: 'finished' });
    for (const e of stream.events) expectNoCustomerData(e.data);
    // The kitchen's stream of the same events still carries the whole order.
    const full = await board.waitFor((e) => e.event === 'order.finished' && JSON.parse(e.data).order.id === order.id, 3000);
    expect(JSON.parse(full.data).order.customer.name).toBe(customer.name);

    // A replay after a reconnect is reduced the same way.
    const replay = await openStream(`${base}/api/events/orders?lastEventId=${Number(created.id) - 1}`, {
      authorization: `Bearer ${display.token}`,
    });
    open.push(replay);
    await replay.waitFor((e) => e.event === 'order.finished' && JSON.parse(e.data).order.id === order.id, 3000);
    for (const e of replay.events) expectNoCustomerData(e.data);

    // A stream ticket works for the display too.
    const ticket = await server.request({ method: 'POST', url: '/api/events/ticket', token: display.token });
    expect(ticket.statusCode).toBe(200);
  });

  it('lets an Administrador create a Pantalla account, which then has the same narrow rights', async () => {
    const created = await server.request({
      method: 'POST',
      url: '/api/users',
      token: s.admin.token,
      body: {
        name: 'Pantalla',
        surname: 'Terraza',
        email: 'pantalla.terraza@comedor.es',
        password: 'segura123',
        roleName: 'Pantalla',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<User>().role).toEqual({ id: 4, name: 'Pantalla' });
    const login = await server.request({
      method: 'POST',
      url: '/api/login',
      body: { userName: 'pantalla.terraza@comedor.es', password: 'segura123' },
    });
    expect(login.statusCode, login.body).toBe(200);
    const token = login.json<{ token: string }>().token;
    expect((await server.request({ method: 'GET', url: '/api/orders/pickup', token })).statusCode).toBe(200);
    expectApiError(await server.request({ method: 'GET', url: '/api/orders', token }), 403);
    const listed = await server.request({ method: 'GET', url: '/api/users?role=Pantalla', token: s.admin.token });
    expect(
      listed
        .json<User[]>()
        .map((u) => u.email)
        .sort(),
    ).toEqual(['pantalla.terraza@comedor.es', DISPLAY_EMAIL]);
  });
});
