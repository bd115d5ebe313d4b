/** Hoarding: one customer cannot take the whole menu, and points follow food the kitchen actually finished. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleById } from '../../model/roles';
import { signSession } from '../../server/auth/tokens';
import { users } from '../../server/db/schema';
import { debitOrderPoints } from '../../server/orders/order-points';
import { createUser } from '../../server/repos/users-write-repo';
import { expectApiError } from './fixtures';
import { startTestServer, testDatabases, type TestServer } from './helper';
import { demoSessions, dishWithStock, stockOf, type Session, type Sessions } from './sessions';

/** A customer with no orders yet (the seeded ones may have pending orders of their own). */
async function freshCustomer(server: TestServer): Promise<Session> {
  const user = await createUser(server.database.db, {
    name: 'Acaparadora',
    surname: '',
    email: `acapara.${Math.random().toString(36).slice(2, 9)}@correo.es`,
    passwordHash: 'x',
    image: null,
    points: 0,
    active: true,
    roleId: 2,
  });
  return { id: user.id, token: await signSession({ id: user.id, role: roleById(2)! }, server.app.jwtSecret, 3600) };
}

const NOW = new Date('2025-03-10T12:07:00Z');
const HOUR = '13:30';

describe.each(testDatabases())('order limits per customer on %s', (kind) => {
  let server: TestServer;
  let s: Sessions;
  beforeAll(async () => {
    server = await startTestServer(kind, { env: { OPENING_HOURS: '12:00-16:00' }, config: { now: () => NOW } });
    s = await demoSessions(server);
  });
  afterAll(async () => server?.close());

  const place = (token: string, lines: { dishId: number; quantity: number }[]) =>
    server.request({ method: 'POST', url: '/api/orders', token, body: { pickupHour: HOUR, lines } });
  const pointsOf = async (id: number) =>
    (await server.database.db.select({ p: users.points }).from(users).where(eq(users.id, id)))[0]?.p ?? -1;
  const rewardsOf = async (id: number, token: string) =>
    (await server.request({ method: 'GET', url: `/api/users_rewards/user/${id}`, token })).json<
      { isAvailable: boolean; idRewards: { cost: number } }[]
    >();

  it('refuses more than 20 portions in one order with a 409 naming the lines, and takes no stock', async () => {
    const a = await dishWithStock(server, 100);
    const b = await dishWithStock(server, 100);
    const customer = await freshCustomer(server);
    const res = await place(customer.token, [
      { dishId: a.id, quantity: 15 },
      { dishId: b.id, quantity: 6 },
    ]);
    expectApiError(res, 409, 'lines');
    expect(res.json().message).toMatch(/como máximo 20 raciones/);
    expect(await stockOf(server, a.id)).toBe(100);
    expect((await place(customer.token, [{ dishId: a.id, quantity: 20 }])).statusCode).toBe(201);
  });

  it('refuses a fourth pending order, and accepts one again once the kitchen finishes one', async () => {
    const dish = await dishWithStock(server, 100);
    const customer = await freshCustomer(server);
    const placed = [];
    for (let i = 0; i < 3; i++) {
      const res = await place(customer.token, [{ dishId: dish.id, quantity: 1 }]);
      expect(res.statusCode).toBe(201);
      placed.push(res.json<{ id: number }>().id);
    }
    const fourth = await place(customer.token, [{ dishId: dish.id, quantity: 1 }]);
    expectApiError(fourth, 409, 'pendingOrders');
    expect(fourth.json().message).toMatch(/3 pedidos pendientes/);
    // the code the screens translate, with the limit
    expect(fourth.json()).toMatchObject({ code: 'order_pending_limit', params: { smart_count: 3 } });
    expect(await stockOf(server, dish.id)).toBe(97);
    await server.request({ method: 'PUT', url: `/api/orders/${placed[0]}/finish`, token: s.chef.token });
    expect((await place(customer.token, [{ dishId: dish.id, quantity: 1 }])).statusCode).toBe(201);
  });

  it('lets exactly 3 of 10 simultaneous orders by one customer through', async () => {
    const dish = await dishWithStock(server, 100);
    const customer = await freshCustomer(server);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => place(customer.token, [{ dishId: dish.id, quantity: 2 }])),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 409)).toHaveLength(7);
    expect(await stockOf(server, dish.id)).toBe(94);
  });

  it('credits the points when the kitchen finishes the order, not when it is placed, and unlocks rewards then', async () => {
    const dish = await dishWithStock(server, 100, 1000);
    const customer = await freshCustomer(server);
    const res = await place(customer.token, [{ dishId: dish.id, quantity: 20 }]);
    expect(res.statusCode).toBe(201);
    expect(await pointsOf(customer.id)).toBe(0);
    expect((await rewardsOf(customer.id, customer.token)).filter((r) => r.isAvailable && r.idRewards.cost > 0)).toEqual([]);
    const finished = await server.request({ method: 'PUT', url: `/api/orders/${res.json().id}/finish`, token: s.chef.token });
    expect(finished.statusCode).toBe(200);
    expect(await pointsOf(customer.id)).toBe(200);
    const links = await rewardsOf(customer.id, customer.token);
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((l) => l.isAvailable === 200 >= l.idRewards.cost)).toBe(true);
    expect(links.some((l) => l.isAvailable)).toBe(true);
    // The helper a later "reopen" uses takes the points, and the rewards they unlocked, back.
    await server.database.db.transaction((tx) => debitOrderPoints(tx, { userId: customer.id, totalCents: 20_000 }));
    expect(await pointsOf(customer.id)).toBe(0);
    expect((await rewardsOf(customer.id, customer.token)).filter((r) => r.isAvailable && r.idRewards.cost > 0)).toEqual([]);
  });

  it('reads its limits from MAX_PORTIONS_PER_ORDER and MAX_PENDING_ORDERS', async () => {
    const small = await startTestServer(kind, {
      env: { OPENING_HOURS: '12:00-16:00', MAX_PORTIONS_PER_ORDER: '5', MAX_PENDING_ORDERS: '1' },
      config: { now: () => NOW },
    });
    try {
      const dish = await dishWithStock(small, 100);
      const customer = await freshCustomer(small);
      expectApiError(
        await small.request({
          method: 'POST',
          url: '/api/orders',
          token: customer.token,
          body: { pickupHour: HOUR, lines: [{ dishId: dish.id, quantity: 6 }] },
        }),
        409,
        'lines',
      );
      expect(
        (
          await small.request({
            method: 'POST',
            url: '/api/orders',
            token: customer.token,
            body: { pickupHour: HOUR, lines: [{ dishId: dish.id, quantity: 5 }] },
          })
        ).statusCode,
      ).toBe(201);
      const second = await small.request({
        method: 'POST',
        url: '/api/orders',
        token: customer.token,
        body: { pickupHour: HOUR, lines: [{ dishId: dish.id, quantity: 1 }] },
      });
      expectApiError(second, 409, 'pendingOrders');
      expect(second.json().message).toMatch(/Ya tienes un pedido pendiente/);
    } finally {
      await small.close();
    }
  });
});
