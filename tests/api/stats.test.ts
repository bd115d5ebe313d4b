/**
 * The admin's figures follow the data: counters and today's figures on the dashboard, orders, revenue by period
 * and complaints in the analysis (model/figures.ts says what each counts).
 */
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisFigures, DashboardFigures } from '../../model/entities';
import { addDays } from '../../model/figures';
import { localClock, parseClock } from '../../model/slots';
import { zonedInstant } from '../../model/zonedTime';
import { orders } from '../../server/db/schema';
import { ADMIN_EMAIL, CHEF_EMAIL, CUSTOMER_EMAIL, startTestServer, testDatabases, type TestServer } from './helper';

describe.each(testDatabases())('figures (%s)', (kind) => {
  // Ten in the morning of today: a run in the last minutes of the restaurant's day would find no pick-up hour left.
  const timeZone = 'Europe/Madrid';
  const clock = zonedInstant(localClock(new Date(), timeZone).date, 10 * 60, timeZone);
  let s: TestServer;
  let admin: string;
  let customer: string;

  beforeAll(async () => {
    s = await startTestServer(kind, { env: { TZ: timeZone }, config: { now: () => clock } });
    admin = await s.login(ADMIN_EMAIL);
    customer = await s.login(CUSTOMER_EMAIL);
  });
  afterAll(() => s.close());

  const dashboard = async () =>
    (await s.request({ method: 'GET', url: '/api/stats/dashboard', token: admin })).json() as DashboardFigures;
  const analysis = async () =>
    (await s.request({ method: 'GET', url: '/api/stats/analysis', token: admin })).json() as AnalysisFigures;
  const count = async (url: string) => ((await s.request({ method: 'GET', url, token: admin })).json() as unknown[]).length;

  it('counts users, rewards, unanswered complaints, pending orders and dishes', async () => {
    const d = await dashboard();
    expect(d.users).toBe(await count('/api/users'));
    expect(d.rewards).toBe(await count('/api/rewards'));
    expect(d.unansweredComplaints).toBe(await count('/api/complaints?answered=false'));
    expect(d.pendingOrders).toBeGreaterThan(0);
    expect(d.dishes).toBeGreaterThanOrEqual(30);
  });

  it('counts a new complaint as unanswered until the admin answers it', async () => {
    const before = (await dashboard()).unansweredComplaints;
    const c = await s.request({
      method: 'POST',
      url: '/api/complaints',
      token: customer,
      body: { message: 'Faltaba la servilleta.' },
    });
    expect((await dashboard()).unansweredComplaints).toBe(before + 1);
    expect((await analysis()).latestComplaints[0].id).toBe(c.json().id);
    await s.request({
      method: 'PUT',
      url: `/api/complaints/id/${c.json().id}`,
      token: admin,
      body: { answer: 'Gracias por avisar.' },
    });
    expect((await dashboard()).unansweredComplaints).toBe(before);
  });

  it('analyses four weeks of orders: totals, this week, trends and top dishes', async () => {
    const a = await analysis();
    expect(a.totalOrders).toBeGreaterThan(a.weekOrders);
    expect(a.weekOrders).toBeGreaterThan(0);
    expect(a.revenue).toBeGreaterThan(0);
    expect(a.topDishes).toHaveLength(6);
    expect(a.weekTrends.length).toBeLessThanOrEqual(5);
    expect(a.latestComplaints).toHaveLength(5);
    expect(a.topDishes.map((d) => d.count)).toEqual([...a.topDishes.map((d) => d.count)].sort((x, y) => y - x));
    expect(a.weekTrends.reduce((sum, t) => sum + t.percent, 0)).toBeLessThanOrEqual(100);
    for (const t of a.weekTrends) expect(t.percent).toBeGreaterThan(0);
    expect(a.latestComplaints.length).toBeLessThanOrEqual(5);
  });

  it('adds a placed order to the totals and the revenue', async () => {
    const before = await analysis();
    const hours = (await s.request({ method: 'GET', url: '/api/hours', token: customer })).json() as { hour: string }[];
    const dishes = (await s.request({ method: 'GET', url: '/api/dishes?category=5', token: customer })).json() as {
      id: number;
      stock: number;
      isAvailable: boolean;
    }[];
    const dish = dishes.find((d) => d.isAvailable && d.stock > 2)!;
    const order = await s.request({
      method: 'POST',
      url: '/api/orders',
      token: customer,
      body: { pickupHour: hours[0].hour, lines: [{ dishId: dish.id, quantity: 2 }] },
    });
    expect(order.statusCode, order.body).toBe(201);
    const after = await analysis();
    expect(after.totalOrders).toBe(before.totalOrders + 1);
    expect(after.weekOrders).toBe(before.weekOrders + 1);
    // Pending: not revenue yet. Once the kitchen finishes it, it is.
    expect(after.revenue).toBeCloseTo(before.revenue, 2);
    expect(after.revenueOrders).toBe(before.revenueOrders);
    const chef = await s.login(CHEF_EMAIL);
    const finish = await s.request({ method: 'PUT', url: `/api/orders/${order.json().id}/finish`, token: chef });
    expect(finish.statusCode, finish.body).toBeLessThan(300);
    const finished = await analysis();
    expect(finished.revenue).toBeCloseTo(before.revenue + order.json().total, 2);
    expect(finished.revenueOrders).toBe(before.revenueOrders + 1);
    expect((await dashboard()).pendingOrders).toBeGreaterThan(0);
  });

  it('shows handed-over orders of past days as Entregados', async () => {
    const days = (await analysis()).kitchenTimes.filter((d) => d.date < localClock(new Date(), s.config.timeZone).date);
    expect(days.length).toBeGreaterThan(0);
    for (const d of days) expect(d.collectedOrders).toBeGreaterThan(0);
  });
});

