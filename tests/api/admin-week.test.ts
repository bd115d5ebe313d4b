/**
 * The admin and the kitchen see the canteen's week (issue 26 points 4 and 7): the analysis counts an order on its
 * pick-up day, not on the day it was placed; the dashboard's "Mañana" adds up tomorrow's booked portions and says
 * when tomorrow is closed; the kitchen board's data holds today's orders only, while a booking for a coming day
 * shows in the "Próximos días" count (GET orders/by-day).
 */
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../model/calendar';
import type { OrdersByDay } from '../../model/day-menu';
import type { AnalysisFigures, DashboardFigures, Order } from '../../model/entities';
import type { Calendar } from '../../model/week-responses';
import { localClock } from '../../model/zonedTime';
import { zonedInstant } from '../../model/zonedTime';
import { orders } from '../../server/db/schema';
import { ADMIN_EMAIL, CHEF_EMAIL, CUSTOMER_EMAIL, startTestServer, testDatabases, type TestServer } from './helper';

const TIME_ZONE = 'Europe/Madrid';

describe.each(testDatabases())('the admin sees the week (%s)', (kind) => {
  const realToday = localClock(new Date(), TIME_ZONE).date;
  let clock = zonedInstant(realToday, 9 * 60, TIME_ZONE);
  let s: TestServer;
  let admin: string;
  let chef: string;
  let customer: string;

  beforeAll(async () => {
    s = await startTestServer(kind, { env: { TZ: TIME_ZONE }, config: { now: () => clock } });
    admin = await s.login(ADMIN_EMAIL);
    chef = await s.login(CHEF_EMAIL);
    customer = await s.login(CUSTOMER_EMAIL);
  });
  afterAll(() => s.close());

  const get = async <T>(url: string, token = admin): Promise<T> => {
    const res = await s.request({ method: 'GET', url, token });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json() as T;
  };
  const today = () => localClock(clock, TIME_ZONE).date;
  /** A customer's order for `date` through POST orders, `quantity` portions of one dish offered that day. */
  const bookFor = async (date: string, quantity: number, token = customer) => {
    const hours = await get<{ hour: string }[]>(`/api/hours?date=${date}`, token);
    const menu = await get<{ id: number; stock: number; isAvailable: boolean }[]>(`/api/dishes?date=${date}`, token);
    const dish = menu.find((d) => d.isAvailable && d.stock >= quantity)!;
    const res = await s.request({
      method: 'POST',
      url: '/api/orders',
      token,
      body: { pickupDate: date, pickupHour: hours.at(-1)!.hour, lines: [{ dishId: dish.id, quantity }] },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Order;
  };
  /** An open day customers can book, `min` days ahead or more. */
  const openDayAhead = async (min: number) => {
    const calendar = await get<Calendar>('/api/calendar', customer);
    const day = calendar.days.find((d) => d.orderable && d.date >= addDays(calendar.today, min));
    expect(day, `an orderable day ${min}+ days ahead`).toBeTruthy();
    return day!.date;
  };

  it('counts an order booked today for a coming day on that day, not today', async () => {
    const thursday = await openDayAhead(3);
    const before = await get<AnalysisFigures>('/api/stats/analysis?period=week');
    const booked = await bookFor(thursday, 2);
    expect(booked.pickupDate).toBe(thursday);

    // Placed today, picked up later: not in this week's (last 7 pick-up days') figures yet, booked ahead instead.
    const now = await get<AnalysisFigures>('/api/stats/analysis?period=week');
    expect(now.weekOrders).toBe(before.weekOrders);
    expect(now.totalOrders).toBe(before.totalOrders);
    expect(now.weekTrends).toEqual(before.weekTrends);
    expect(now.bookedAhead).toBe(before.bookedAhead + 1);

    // On Thursday it counts: this week's orders, the total, and no longer ahead.
    const saved = clock;
    clock = zonedInstant(thursday, 9 * 60, TIME_ZONE);
    try {
      const onTheDay = await get<AnalysisFigures>('/api/stats/analysis?period=week');
      const ordersOfWeek = (await get<Order[]>(`/api/orders?from=${addDays(thursday, -6)}&to=${thursday}`)).filter(
        (o) => o.status !== 'cancelled',
      );
      expect(onTheDay.weekOrders).toBe(ordersOfWeek.length);
      expect(ordersOfWeek.map((o) => o.id)).toContain(booked.id);
      const bookedLater = (await get<Order[]>(`/api/orders?from=${addDays(thursday, 1)}&to=${addDays(thursday, 60)}`)).filter(
        (o) => o.status !== 'cancelled',
      );
      expect(onTheDay.bookedAhead).toBe(bookedLater.length);
      const portionsOfWeek = ordersOfWeek.flatMap((o) => o.lines).reduce((sum, l) => sum + l.quantity, 0);
      const dishId = booked.lines[0]!.dishId;
      const portionsOfDish = ordersOfWeek
        .flatMap((o) => o.lines)
        .filter((l) => l.dishId === dishId)
        .reduce((sum, l) => sum + l.quantity, 0);
      const trend = onTheDay.weekTrends.find((t) => t.dishId === dishId);
      if (trend) {
        expect(trend.count).toBe(portionsOfDish);
        expect(trend.percent).toBeCloseTo(Math.round((portionsOfDish / portionsOfWeek) * 1000) / 10, 5);
      }
    } finally {
      clock = saved;
    }
  });

  it('leaves a cancelled order out of every count', async () => {
    const day = await openDayAhead(2);
    const order = await bookFor(day, 1);
    const before = await get<AnalysisFigures>('/api/stats/analysis');
    const cancelled = await s.request({ method: 'PUT', url: `/api/orders/${order.id}/cancel`, token: customer });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await get<AnalysisFigures>('/api/stats/analysis')).bookedAhead).toBe(before.bookedAhead - 1);
  });

  it("adds up tomorrow's booked portions per dish, beside tomorrow's orders", async () => {
    const tomorrow = addDays(today(), 1);
    const before = (await get<DashboardFigures>('/api/stats/dashboard')).tomorrow;
    expect(before.date).toBe(tomorrow);
    const open = (await get<Calendar>('/api/calendar', customer)).days.find((d) => d.date === tomorrow)!;
    expect(before.open).toBe(open.open);
    if (!open.orderable) return; // a closed or frozen tomorrow cannot be booked here; the next test closes one
    const order = await bookFor(tomorrow, 3);
    const after = (await get<DashboardFigures>('/api/stats/dashboard')).tomorrow;
    expect(after.orders).toBe(before.orders + 1);
    expect(after.portions).toBe(before.portions + 3);
    // the same as the orders list of tomorrow, counted by hand
    const list = (await get<Order[]>(`/api/orders?date=${tomorrow}`)).filter((o) => o.status !== 'cancelled');
    const lines = list.flatMap((o) => o.lines);
    expect(after.orders).toBe(list.length);
    expect(after.portions).toBe(lines.reduce((sum, l) => sum + l.quantity, 0));
    const perDish = new Map<number, number>();
    for (const l of lines) perDish.set(l.dishId, (perDish.get(l.dishId) ?? 0) + l.quantity);
    expect(after.dishes.length).toBe(Math.min(3, perDish.size));
    for (const d of after.dishes) expect(d.portions).toBe(perDish.get(d.dishId));
    expect(after.dishes[0]!.portions).toBe(Math.max(...perDish.values()));
    expect((await get<DashboardFigures>('/api/stats/dashboard')).today.tomorrow).toBe(after.orders);
    expect(order.lines[0]!.quantity).toBe(3);
  });

  it('says when tomorrow is closed, with the closed date’s reason', async () => {
    const tomorrow = addDays(today(), 1);
    await s.database.db.delete(orders).where(inArray(orders.pickupDate, [tomorrow]));
    const closed = await s.request({
      method: 'POST',
      url: '/api/closed-days',
      token: admin,
      body: { date: tomorrow, reason: 'Festivo local' },
    });
    expect(closed.statusCode, closed.body).toBe(201);
    expect((await get<DashboardFigures>('/api/stats/dashboard')).tomorrow).toEqual({
      date: tomorrow,
      open: false,
      closedReason: 'Festivo local',
      orders: 0,
      portions: 0,
      dishes: [],
    });
    const reopened = await s.request({ method: 'DELETE', url: `/api/closed-days/${tomorrow}`, token: admin });
    expect(reopened.statusCode).toBe(204);
    expect((await get<DashboardFigures>('/api/stats/dashboard')).tomorrow).toMatchObject({ open: true, closedReason: null });
  });

  it("gives the kitchen board today's pending orders only; a coming day's booking shows in the coming days' count", async () => {
    const day = await openDayAhead(2);
    const comingBefore = await get<OrdersByDay[]>(
      `/api/orders/by-day?from=${addDays(today(), 1)}&to=${addDays(today(), 14)}`,
      chef,
    );
    const later = await bookFor(day, 1);
    const ofToday = await bookFor(today(), 1);

    // What the board reads: GET orders?status=pending&date=<today>
    const board = await get<Order[]>(`/api/orders?status=pending&date=${today()}`, chef);
    expect(board.map((o) => o.id)).toContain(ofToday.id);
    expect(board.map((o) => o.id)).not.toContain(later.id);
    expect(board.every((o) => o.pickupDate === today() && o.status === 'pending')).toBe(true);
    // every pending order, of any day, is what the board must NOT read
    expect((await get<Order[]>('/api/orders?status=pending', chef)).map((o) => o.id)).toContain(later.id);

    const comingAfter = await get<OrdersByDay[]>(
      `/api/orders/by-day?from=${addDays(today(), 1)}&to=${addDays(today(), 14)}`,
      chef,
    );
    const dayBefore = comingBefore.find((d) => d.date === day)!;
    expect(comingAfter.find((d) => d.date === day)).toEqual({
      date: day,
      orders: dayBefore.orders + 1,
      portions: dayBefore.portions + 1,
    });
    expect(comingAfter.some((d) => d.date === today())).toBe(false);
  });
});
