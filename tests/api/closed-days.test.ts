/**
 * Closed days (issue 26): the Administrador closes single dates (holidays) and sets the weekly rest days; a
 * day with booked orders cannot close until they are cancelled, and a closed day offers no menu.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../server/db/schema';
import { addDays, isoWeekday } from '../../model/calendar';
import type { Calendar, ClosedDay, DayMenu } from '../../model/week-responses';
import { expectApiError } from './fixtures';
import { ADMIN_EMAIL, CHEF_EMAIL, CUSTOMER_EMAIL, startTestServer, testDatabases, type TestServer } from './helper';
import { book, cancel, todayOf } from './week-fixtures';

describe.each(testDatabases())('closed days (%s)', (kind) => {
  let s: TestServer;
  let admin: string;
  let chef: string;
  let customer: string;
  let today: string;
  let dishId: number;

  beforeAll(async () => {
    s = await startTestServer(kind);
    [admin, chef, customer] = await Promise.all([s.login(ADMIN_EMAIL), s.login(CHEF_EMAIL), s.login(CUSTOMER_EMAIL)]);
    today = todayOf(s);
    dishId = ((await s.request({ method: 'GET', url: '/api/dishes', token: admin })).json() as { id: number }[])[0]!.id;
  });
  afterAll(() => s.close());

  const close = (date: string, reason = 'Festivo', token = admin) =>
    s.request({ method: 'POST', url: '/api/closed-days', token, body: { date, reason } });
  const menuOf = async (date: string) =>
    ((await s.request({ method: 'GET', url: `/api/day-menus?from=${date}&to=${date}`, token: admin })).json() as DayMenu[])[0]!;

  it('closes a holiday, shows it closed with no menu, and opens it again', async () => {
    const holiday = addDays(today, 10);
    const res = await close(holiday, 'Inmaculada Concepción');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ date: holiday, reason: 'Inmaculada Concepción' });
    const list = (await s.request({ method: 'GET', url: '/api/closed-days', token: chef })).json() as ClosedDay[];
    expect(list).toContainEqual({ date: holiday, reason: 'Inmaculada Concepción' });
    expect(await menuOf(holiday)).toMatchObject({ open: false, closedReason: 'Inmaculada Concepción', dishes: [] });

    const again = await close(holiday);
    expectApiError(again, 409, 'date');
    expect(again.json().code).toBe('closed_day_exists');

    expect((await s.request({ method: 'DELETE', url: `/api/closed-days/${holiday}`, token: admin })).statusCode).toBe(204);
    expect((await menuOf(holiday)).open).toBe(true);
    expectApiError(await s.request({ method: 'DELETE', url: `/api/closed-days/${holiday}`, token: admin }), 404);
  });

  it('refuses to close a day with bookings, naming how many, until they are cancelled', async () => {
    const date = addDays(today, 5);
    const first = await book(s, date, dishId, 1);
    const second = await book(s, date, dishId, 2);
    const res = await close(date);
    expectApiError(res, 409, 'date');
    expect(res.json()).toMatchObject({ code: 'closed_day_has_orders', params: { smart_count: 2 } });
    expect(res.json().message).toMatch(/2 pedidos reservados/);
    await cancel(s, first);
    await cancel(s, second);
    expect((await close(date)).statusCode).toBe(201);
  });

  it('refuses a past date and a date that does not exist', async () => {
    expectApiError(await close(addDays(today, -1)), 409, 'date');
    expectApiError(await close('2027-02-29'), 400, 'date');
    expectApiError(await close('mañana'), 400);
  });

  it('sets the weekly rest days, which close those weekdays, unless one has bookings ahead', async () => {
    const put = (restWeekdays: number[]) =>
      s.request({ method: 'PUT', url: '/api/settings', token: admin, body: { restWeekdays } });
    // Two weekdays with no demo bookings ahead (the demo books the next three days only).
    const restA = isoWeekday(addDays(today, 4));
    const restB = isoWeekday(addDays(today, 5));
    const saved = await put([restB, restA, restA]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as { restWeekdays?: number[] }).restWeekdays).toEqual([restA, restB].sort((a, b) => a - b));
    const restDay = Array.from({ length: 7 }, (_, i) => addDays(today, 20 + i)).find((d) => isoWeekday(d) === restA)!;
    expect(await menuOf(restDay)).toMatchObject({ open: false, closedReason: 'rest_day', dishes: [] });

    const otherWeekday = isoWeekday(addDays(today, 6));
    const booked = Array.from({ length: 7 }, (_, i) => addDays(today, 20 + i)).find((d) => isoWeekday(d) === otherWeekday)!;
    await book(s, booked, dishId, 1);
    const refused = await put([restA, restB, otherWeekday]);
    expectApiError(refused, 409, 'restWeekdays');
    expect(refused.json().code).toBe('rest_weekday_has_orders');
    expect((await menuOf(booked)).open).toBe(true);

    expect((await put([])).statusCode).toBe(200);
    expect((await menuOf(restDay)).open).toBe(true);
    expectApiError(await put([0]), 400);
    expectApiError(await put([8]), 400);
  });

  it('lets only the Administrador close days and set rest days', async () => {
    const date = addDays(today, 12);
    expectApiError(await close(date, 'x', chef), 403);
    expectApiError(await close(date, 'x', customer), 403);
    expectApiError(await s.request({ method: 'DELETE', url: `/api/closed-days/${date}`, token: chef }), 403);
    expectApiError(await s.request({ method: 'GET', url: '/api/closed-days', token: customer }), 403);
    expectApiError(await s.request({ method: 'PUT', url: '/api/settings', token: chef, body: { restWeekdays: [7] } }), 403);
    expectApiError(await s.request({ method: 'PUT', url: '/api/settings', body: { restWeekdays: [7] } }), 401);
  });
  // Run on both databases; on PostgreSQL the two calls really overlap (a pool of connections), where closing
  // once counted the bookings while an order in flight was not yet committed, and both succeeded.
  it('never closes a day that an order placed at the same moment booked', async () => {
    const dates = [1, 2, 3, 4, 6, 7, 8, 9].map((n) => addDays(today, n));
    // only dates that take orders now: open, and before their cut-off (tomorrow's passes in the afternoon, when an
    // order is refused for the time, 'orders_closed', whoever wins the race)
    const calendar = (await s.request({ method: 'GET', url: '/api/calendar', token: customer })).json() as Calendar;
    const orderable = new Set(calendar.days.filter((d) => d.orderable).map((d) => d.date));
    expect(dates.filter((d) => orderable.has(d)).length).toBeGreaterThan(2);
    for (const date of dates) {
      if (!orderable.has(date)) continue;
      // The demo's bookings of that date are cancelled first, so the only booking is the one racing the closing.
      await s.database.db.update(orders).set({ status: 'cancelled', cancelledAt: new Date() }).where(eq(orders.pickupDate, date));
      const [order, closing] = await Promise.all([
        s.request({
          method: 'POST',
          url: '/api/orders',
          token: customer,
          body: { pickupDate: date, pickupHour: '13:30', lines: [{ dishId, quantity: 1 }] },
        }),
        close(date, 'Cierre imprevisto'),
      ]);
      const booked = order.statusCode === 201;
      const closed = closing.statusCode === 201;
      // Exactly one wins: the order first (the closing is refused, naming it) or the closing first (the order is).
      expect(
        booked !== closed,
        `${date}: order ${order.statusCode} ${order.body} / close ${closing.statusCode} ${closing.body}`,
      ).toBe(true);
      if (booked) {
        expect(closing.json()).toMatchObject({ code: 'closed_day_has_orders', params: { smart_count: 1 } });
        await cancel(s, (order.json() as { id: number }).id);
      } else {
        expect(order.json()).toMatchObject({ code: 'day_closed' });
        const left = await s.request({ method: 'GET', url: `/api/orders?date=${date}`, token: admin });
        expect((left.json() as { status: string }[]).filter((o) => o.status !== 'cancelled')).toEqual([]);
        expect((await s.request({ method: 'DELETE', url: `/api/closed-days/${date}`, token: admin })).statusCode).toBe(204);
      }
    }
  });
});