describe.each(testDatabases())("today's figures (%s)", (kind) => {
  const timeZone = 'Europe/Madrid';
  const today = localClock(new Date(), timeZone).date;
  const tomorrow = addDays(today, 1);
  const at = (minutes: number) => zonedInstant(today, minutes, timeZone);
  let clock = at(10 * 60);
  let s: TestServer;
  let admin: string;
  let chef: string;
  let customer: string;

  beforeAll(async () => {
    s = await startTestServer(kind, { env: { TZ: timeZone, SLOT_MINUTES: '15' }, config: { now: () => clock } });
    admin = await s.login(ADMIN_EMAIL);
    chef = await s.login(CHEF_EMAIL);
    customer = await s.login(CUSTOMER_EMAIL);
    // The day holds only the orders this suite makes.
    await s.database.db.delete(orders).where(inArray(orders.pickupDate, [today, tomorrow]));
  });
  afterAll(() => s.close());

  const dashboard = async () =>
    ((await s.request({ method: 'GET', url: '/api/stats/dashboard', token: admin })).json() as DashboardFigures).today;
  const analysis = async (period: string) => {
    const res = await s.request({ method: 'GET', url: `/api/stats/analysis?period=${period}`, token: admin });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as AnalysisFigures;
  };

  it("equal the day's orders: orders, revenue of the finished ones, pending, late, tomorrow's bookings", async () => {
    expect(await dashboard()).toEqual({ orders: 0, revenue: 0, pending: 0, late: 0, tomorrow: 0 });
    const hours = ((await s.request({ method: 'GET', url: '/api/hours', token: customer })).json() as { hour: string }[]).map(
      (h) => h.hour,
    );
    const [first, second, third] = [hours[0], hours[1], hours[3]];
    const dishes = (await s.request({ method: 'GET', url: '/api/dishes?category=5', token: customer })).json() as {
      id: number;
      stock: number;
      isAvailable: boolean;
    }[];
    const dish = dishes.find((d) => d.isAvailable && d.stock > 5)!;
    const place = async (pickupHour: string, quantity: number) => {
      const res = await s.request({
        method: 'POST',
        url: '/api/orders',
        token: customer,
        body: { pickupHour, lines: [{ dishId: dish.id, quantity }] },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { id: number; total: number; pickupDate: string };
    };
    const a = await place(first, 1);
    const b = await place(second, 2);
    const c = await place(third, 1);
    expect([a, b, c].map((o) => o.pickupDate)).toEqual([today, today, today]);
    expect((await s.request({ method: 'PUT', url: `/api/orders/${b.id}/finish`, token: chef })).statusCode).toBeLessThan(300);
    // Ordering ahead does not exist yet: a booking for tomorrow is written straight into the table.
    const customerId = (await s.request({ method: 'GET', url: '/api/users/me', token: customer })).json().id as number;
    await s.database.db.insert(orders).values({ userId: customerId, pickupDate: tomorrow, pickupHour: '13:00', totalCents: 450 });

    expect(await dashboard()).toEqual({ orders: 3, revenue: b.total, pending: 2, late: 0, tomorrow: 1 });

    // Past the first order's hour it is late; the finished second one never is; past the third's, two are.
    clock = at(parseClock(first)! + 1);
    expect((await dashboard()).late).toBe(1);
    clock = at(parseClock(second)! + 1);
    expect((await dashboard()).late).toBe(1);
    clock = at(parseClock(third)! + 1);
    expect(await dashboard()).toMatchObject({ pending: 2, late: 2 });

    // Handed over, it stays revenue and counts as Entregado.
    expect((await s.request({ method: 'PUT', url: `/api/orders/${b.id}/collect`, token: chef })).statusCode).toBeLessThan(300);
    expect((await dashboard()).revenue).toBe(b.total);
    const day = await analysis('today');
    expect(day).toMatchObject({ period: 'today', revenue: b.total, revenueOrders: 1 });
    expect(day.kitchenTimes.find((d) => d.date === today)).toMatchObject({ finishedOrders: 1, collectedOrders: 1 });
  });

  it('adds up the revenue of the chosen period and refuses an unknown one', async () => {
    const [dayFigures, week, month, all] = await Promise.all(['today', 'week', 'month', 'all'].map(analysis));
    expect(week.period).toBe('week');
    expect(week.revenue).toBeGreaterThan(dayFigures.revenue);
    expect(month.revenue).toBeGreaterThanOrEqual(week.revenue);
    expect(all.revenue).toBeGreaterThanOrEqual(month.revenue);
    expect(all.revenueOrders).toBeGreaterThan(week.revenueOrders);
    const byDefault = (await s.request({ method: 'GET', url: '/api/stats/analysis', token: admin })).json() as AnalysisFigures;
    expect(byDefault).toMatchObject({ period: 'week', revenue: week.revenue });
    const bad = await s.request({ method: 'GET', url: '/api/stats/analysis?period=siempre', token: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/period/);
  });
});
