import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../model/entities';
import { orders, users, usersAllergens } from '../../server/db/schema';
import { startTestServer, testDatabases, type TestServer } from './helper';
import { CALLERS, demoSessions, dishWithStock, stockOf, tokenOf, type Caller, type Sessions } from './sessions';

/** 13:07 in Madrid: the first offered slot is 13:15. */
const NOW = new Date('2025-03-10T12:07:00Z');
const HOUR = '13:30';

describe.each(testDatabases())('placing orders on %s', (kind) => {
  let server: TestServer;
  let s: Sessions;
  beforeAll(async () => {
    server = await startTestServer(kind, { env: { OPENING_HOURS: '12:00-16:00' }, config: { now: () => NOW } });
    s = await demoSessions(server);
  });
  afterAll(async () => server?.close());

  const place = (body: unknown, caller: Caller = 'customer') =>
    server.request({ method: 'POST', url: '/api/orders', token: tokenOf(s, caller), body });
  const pointsOf = async (id: number) =>
    (await server.database.db.select({ p: users.points }).from(users).where(eq(users.id, id)))[0]?.p ?? -1;
  const orderCount = async () => Number((await server.database.db.select({ n: sql<number>`count(*)` }).from(orders))[0]?.n ?? -1);

  it('lets only a Usuario place an order', async () => {
    const dish = await dishWithStock(server, 10);
    const expected: Record<Caller, number> = { admin: 403, chef: 403, customer: 201, anonymous: 401 };
    for (const caller of CALLERS) {
      const res = await place({ pickupHour: HOUR, lines: [{ dishId: dish.id, quantity: 1 }] }, caller);
      expect(res.statusCode, caller).toBe(expected[caller]);
    }
    expect(await stockOf(server, dish.id)).toBe(9);
  });

  it('prices the order from the database, merges repeated dishes and credits the points when it is finished', async () => {
    const soup = await dishWithStock(server, 10, 450);
    const wine = await dishWithStock(server, 10, 1280);
    const before = await pointsOf(s.customer.id);
    const res = await place({
      pickupHour: HOUR,
      lines: [
        { dishId: soup.id, quantity: 2 },
        { dishId: wine.id, quantity: 1 },
        { dishId: soup.id, quantity: 1 },
      ],
    });
    expect(res.statusCode).toBe(201);
    const order = res.json<Order>();
    expect(order).toMatchObject({ status: 'pending', pickupHour: HOUR, pickupDate: '2025-03-10', total: 26.3, finishedAt: null });
    expect(order.number).toBeGreaterThan(0);
    expect(order.lines).toEqual([
      // Segundos are prepared by the default station "Cocina" (id 1)
      {
        dishId: soup.id,
        name: soup.name,
        category: { id: 2, name: 'Segundos' },
        quantity: 3,
        price: 4.5,
        stationId: 1,
        customerAllergens: [],
      },
      {
        dishId: wine.id,
        name: wine.name,
        category: { id: 2, name: 'Segundos' },
        quantity: 1,
        price: 12.8,
        stationId: 1,
        customerAllergens: [],
      },
    ]);
    expect(order.customer).toMatchObject({ id: s.customer.id, name: 'Lucía' });
    expect(await stockOf(server, soup.id)).toBe(7);
    expect(await stockOf(server, wine.id)).toBe(9);
    expect(await pointsOf(s.customer.id)).toBe(before);
    await server.request({ method: 'PUT', url: `/api/orders/${order.id}/finish`, token: s.chef.token });
    expect(await pointsOf(s.customer.id)).toBe(before + 26);
  });

  it('ignores nothing the client says about money: a price field is refused', async () => {
    const dish = await dishWithStock(server, 10);
    const res = await place({ pickupHour: HOUR, lines: [{ dishId: dish.id, quantity: 1, price: 0.01 }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('lines.0.price');
    const total = await place({ pickupHour: HOUR, total: 1, lines: [{ dishId: dish.id, quantity: 1 }] });
    expect(total.json()).toMatchObject({ statusCode: 400, field: 'total' });
    expect(await stockOf(server, dish.id)).toBe(10);
  });

  it('refuses bad quantities, unknown and withdrawn dishes with the line at fault', async () => {
    const dish = await dishWithStock(server, 50);
    const gone = await dishWithStock(server, 5);
    await server.request({ method: 'DELETE', url: `/api/dishes/id/${gone.id}`, token: s.admin.token });
    const cases: [unknown, string][] = [
      [{ pickupHour: HOUR, lines: [{ dishId: dish.id, quantity: 0 }] }, 'lines.0.quantity'],
      [{ pickupHour: HOUR, lines: [{ dishId: dish.id, quantity: 21 }] }, 'lines.0.quantity'],
      [{ pickupHour: HOUR, lines: [{ dishId: dish.id, quantity: 1.5 }] }, 'lines.0.quantity'],
      [
        {
          pickupHour: HOUR,
          lines: [
            { dishId: dish.id, quantity: 15 },
            { dishId: dish.id, quantity: 15 },
          ],
        },
        'lines.0.quantity',
      ],
      [
        {
          pickupHour: HOUR,
          lines: [
            { dishId: dish.id, quantity: 1 },
            { dishId: 999999, quantity: 1 },
          ],
        },
        'lines.1.dishId',
      ],
      [
        {
          pickupHour: HOUR,
          lines: [
            { dishId: dish.id, quantity: 1 },
            { dishId: gone.id, quantity: 1 },
          ],
        },
        'lines.1.dishId',
      ],
      [{ pickupHour: HOUR, lines: [] }, 'lines'],
      [{ pickupHour: HOUR }, 'lines'],
      [{ lines: [{ dishId: dish.id, quantity: 1 }] }, 'pickupHour'],
    ];
    for (const [body, field] of cases) {
      const res = await place(body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().field, JSON.stringify(body)).toBe(field);
      expect(typeof res.json().message).toBe('string');
    }
    const malformed = await server.request({
      method: 'POST',
      url: '/api/orders',
      token: s.customer.token,
      body: '{"pickupHour":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(await stockOf(server, dish.id)).toBe(50);
  });

  it('answers 409 naming the dish when stock runs short, and changes nothing', async () => {
    const plenty = await dishWithStock(server, 10);
    const scarce = await dishWithStock(server, 2);
    const before = { points: await pointsOf(s.customer.id), orders: await orderCount() };
    const res = await place({
      pickupHour: HOUR,
      lines: [
        { dishId: plenty.id, quantity: 4 },
        { dishId: scarce.id, quantity: 3 },
      ],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().field).toBe('lines.1.quantity');
    expect(res.json().message).toBe(`No quedan suficientes raciones de «${scarce.name}» (quedan 2).`);
    expect(res.json()).toMatchObject({ code: 'order_not_enough', params: { name: scarce.name, left: 2 } });
    expect(await stockOf(server, plenty.id)).toBe(10);
    expect(await stockOf(server, scarce.id)).toBe(2);
    expect(await pointsOf(s.customer.id)).toBe(before.points);
    expect(await orderCount()).toBe(before.orders);
  });

  it('refuses a dish the kitchen marked sold out even with stock left', async () => {
    const dish = await dishWithStock(server, 10);
    await server.request({
      method: 'PUT',
      url: `/api/dishes/${dish.id}/availability`,
      token: s.chef.token,
      body: { isAvailable: false },
    });
    const res = await place({ pickupHour: HOUR, lines: [{ dishId: dish.id, quantity: 1 }] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ field: 'lines.0.quantity' });
    expect(res.json().message).toBe(`«${dish.name}» está agotado.`);
    // The code and its parameters, for the screens to word in their language.
    expect(res.json()).toMatchObject({ code: 'order_sold_out', params: { name: dish.name } });
  });

  it('puts the customer’s marked allergens on the order for the kitchen ticket', async () => {
    await server.database.db
      .insert(usersAllergens)
      .values({ userId: s.other.id, allergenId: 1, isAllergic: true })
      .onConflictDoUpdate({ target: [usersAllergens.userId, usersAllergens.allergenId], set: { isAllergic: true } });
    const dish = await dishWithStock(server, 5);
    const res = await place({ pickupHour: HOUR, lines: [{ dishId: dish.id, quantity: 1 }] }, 'customer');
    expect(res.json<Order>().customer!.allergens.every((a) => typeof a.name === 'string')).toBe(true);
    const other = await server.request({
      method: 'POST',
      url: '/api/orders',
      token: s.other.token,
      body: { pickupHour: HOUR, lines: [{ dishId: dish.id, quantity: 1 }] },
    });
    expect(other.statusCode).toBe(201);
    expect(other.json<Order>().customer!.allergens.map((a) => a.id)).toContain(1);
  });

  it('answers the 201 with the order exactly as reading it back shows it', async () => {
    await server.database.db
      .insert(usersAllergens)
      .values({ userId: s.other.id, allergenId: 2, isAllergic: true })
      .onConflictDoUpdate({ target: [usersAllergens.userId, usersAllergens.allergenId], set: { isAllergic: true } });
    const soup = await dishWithStock(server, 10, 450);
    const wine = await dishWithStock(server, 10, 1280);
    const placed = await server.request({
      method: 'POST',
      url: '/api/orders',
      token: s.other.token,
      body: {
        pickupHour: HOUR,
        lines: [
          { dishId: wine.id, quantity: 1 },
          { dishId: soup.id, quantity: 2 },
          { dishId: wine.id, quantity: 1 },
        ],
      },
    });
    expect(placed.statusCode).toBe(201);
    const order = placed.json<Order>();
    const read = await server.request({ method: 'GET', url: `/api/orders/${order.id}`, token: s.other.token });
    expect(read.statusCode).toBe(200);
    expect(order).toEqual(read.json<Order>());
    expect(order.lines.map((l) => [l.dishId, l.quantity])).toEqual([
      [wine.id, 2],
      [soup.id, 2],
    ]);
    expect(order.estimatedReadyAt).toEqual(expect.any(String));
  });
});
