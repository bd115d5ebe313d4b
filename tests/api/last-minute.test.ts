/**
 * "Última hora" (issue 27 point 4): once today's cut-off has passed, a customer sees today's dishes with portions
 * cooked beyond the orders (the production sheet frozen at the cut-off): left = min(today's free stock, frozen
 * suggested − portions ordered today). Before the cut-off, or without a frozen row, nothing is offered; a walk-in
 * order lowers it; a dish that runs out disappears, and the day's row keeps when it ran out (`sold_out_at`) until
 * portions come back.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LastMinuteDish } from '../../model/last-minute';
import { dayDishes, productionSheets } from '../../server/db/schema';
import { startTestServer, testDatabases, type TestServer } from './helper';
import { demoSessions, dishWithStock, otherCustomer, type Session, type Sessions } from './sessions';

const TODAY = '2025-03-10';
/** Monday 10 March 2025 at 09:00 in Madrid, before the day's cut-off ("0d 10:00"). */
const BEFORE_CUTOFF = new Date('2025-03-10T08:00:00Z');
/** The same Monday at 12:07, after it. */
const AFTER_CUTOFF = new Date('2025-03-10T11:07:00Z');

describe.each(testDatabases())('última hora on %s', (kind) => {
  let server: TestServer;
  let s: Sessions;
  let clock = BEFORE_CUTOFF;
  beforeAll(async () => {
    server = await startTestServer(kind, {
      env: { OPENING_HOURS: '12:00-16:00', ORDER_CUTOFF: '0d 10:00', TZ: 'Europe/Madrid' },
      config: { now: () => clock },
    });
    s = await demoSessions(server);
  });
  afterAll(async () => server?.close());

  const lastMinute = async (who: Session = s.customer) => {
    const res = await server.request({ method: 'GET', url: '/api/dishes/last-minute', token: who.token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<LastMinuteDish[]>();
  };
  const leftOf = async (dishId: number) => (await lastMinute()).find((d) => d.dish.id === dishId)?.left;
  const order = async (who: Session, dishId: number, quantity: number) => {
    const res = await server.request({
      method: 'POST',
      url: '/api/orders',
      token: who.token,
      body: { pickupDate: TODAY, pickupHour: '14:00', lines: [{ dishId, quantity }] },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: number }>().id;
  };
  const freeze = (dishId: number, booked: number, expected: number, margin: number) =>
    server.database.db
      .insert(productionSheets)
      .values({ date: TODAY, dishId, booked, expected, margin, suggested: booked + expected + margin })
      // the sheet's own pass may have frozen the date already: these figures stand
      .onConflictDoUpdate({
        target: [productionSheets.date, productionSheets.dishId],
        set: { booked, expected, margin, suggested: booked + expected + margin },
      });
  const soldOutAt = async (dishId: number) => {
    const [row] = await server.database.db
      .select({ at: dayDishes.soldOutAt })
      .from(dayDishes)
      .where(and(eq(dayDishes.date, TODAY), eq(dayDishes.dishId, dishId)));
    return row?.at ?? null;
  };

  let stew: { id: number };
  let soup: { id: number };
  let flan: { id: number };

  it('offers nothing before the cut-off, even with a frozen sheet', async () => {
    stew = await dishWithStock(server, 10);
    soup = await dishWithStock(server, 4);
    flan = await dishWithStock(server, 8);
    await order(s.customer, stew.id, 3);
    await freeze(stew.id, 3, 2, 1);
    await freeze(soup.id, 0, 6, 4);
    expect(await lastMinute()).toEqual([]);
  });

  it('after the cut-off offers the frozen suggested total minus what is ordered, within the stock', async () => {
    clock = AFTER_CUTOFF;
    // a dish the frozen sheet does not hold (the sheet's own pass may freeze every dish of the day)
    await server.database.db
      .delete(productionSheets)
      .where(and(eq(productionSheets.date, TODAY), eq(productionSheets.dishId, flan.id)));
    // stew: suggested 6 − 3 ordered = 3 (stock 7); soup: suggested 10, nothing ordered, stock 4 → 4;
    // flan has no frozen row: not offered.
    const offered = await lastMinute(s.other);
    expect(offered.filter((d) => [stew.id, soup.id, flan.id].includes(d.dish.id)).map((d) => [d.dish.id, d.left])).toEqual(
      expect.arrayContaining([
        [stew.id, 3],
        [soup.id, 4],
      ]),
    );
    expect(offered.some((d) => d.dish.id === flan.id)).toBe(false);
    expect(offered.find((d) => d.dish.id === stew.id)?.dish).toMatchObject({ stock: 7, isActive: true });
  });

  it('a walk-in order lowers what is left', async () => {
    await order(s.other, stew.id, 1);
    expect(await leftOf(stew.id)).toBe(2);
    await order(await otherCustomer(server, 1), stew.id, 2);
    expect(await leftOf(stew.id)).toBeUndefined();
  });

  it('a dish that runs out disappears and keeps when it ran out until portions come back', async () => {
    expect(await soldOutAt(soup.id)).toBeNull();
    await order(await otherCustomer(server, 2), soup.id, 3);
    expect(await leftOf(soup.id)).toBe(1);
    expect(await soldOutAt(soup.id)).toBeNull();
    await order(await otherCustomer(server, 3), soup.id, 1);
    expect(await leftOf(soup.id)).toBeUndefined();
    expect(await soldOutAt(soup.id)).toEqual(expect.any(Date));
    // The kitchen finds two more portions: they are offered again and the dish no longer counts as sold out.
    const res = await server.request({
      method: 'PUT',
      url: `/api/dishes/${soup.id}/availability`,
      token: s.chef.token,
      body: { stock: 2 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await leftOf(soup.id)).toBe(2);
    expect(await soldOutAt(soup.id)).toBeNull();
  });
});

describe.each(testDatabases())('when a dish ran out on %s', (kind) => {
  let server: TestServer;
  let s: Sessions;
  beforeAll(async () => {
    server = await startTestServer(kind, {
      env: { OPENING_HOURS: '12:00-16:00', TZ: 'Europe/Madrid' },
      config: { now: () => BEFORE_CUTOFF },
    });
    s = await demoSessions(server);
  });
  afterAll(async () => server?.close());

  const soldOutOn = async (date: string, dishId: number) => {
    const [row] = await server.database.db
      .select({ at: dayDishes.soldOutAt, remaining: dayDishes.remaining })
      .from(dayDishes)
      .where(and(eq(dayDishes.date, date), eq(dayDishes.dishId, dishId)));
    return row;
  };

  it('marks the order that takes the last portion and clears it when a cancellation gives one back', async () => {
    const dish = await dishWithStock(server, 2);
    const date = '2025-03-12';
    const place = await server.request({
      method: 'POST',
      url: '/api/orders',
      token: s.customer.token,
      body: { pickupDate: date, pickupHour: '13:30', lines: [{ dishId: dish.id, quantity: 2 }] },
    });
    expect(place.statusCode, place.body).toBe(201);
    expect(await soldOutOn(date, dish.id)).toEqual({ at: expect.any(Date), remaining: 0 });
    const cancel = await server.request({
      method: 'PUT',
      url: `/api/orders/${place.json<{ id: number }>().id}/cancel`,
      token: s.customer.token,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await soldOutOn(date, dish.id)).toEqual({ at: null, remaining: 2 });
  });
});
