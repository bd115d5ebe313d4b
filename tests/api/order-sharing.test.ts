/**
 * "Ceder mi menú": a customer offers a booked meal, colleagues see it with their own allergen warnings, the first
 * to take it owns it (exactly one under a race), the giver's limits free up and the points go to the taker.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../model/entities';
import { pointsForOrder } from '../../model/points';
import { roleById } from '../../model/roles';
import type { OfferedMeal } from '../../model/week-responses';
import { signSession } from '../../server/auth/tokens';
import { allergens, dishAllergens, users, usersAllergens } from '../../server/db/schema';
import { createUser } from '../../server/repos/users-write-repo';
import { expectApiError } from './fixtures';
import { startTestServer, testDatabases, type TestServer } from './helper';
import { openStream, type SseStream } from './sse-client';
import { demoSessions, dishWithStock, type Session, type Sessions } from './sessions';

// Monday 10 March 2025, 13:07 in Madrid; meals are picked up at 14:00 the same day.
const NOW = new Date('2025-03-10T12:07:00Z');
const TODAY = '2025-03-10';
const HOUR = '14:00';

describe.each(testDatabases())('giving a meal away on %s', (kind) => {
  let server: TestServer;
  let s: Sessions;
  let dishId: number;
  let base: string;
  let now = NOW;
  const open: SseStream[] = [];

  async function customer(name: string): Promise<Session> {
    const user = await createUser(server.database.db, {
      name,
      surname: 'Compañera',
      email: `${name.toLowerCase()}.${Math.random().toString(36).slice(2, 9)}@correo.es`,
      passwordHash: 'x',
      image: null,
      points: 0,
      active: true,
      roleId: 2,
    });
    return { id: user.id, token: await signSession({ id: user.id, role: roleById(2)! }, server.app.jwtSecret, 3600) };
  }
  const place = async (token: string, dish = dishId): Promise<Order> => {
    const res = await server.request({
      method: 'POST',
      url: '/api/orders',
      token,
      body: { pickupHour: HOUR, lines: [{ dishId: dish, quantity: 2 }] },
    });
    expect(res.statusCode).toBe(201);
    return res.json<Order>();
  };
  const offer = (token: string, id: number) => server.request({ method: 'PUT', url: `/api/orders/${id}/offer`, token });
  const withdraw = (token: string, id: number) => server.request({ method: 'DELETE', url: `/api/orders/${id}/offer`, token });
  const take = (token: string, id: number) => server.request({ method: 'PUT', url: `/api/orders/${id}/take`, token });
  const offered = async (token: string, date = TODAY) => {
    const res = await server.request({ method: 'GET', url: `/api/orders/offered?date=${date}`, token });
    expect(res.statusCode).toBe(200);
    return res.json<OfferedMeal[]>();
  };
  const mine = async (token: string) =>
    (await server.request({ method: 'GET', url: '/api/orders/mine', token })).json<Order[]>().map((o) => o.id);
  const pointsOf = async (id: number) =>
    (await server.database.db.select({ p: users.points }).from(users).where(eq(users.id, id)))[0]?.p ?? -1;

  beforeAll(async () => {
    server = await startTestServer(kind, { env: { OPENING_HOURS: '12:00-16:00' }, config: { now: () => now } });
    s = await demoSessions(server);
    dishId = (await dishWithStock(server, 1000)).id;
    base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(() => {
    now = NOW;
    for (const st of open.splice(0)) st.close();
  });
  afterAll(async () => server?.close());

  it('offers a booked meal, shows it to colleagues but not to its owner, and withdraws it', async () => {
    const giver = await customer('Ana');
    const colleague = await customer('Berta');
    const order = await place(giver.token);

    const res = await offer(giver.token, order.id);
    expect(res.statusCode).toBe(200);
    expect(res.json<Order>().offeredAt).toEqual(expect.any(String));
    expect((await offered(colleague.token)).map((m) => m.id)).toContain(order.id);
    expect((await offered(giver.token)).map((m) => m.id)).not.toContain(order.id);
    expect((await offered(colleague.token, '2025-03-11')).map((m) => m.id)).not.toContain(order.id);
    // Without a date: the restaurant's today (the customer home asks so from the page's first script)
    const today = await server.request({ method: 'GET', url: '/api/orders/offered', token: colleague.token });
    expect(today.statusCode).toBe(200);
    expect(today.json<OfferedMeal[]>().map((m) => m.id)).toContain(order.id);
    expectApiError(
      await server.request({ method: 'GET', url: '/api/orders/offered?date=10-03-2025', token: colleague.token }),
      400,
    );
    // Nobody else may offer or withdraw it.
    expectApiError(await offer(colleague.token, order.id), 403);
    expectApiError(await withdraw(colleague.token, order.id), 403);

    const back = await withdraw(giver.token, order.id);
    expect(back.statusCode).toBe(200);
    expect(back.json<Order>().offeredAt).toBeNull();
    expect((await offered(colleague.token)).map((m) => m.id)).not.toContain(order.id);
    expect(await take(colleague.token, order.id)).toMatchObject({ statusCode: 409 });
    expect((await take(colleague.token, order.id)).json()).toMatchObject({ code: 'meal_not_offered' });
  });

  it("warns the viewer of their own marked allergens in an offered meal's dishes", async () => {
    const giver = await customer('Carmen');
    const allergic = await customer('Diana');
    const db = server.database.db;
    const [gluten] = await db.select().from(allergens).limit(1);
    const dish = await dishWithStock(server, 100);
    await db.insert(dishAllergens).values({ dishId: dish.id, allergenId: gluten!.id });
    // A new account lists every allergen, none marked: Diana marks the first.
    await db
      .update(usersAllergens)
      .set({ isAllergic: true })
      .where(and(eq(usersAllergens.userId, allergic.id), eq(usersAllergens.allergenId, gluten!.id)));
    const order = await place(giver.token, dish.id);
    await offer(giver.token, order.id);

    const forAllergic = (await offered(allergic.token)).find((m) => m.id === order.id);
    expect(forAllergic?.allergenWarnings).toEqual([{ id: gluten!.id, name: gluten!.name }]);
    expect(forAllergic?.lines[0]?.customerAllergens).toEqual([{ id: gluten!.id, name: gluten!.name }]);
    expect(forAllergic).toMatchObject({ pickupDate: TODAY, pickupHour: HOUR, total: 9 });
    // The giver's own identity and allergens are not part of the offer.
    expect(forAllergic).not.toHaveProperty('customer');
    const forOther = (await offered((await customer('Eva')).token)).find((m) => m.id === order.id);
    expect(forOther?.allergenWarnings).toEqual([]);
  });

  it('gives the meal to the one colleague of ten racing for it; the others hear it was taken', async () => {
    const giver = await customer('Elena');
    const takers = await Promise.all(Array.from({ length: 10 }, (_, i) => customer(`Tomadora${i}`)));
    const order = await place(giver.token);
    await offer(giver.token, order.id);

    const results = await Promise.all(takers.map((t) => take(t.token, order.id)));
    const won = results.filter((r) => r.statusCode === 200);
    expect(won).toHaveLength(1);
    const lost = results.filter((r) => r.statusCode === 409);
    expect(lost).toHaveLength(9);
    for (const r of lost)
      expect(r.json()).toMatchObject({ code: 'meal_taken', message: 'Otra persona se ha quedado este menú.' });

    const winner = takers[results.findIndex((r) => r.statusCode === 200)]!;
    const taken = won[0]!.json<Order>();
    expect(taken.customer?.id).toBe(winner.id);
    expect(taken.givenBy).toEqual({ id: giver.id, name: 'Elena', surname: 'Compañera' });
    expect(taken.offeredAt).toBeNull();
    expect(await mine(winner.token)).toContain(order.id);
    expect(await mine(giver.token)).not.toContain(order.id);
    // The giver cannot take it back or withdraw it any more.
    expect((await withdraw(giver.token, order.id)).json()).toMatchObject({ code: 'meal_taken' });
    expect((await take(giver.token, order.id)).json()).toMatchObject({ code: 'meal_taken' });
    expect((await offered(takers[0]!.token)).map((m) => m.id)).not.toContain(order.id);
  });

  it("refuses taking one's own meal, and offering after its pick-up time or once finished", async () => {
    const giver = await customer('Fátima');
    const order = await place(giver.token);
    await offer(giver.token, order.id);
    expect((await take(giver.token, order.id)).json()).toMatchObject({ code: 'meal_own' });

    const late = await place(giver.token);
    now = new Date('2025-03-10T13:00:00Z'); // 14:00 in Madrid: pick-up time
    expect((await offer(giver.token, late.id)).json()).toMatchObject({ code: 'offer_closed' });
    expect((await take(s.other.token, order.id)).json()).toMatchObject({ code: 'meal_too_late' });
    expect((await offered(s.other.token)).map((m) => m.id)).not.toContain(order.id);

    now = NOW;
    await server.request({ method: 'PUT', url: `/api/orders/${late.id}/finish`, token: s.chef.token });
    expect((await offer(giver.token, late.id)).json()).toMatchObject({ code: 'offer_closed' });
    expectApiError(await offer(giver.token, 99_999_999), 404);
  });

  it("frees the giver's pending-order limit and credits the points to the taker when the kitchen finishes", async () => {
    const giver = await customer('Gloria');
    const taker = await customer('Helena');
    const orders = [await place(giver.token), await place(giver.token), await place(giver.token)];
    const fourth = await server.request({
      method: 'POST',
      url: '/api/orders',
      token: giver.token,
      body: { pickupHour: HOUR, lines: [{ dishId, quantity: 1 }] },
    });
    expect(fourth.json()).toMatchObject({ code: 'order_pending_limit' });

    await offer(giver.token, orders[0]!.id);
    expect((await take(taker.token, orders[0]!.id)).statusCode).toBe(200);
    await place(giver.token);

    const finished = await server.request({ method: 'PUT', url: `/api/orders/${orders[0]!.id}/finish`, token: s.chef.token });
    expect(finished.statusCode).toBe(200);
    expect(await pointsOf(taker.id)).toBe(pointsForOrder(Math.round(orders[0]!.total * 100)));
    expect(await pointsOf(giver.id)).toBe(0);
  });

  it('tells the kitchen board and the taker live, and the giver to re-read their orders', async () => {
    const giver = await customer('Irene');
    const taker = await customer('Julia');
    const order = await place(giver.token);
    const stream = async (token: string) => {
      const st = await openStream(`${base}/api/events/orders`, { authorization: `Bearer ${token}` });
      open.push(st);
      expect(st.status).toBe(200);
      return st;
    };
    const board = await stream(s.chef.token);
    const takerStream = await stream(taker.token);
    const giverStream = await stream(giver.token);
    await offer(giver.token, order.id);
    await giverStream.waitFor((e) => e.event === 'order.updated' && JSON.parse(e.data).order.offeredAt !== null, 2000);
    await take(taker.token, order.id);

    const isTaken = (e: { event: string; data: string }) =>
      e.event === 'order.updated' &&
      JSON.parse(e.data).order.id === order.id &&
      JSON.parse(e.data).order.customer?.id === taker.id;
    const onBoard = await board.waitFor(isTaken, 2000);
    expect(JSON.parse(onBoard.data).order.customer.name).toBe('Julia');
    await takerStream.waitFor(isTaken, 2000);
    await giverStream.waitFor((e) => e.event === 'queue.changed', 2000);
    expect(giverStream.events.some(isTaken)).toBe(false);
  });
});
