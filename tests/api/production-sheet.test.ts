/**
 * The production sheet (issue 27): per dish, what was booked before the cut-off and what was ordered per
 * pick-up hour add up to the day's orders, per station; past the cut-off the sheet is frozen and a walk-in or a
 * cancellation on the day shows as a difference beside the frozen figure; leftovers of a past week change the
 * next forecast; only the kitchen and the administrators read it.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductionSheet, ProductionSheetDish } from '../../model/production-sheet';
import { dayDishes, dishes, leftovers, orderLines, orders, productionSheets, users } from '../../server/db/schema';
import { freezeDueSheets } from '../../server/planning/production-sheet';
import { expectApiError } from './fixtures';
import { CUSTOMER_EMAIL, startTestServer, testDatabases, type TestServer } from './helper';
import { demoSessions, type Sessions } from './sessions';

/** Monday 10 March 2025, 13:00 in Madrid; Wednesday the 12th closes on Tuesday at 16:00 (15:00 UTC). */
const MONDAY = new Date('2025-03-10T12:00:00Z');
const WEDNESDAY = '2025-03-12';
const WEDNESDAY_CUTOFF = new Date('2025-03-11T15:00:00Z');
/** Wednesday at 10:00, on the day, past its cut-off. */
const WEDNESDAY_10 = new Date('2025-03-12T09:00:00Z');
const THURSDAY = '2025-03-13';

