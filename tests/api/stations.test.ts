/**
 * Kitchen stations (issue 14): the administrator defines them, the kitchen reads them; a station marks its
 * lines of an order done and the order is 'listo' only once every station with lines in it is done.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Order, OrderEvent, User } from '../../model/entities';
import type { Station } from '../../model/entities';
import { dishes } from '../../server/db/schema';
import { expectApiError } from './fixtures';
import { startTestServer, testDatabases, type TestServer } from './helper';
import { demoSessions, type Sessions } from './sessions';
import { openStream, type SseStream } from './sse-client';

const MONDAY = new Date('2025-03-10T12:07:00Z');
const COCINA = 1;
const POSTRES = 2;

describe.each(testDatabases())('kitchen stations on %s', (kind) => {
  let server: TestServer;
  let s: Sessions;
  let base: string;
  /** a Primeros dish (Cocina) and a Postres dish (Postres), 10 € each */
  let primero: number;
  let postre: number;
  const open: SseStream[] = [];

  beforeAll(async () => {
    server = await startTestServer(kind, {
      env: { OPENING_HOURS: '12:00-16:00', MAX_PENDING_ORDERS: '50' },
      config: { now: () => MONDAY },
    });
    s = await demoSessions(server);
    base = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const rows = await server.database.db
      .insert(dishes)
      .values([
        { name: 'Crema de calabaza de prueba', dailyPortions: 1000, costCents: 1000, categoryId: 1 },
        { name: 'Flan de prueba', dailyPortions: 1000, costCents: 1000, categoryId: 4 },
      ])
      .returning({ id: dishes.id });
    primero = rows[0].id;
    postre = rows[1].id;
  });
  afterEach(() => {
    for (const stream of open.splice(0)) stream.close();
  });
  afterAll(async () => server?.close());

  const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, body?: unknown) =>
    server.request({ method, url, token, body });
  async function placed(lines: { dishId: number; quantity: number }[], token = s.customer.token): Promise<Order> {
    const res = await req('POST', '/api/orders', token, { pickupHour: '14:00', lines });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Order>();
  }
  const done = (orderId: number, stationId: number, token = s.chef.token) =>
    req('PUT', `/api/orders/${orderId}/stations/${stationId}/done`, token);
  const orderOf = async (id: number) => (await req('GET', `/api/orders/${id}`, s.chef.token)).json<Order>();
  const pointsOf = async (token: string) => (await req('GET', '/api/users/me', token)).json<User>().points;
  async function stream(token: string): Promise<SseStream> {
    const st = await openStream(`${base}/api/events/orders`, { authorization: `Bearer ${token}` });
    open.push(st);
    return st;
  }
  const about = (type: string, orderId: number) => (e: { event: string; data: string }) =>
    e.event === type && JSON.parse(e.data).order.id === orderId;

  it('seeds Cocina, Postres and Barra, readable by the kitchen and admins only', async () => {
    for (const token of [s.chef.token, s.admin.token]) {
      const res = await req('GET', '/api/stations', token);
      expect(res.statusCode).toBe(200);
      expect(res.json<Station[]>().slice(0, 3)).toEqual([
        {
          id: 1,
          name: 'Cocina',
          categoryIds: [1, 2, 3],
          categories: [
            { id: 1, name: 'Primeros' },
            { id: 2, name: 'Segundos' },
            { id: 3, name: 'Entrantes' },
          ],
        },
        { id: 2, name: 'Postres', categoryIds: [4], categories: [{ id: 4, name: 'Postres' }] },
        { id: 3, name: 'Barra', categoryIds: [5], categories: [{ id: 5, name: 'Bebidas' }] },
      ]);
    }
    expectApiError(await req('GET', '/api/stations', s.customer.token), 403);
    expectApiError(await req('GET', '/api/stations'), 401);
    expect((await req('GET', '/api/stations/2', s.chef.token)).json<Station>().name).toBe('Postres');
    expectApiError(await req('GET', '/api/stations/999', s.chef.token), 404);
  });

  it('lets only the administrator create, rename and delete a station, with a 409 for a taken category or name', async () => {
    const body = { name: 'Plancha', categoryIds: [] };
    expectApiError(await req('POST', '/api/stations', s.chef.token, body), 403);
    expectApiError(await req('POST', '/api/stations', s.customer.token, body), 403);
    expectApiError(await req('POST', '/api/stations', undefined, body), 401);
    const created = await req('POST', '/api/stations', s.admin.token, body);
    expect(created.statusCode, created.body).toBe(201);
    const plancha = created.json<Station>();
    expect(plancha).toMatchObject({ name: 'Plancha', categoryIds: [] });

    const taken = await req('PUT', `/api/stations/${plancha.id}`, s.admin.token, { name: 'Plancha', categoryIds: [2] });
    expectApiError(taken, 409, 'categoryIds');
    expect(taken.json<{ message: string }>().message).toBe(
      'La categoría Segundos ya la prepara la estación «Cocina»: quítala de allí primero.',
    );
    const sameName = await req('POST', '/api/stations', s.admin.token, { name: ' cocina ', categoryIds: [] });
    expectApiError(sameName, 409, 'name');
    expect(sameName.json<{ message: string }>().message).toBe('Ya existe una estación llamada «cocina».');

    // Segundos moves from Cocina to Plancha
    expect(
      (await req('PUT', '/api/stations/1', s.admin.token, { name: 'Cocina', categoryIds: [1, 3] })).json<Station>().categoryIds,
    ).toEqual([1, 3]);
    expectApiError(await req('PUT', `/api/stations/${plancha.id}`, s.chef.token, { name: 'Plancha', categoryIds: [2] }), 403);
    const moved = await req('PUT', `/api/stations/${plancha.id}`, s.admin.token, { name: 'Plancha caliente', categoryIds: [2] });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<Station>()).toMatchObject({
      name: 'Plancha caliente',
      categoryIds: [2],
      categories: [{ id: 2, name: 'Segundos' }],
    });

    expectApiError(await req('DELETE', `/api/stations/${plancha.id}`, s.chef.token), 403);
    expect((await req('DELETE', `/api/stations/${plancha.id}`, s.admin.token)).statusCode).toBe(204);
    expectApiError(await req('DELETE', `/api/stations/${plancha.id}`, s.admin.token), 404);
    expectApiError(await req('PUT', `/api/stations/${plancha.id}`, s.admin.token, body), 404);
    expect((await req('PUT', '/api/stations/1', s.admin.token, { name: 'Cocina', categoryIds: [1, 2, 3] })).statusCode).toBe(200);
  });

  it('answers bad input with a 400 in Spanish', async () => {
    const bad: unknown[] = [
      { name: '', categoryIds: [] },
      { name: '   ', categoryIds: [] },
      { name: 'x'.repeat(41), categoryIds: [] },
      { name: 'Horno', categoryIds: [6] },
      { name: 'Horno', categoryIds: [0] },
      { name: 'Horno', categoryIds: [1, 1] },
      { name: 'Horno', categoryIds: 'Primeros' },
      { name: 'Horno' },
      { name: 'Horno', categoryIds: [], extra: true },
    ];
    for (const body of bad) {
      const res = await req('POST', '/api/stations', s.admin.token, body);
      expectApiError(res, 400);
      expect(res.json<{ message: string }>().message).not.toMatch(/must|should/);
    }
    expectApiError(await req('PUT', '/api/stations/abc', s.admin.token, { name: 'Horno', categoryIds: [] }), 400);
    expectApiError(await req('PUT', '/api/orders/abc/stations/1/done', s.chef.token), 400);
    expectApiError(await req('PUT', '/api/orders/1/stations/0/done', s.chef.token), 400);
  });

  it('finishes an order with lines for two stations only after both are done, crediting the points once', async () => {
    const before = await pointsOf(s.other.token);
    const order = await placed(
      [
        { dishId: primero, quantity: 1 },
        { dishId: postre, quantity: 2 },
      ],
      s.other.token,
    );
    expect(order.stations).toEqual([
      { id: COCINA, name: 'Cocina', done: false },
      { id: POSTRES, name: 'Postres', done: false },
    ]);
    expect(order.lines.map((l) => [l.dishId, l.stationId])).toEqual([
      [primero, COCINA],
      [postre, POSTRES],
    ]);

    expectApiError(await done(order.id, POSTRES, s.customer.token), 403);
    expectApiError(await done(order.id, POSTRES, s.other.token), 403);
    const first = await done(order.id, POSTRES);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<Order>()).toMatchObject({
      status: 'pending',
      finishedAt: null,
      stations: [
        { id: COCINA, done: false },
        { id: POSTRES, done: true },
      ],
    });
    expect(first.json<Order>().estimatedReadyAt).toBeTruthy();
    // the same station again changes nothing
    expect((await done(order.id, POSTRES)).json<Order>().status).toBe('pending');
    expect(await pointsOf(s.other.token)).toBe(before);
    const pending = (await req('GET', '/api/orders?status=pending', s.chef.token)).json<Order[]>();
    expect(pending.find((o) => o.id === order.id)?.stations).toEqual([
      { id: COCINA, name: 'Cocina', done: false },
      { id: POSTRES, name: 'Postres', done: true },
    ]);

    const last = await done(order.id, COCINA, s.admin.token);
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json<Order>()).toMatchObject({
      status: 'finished',
      stations: [
        { id: COCINA, done: true },
        { id: POSTRES, done: true },
      ],
    });
    expect(last.json<Order>().finishedAt).toBeTruthy();
    expect(await pointsOf(s.other.token)).toBe(before + 30);

    // a replay of the last tap is a success that changes nothing
    const again = await done(order.id, COCINA);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<Order>().finishedAt).toBe(last.json<Order>().finishedAt);
    expect(await pointsOf(s.other.token)).toBe(before + 30);
  });

  it('refuses a station without lines in the order (409), an unknown station or order (404)', async () => {
    const order = await placed([{ dishId: primero, quantity: 1 }]);
    expect(order.stations).toEqual([{ id: COCINA, name: 'Cocina', done: false }]);
    const res = await done(order.id, 3);
    expectApiError(res, 409);
    expect(res.json<{ message: string }>().message).toBe(`El pedido nº${order.id} no tiene platos de la estación «Barra».`);
    expectApiError(await done(order.id, 999), 404);
    expectApiError(await done(999999, COCINA), 404);
    // one station with lines: its completion is the order's 'listo'
    expect((await done(order.id, COCINA)).json<Order>().status).toBe('finished');
  });

  it('tells every board of a station’s progress, and the customer of the final ‘listo’', async () => {
    const order = await placed([
      { dishId: primero, quantity: 1 },
      { dishId: postre, quantity: 1 },
    ]);
    const board = await stream(s.chef.token);
    const customer = await stream(s.customer.token);
    expect((await done(order.id, POSTRES)).statusCode).toBe(200);
    const updated = JSON.parse((await board.waitFor(about('order.updated', order.id), 2000)).data) as OrderEvent;
    expect(updated.order).toMatchObject({
      id: order.id,
      status: 'pending',
      stations: [
        { id: COCINA, done: false },
        { id: POSTRES, done: true },
      ],
    });
    expect((await done(order.id, COCINA)).statusCode).toBe(200);
    for (const st of [board, customer]) {
      const finished = JSON.parse((await st.waitFor(about('order.finished', order.id), 2000)).data) as OrderEvent;
      expect(finished.order).toMatchObject({ id: order.id, status: 'finished' });
    }
  });

  it('clears the stations’ progress when the order is recalled, and the full view still finishes it whole', async () => {
    const order = await placed([
      { dishId: primero, quantity: 1 },
      { dishId: postre, quantity: 1 },
    ]);
    expect((await done(order.id, POSTRES)).statusCode).toBe(200);
    expect((await done(order.id, COCINA)).json<Order>().status).toBe('finished');
    const recalled = await req('PUT', `/api/orders/${order.id}/reopen`, s.chef.token);
    expect(recalled.statusCode, recalled.body).toBe(200);
    expect(recalled.json<Order>()).toMatchObject({
      status: 'pending',
      stations: [
        { id: COCINA, done: false },
        { id: POSTRES, done: false },
      ],
    });
    // one station is not enough after the recall
    expect((await done(order.id, POSTRES)).json<Order>().status).toBe('pending');
    // the full view's 'listo' finishes it whatever the stations say
    const finished = await req('PUT', `/api/orders/${order.id}/finish`, s.chef.token);
    expect(finished.json<Order>().status).toBe('finished');
    expect((await orderOf(order.id)).status).toBe('finished');
  });

  it('leaves an order with a line no station prepares to the full view’s ‘listo’', async () => {
    expect((await req('PUT', '/api/stations/2', s.admin.token, { name: 'Postres', categoryIds: [] })).statusCode).toBe(200);
    try {
      const order = await placed([
        { dishId: primero, quantity: 1 },
        { dishId: postre, quantity: 1 },
      ]);
      expect(order.stations).toEqual([{ id: COCINA, name: 'Cocina', done: false }]);
      expect(order.lines.find((l) => l.dishId === postre)?.stationId).toBeNull();
      expect((await done(order.id, COCINA)).json<Order>()).toMatchObject({
        status: 'pending',
        stations: [{ id: COCINA, done: true }],
      });
      expect((await req('PUT', `/api/orders/${order.id}/finish`, s.chef.token)).json<Order>().status).toBe('finished');
    } finally {
      await req('PUT', '/api/stations/2', s.admin.token, { name: 'Postres', categoryIds: [4] });
    }
  });
});
