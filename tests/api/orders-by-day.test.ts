/**
 * Booked orders per pick-up date (issue 26): what the kitchen board's "próximos días" and the dashboard's
 * "Mañana" count. Cancelled orders count nowhere.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../model/calendar';
import type { OrdersByDay } from '../../model/day-menu';
import { expectApiError } from './fixtures';
import { ADMIN_EMAIL, CHEF_EMAIL, CUSTOMER_EMAIL, startTestServer, testDatabases, type TestServer } from './helper';
import { book, cancel, todayOf } from './week-fixtures';

describe.each(testDatabases())('orders by day (%s)', (kind) => {
  let s: TestServer;
  let admin: string;
  let today: string;
  let dishId: number;

  beforeAll(async () => {
    s = await startTestServer(kind);
    admin = await s.login(ADMIN_EMAIL);
    today = todayOf(s);
    dishId = ((await s.request({ method: 'GET', url: '/api/dishes', token: admin })).json() as { id: number }[])[0]!.id;
  });
  afterAll(() => s.close());

  const byDay = async (from: string, to: string, token = admin) => {
    const res = await s.request({ method: 'GET', url: `/api/orders/by-day?from=${from}&to=${to}`, token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as OrdersByDay[];
  };

  it('counts each day’s booked orders and portions, zeros included, cancelled ones left out', async () => {
    const from = addDays(today, 40);
    const to = addDays(from, 2);
    const before = await byDay(from, to);
    await book(s, from, dishId, 2);
    await book(s, from, dishId, 3);
    await book(s, to, dishId, 1);
    await cancel(s, await book(s, to, dishId, 4));
    const after = await byDay(from, to);
    expect(after).toEqual([
      { date: from, orders: before[0]!.orders + 2, portions: before[0]!.portions + 5 },
      { date: addDays(from, 1), orders: before[1]!.orders, portions: before[1]!.portions },
      { date: to, orders: before[2]!.orders + 1, portions: before[2]!.portions + 1 },
    ]);
  });

  it('counts today’s demo orders as the orders list does', async () => {
    const [day] = await byDay(today, today, await s.login(CHEF_EMAIL));
    const list = (await s.request({ method: 'GET', url: `/api/orders?date=${today}`, token: admin })).json() as {
      status: string;
    }[];
    expect(day!.orders).toBe(list.filter((o) => o.status !== 'cancelled').length);
  });

  it('refuses a customer, bad dates and ranges over a month', async () => {
    expectApiError(
      await s.request({
        method: 'GET',
        url: `/api/orders/by-day?from=${today}&to=${today}`,
        token: await s.login(CUSTOMER_EMAIL),
      }),
      403,
    );
    expectApiError(
      await s.request({ method: 'GET', url: `/api/orders/by-day?from=${today}&to=${addDays(today, 31)}`, token: admin }),
      400,
    );
    expectApiError(
      await s.request({ method: 'GET', url: `/api/orders/by-day?from=2026-02-31&to=2026-03-01`, token: admin }),
      400,
    );
  });
});