describe.each(testDatabases())('production sheet on %s', (kind) => {
  let server: TestServer;
  let s: Sessions;
  let clock = MONDAY;
  beforeAll(async () => {
    server = await startTestServer(kind, { config: { now: () => clock } });
    s = await demoSessions(server);
  });
  afterAll(async () => server?.close());

  const db = () => server.database.db;
  const sheet = async (query: string, token = s.chef.token) => {
    const res = await server.request({ method: 'GET', url: `/api/kitchen/production-sheet?${query}`, token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ProductionSheet>();
  };
  const row = (sh: ProductionSheet, dishId: number) => sh.dishes.find((d) => d.dishId === dishId) as ProductionSheetDish;

  async function newDish(name: string, categoryId: number): Promise<number> {
    const [dish] = await db().insert(dishes).values({ name, categoryId, dailyPortions: 50, costCents: 500 }).returning();
    return dish!.id;
  }

  /** An order of one line, placed at `createdAt` (and cancelled at `cancelledAt`), as the placing path writes it. */
  async function order(date: string, hour: string, dishId: number, quantity: number, createdAt: Date, cancelledAt?: Date) {
    const [user] = await db().select({ id: users.id }).from(users).where(eq(users.email, CUSTOMER_EMAIL));
    const [dish] = await db().select().from(dishes).where(eq(dishes.id, dishId));
    const [o] = await db()
      .insert(orders)
      .values({
        userId: user!.id,
        pickupDate: date,
        pickupHour: hour,
        totalCents: dish!.costCents * quantity,
        createdAt,
        status: cancelledAt ? 'cancelled' : 'pending',
        cancelledAt: cancelledAt ?? null,
      })
      .returning({ id: orders.id });
    await db()
      .insert(orderLines)
      .values({ orderId: o!.id, dishId, name: dish!.name, categoryId: dish!.categoryId, quantity, priceCents: dish!.costCents });
    return o!.id;
  }

  /** The day's portions of a category, straight from the orders that stand. */
  async function orderedPortions(date: string, categoryIds: number[]): Promise<number> {
    if (!categoryIds.length) return 0;
    const [r] = await db()
      .select({ n: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int` })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(
        and(
          eq(orders.pickupDate, date),
          ne(orders.status, 'cancelled'),
          sql`${orderLines.categoryId} in (${sql.join(categoryIds, sql`, `)})`,
        ),
      );
    return Number(r!.n);
  }

  let stew = 0;
  let flan = 0;
  let early = 0;

  it('adds up to the day’s orders, per station and per pick-up hour', async () => {
    stew = await newDish('Cocido de prueba', 2);
    flan = await newDish('Flan de prueba', 4);
    const sunday = new Date('2025-03-09T10:00:00Z');
    early = await order(WEDNESDAY, '13:00', stew, 3, sunday);
    await order(WEDNESDAY, '14:00', stew, 2, sunday);
    await order(WEDNESDAY, '13:00', flan, 4, sunday);
    await order(WEDNESDAY, '13:00', stew, 5, sunday, new Date('2025-03-10T08:00:00Z'));
    const listed = await server.request({ method: 'GET', url: '/api/stations', token: s.chef.token });
    const stations = listed.json<{ id: number; name: string; categoryIds: number[] }[]>();
    expect(stations.length).toBeGreaterThan(1);

    const whole = await sheet(`date=${WEDNESDAY}`);
    expect(whole.frozenAt).toBeNull();
    expect(whole.cutoffAt).toBe(WEDNESDAY_CUTOFF.toISOString());
    expect(whole.hours).toEqual(['13:00', '14:00']);
    expect(row(whole, stew)).toMatchObject({
      name: 'Cocido de prueba',
      booked: 5,
      ordered: 5,
      byHour: [3, 2],
      sinceCutoff: null,
    });
    expect(row(whole, flan)).toMatchObject({ booked: 4, byHour: [4, 0] });
    for (const d of whole.dishes) expect(d.suggested).toBe(d.booked + d.expected + d.margin);
    const total = (sh: ProductionSheet) => sh.dishes.reduce((n, d) => n + d.booked, 0);
    expect(total(whole)).toBe(await orderedPortions(WEDNESDAY, [1, 2, 3, 4, 5]));

    for (const station of stations) {
      const part = await sheet(`date=${WEDNESDAY}&stationId=${station.id}`);
      expect(part.stationId).toBe(station.id);
      expect(part.dishes.every((d) => station.categoryIds.includes(d.categoryId))).toBe(true);
      expect(total(part), station.name).toBe(await orderedPortions(WEDNESDAY, station.categoryIds));
      expect(part.dishes.some((d) => d.dishId === stew)).toBe(station.categoryIds.includes(2));
    }
  });

  it('freezes at the cut-off and shows a walk-in and a cancellation on the day beside the frozen figure', async () => {
    clock = WEDNESDAY_10;
    const frozen = await sheet(`date=${WEDNESDAY}`);
    expect(frozen.frozenAt).not.toBeNull();
    const before = row(frozen, stew);
    expect(before).toMatchObject({ booked: 5, ordered: 5, sinceCutoff: 0 });

    await order(WEDNESDAY, '14:00', stew, 2, new Date('2025-03-12T08:30:00Z'));
    expect(row(await sheet(`date=${WEDNESDAY}`), stew)).toMatchObject({
      booked: 5,
      suggested: before.suggested,
      ordered: 7,
      sinceCutoff: 2,
      byHour: [3, 4],
    });

    await db()
      .update(orders)
      .set({ status: 'cancelled', cancelledAt: new Date('2025-03-12T08:45:00Z') })
      .where(eq(orders.id, early));
    const after = row(await sheet(`date=${WEDNESDAY}`, s.admin.token), stew);
    expect(after).toMatchObject({ booked: 5, ordered: 4, sinceCutoff: -1, byHour: [0, 4] });
    expect(after.suggested).toBe(before.suggested);
  });

  it('takes a past week’s leftovers into the next forecast', async () => {
    // Thursdays: the soup sold out at 8 on the 6th and 8 were ordered without a booking on each Thursday before
    const soup = await newDish('Sopa de prueba', 1);
    for (const date of ['2025-03-06', '2025-02-27', '2025-02-20']) {
      await order(date, '13:30', soup, 8, new Date(`${date}T10:00:00Z`));
    }
    await db()
      .insert(dayDishes)
      .values({ date: '2025-03-06', dishId: soup, portions: 8, remaining: 0, soldOutAt: new Date('2025-03-06T12:40:00Z') });
    // sold out with nothing left: 8 × 1.25 = 10 on the 6th; 10, 8, 8 → 11 expected (model/forecast.ts)
    expect(row(await sheet(`date=${THURSDAY}`), soup)).toMatchObject({ booked: 0, expected: 11, margin: 3, forecastDays: 3 });

    await db().insert(leftovers).values({ date: '2025-03-06', dishId: soup, reason: 'sobrante', portions: 2 });
    // two came back: demand was met at 8 → 8, 8, 8
    expect(row(await sheet(`date=${THURSDAY}`), soup)).toMatchObject({ expected: 8, margin: 2, suggested: 10 });
  });

  it('is frozen by the periodic pass once the cut-off passes, even if nobody opened it', async () => {
    clock = new Date('2025-03-12T15:30:00Z'); // Wednesday 16:30: Thursday's bookings closed at 16:00
    const count = async () => (await db().select().from(productionSheets).where(eq(productionSheets.date, THURSDAY))).length;
    expect(await count()).toBe(0);
    await freezeDueSheets(server.database.db, server.app.config);
    expect(await count()).toBeGreaterThan(0);
    const thursday = await sheet(`date=${THURSDAY}`);
    expect(thursday.frozenAt).toBe(clock.toISOString());
    // a second pass writes nothing new
    const before = await count();
    await freezeDueSheets(server.database.db, server.app.config);
    expect(await count()).toBe(before);
  });

  it('answers 403 to a customer, 400 to a date that does not exist, 404 to an unknown station', async () => {
    const get = (query: string, token?: string) =>
      server.request({ method: 'GET', url: `/api/kitchen/production-sheet?${query}`, token });
    expect((await get(`date=${WEDNESDAY}`, s.customer.token)).statusCode).toBe(403);
    expect((await get(`date=${WEDNESDAY}`)).statusCode).toBe(401);
    expectApiError(await get('date=2025-02-30', s.chef.token), 400, 'date');
    expect((await get('date=mañana', s.chef.token)).statusCode).toBe(400);
    expect((await get(`date=${WEDNESDAY}&stationId=999999`, s.admin.token)).statusCode).toBe(404);
  });
});
