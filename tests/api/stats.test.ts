/** The admin's figures follow the data: counters on the dashboard, orders and complaints in the analysis. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisFigures, DashboardFigures } from '../../model/entities';
import { ADMIN_EMAIL, CUSTOMER_EMAIL, startTestServer, testDatabases, type TestServer } from './helper';

describe.each(testDatabases())('figures (%s)', (kind) => {
  let s: TestServer;
  let admin: string;
  let customer: string;

  beforeAll(async () => {
    s = await startTestServer(kind);
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
    expect(after.revenue).toBeCloseTo(before.revenue + order.json().total, 2);
    expect((await dashboard()).pendingOrders).toBeGreaterThan(0);
  });
});
