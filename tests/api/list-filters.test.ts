/** The lists' filters beside the search box: additive query parameters on GET users, dishes, orders, complaints. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Complaint, Dish, Order, User } from '../../model/entities';
import { expectApiError } from './fixtures';
import { ADMIN_EMAIL, startTestServer, testDatabases, type TestServer } from './helper';

describe.each(testDatabases())('list filters (%s)', (kind) => {
  let s: TestServer;
  let admin: string;

  beforeAll(async () => {
    s = await startTestServer(kind);
    admin = await s.login(ADMIN_EMAIL);
  });
  afterAll(() => s.close());

  const get = async <T>(url: string) => {
    const res = await s.request({ method: 'GET', url, token: admin });
    expect(res.statusCode, res.body).toBe(200);
    return { items: res.json() as T[], total: Number(res.headers['x-total-count'] ?? -1) };
  };

  it('filters users by role and active, with paging and the total', async () => {
    const all = (await get<User>('/api/users')).items;
    const { items, total } = await get<User>('/api/users?role=Encargado&active=true&page=1&size=10');
    expect(total).toBe(all.filter((u) => u.roleName === 'Encargado' && u.active).length);
    expect(total).toBeGreaterThan(0);
    expect(items.every((u) => u.roleName === 'Encargado' && u.active)).toBe(true);
    expectApiError(await s.request({ method: 'GET', url: '/api/users?role=Jefe', token: admin }), 400, 'role');
  });

  it('filters dishes by availability and sold out', async () => {
    const res = await s.request({
      method: 'POST',
      url: '/api/dishes',
      token: admin,
      body: { name: 'Sin existencias', stock: 0, category: { id: 1 } },
    });
    const empty = res.json() as Dish;
    const soldOut = (await get<Dish>('/api/dishes?soldOut=true')).items;
    expect(soldOut.map((d) => d.id)).toContain(empty.id);
    expect(soldOut.every((d) => !d.isAvailable || d.stock === 0)).toBe(true);
    const inStock = (await get<Dish>('/api/dishes?soldOut=false&category=1')).items;
    expect(inStock.length).toBeGreaterThan(0);
    expect(inStock.every((d) => d.isAvailable && d.stock > 0 && d.category.id === 1)).toBe(true);
    const unavailable = (await get<Dish>('/api/dishes?available=false')).items;
    expect(unavailable.every((d) => !d.isAvailable)).toBe(true);
  });

  it('filters orders by a pick-up date range and by customer', async () => {
    const all = (await get<Order>('/api/orders')).items;
    const dates = [...new Set(all.map((o) => o.pickupDate))].sort();
    expect(dates.length).toBeGreaterThan(2);
    const [from, to] = [dates[1], dates[dates.length - 2]];
    const ranged = (await get<Order>(`/api/orders?from=${from}&to=${to}`)).items;
    expect(ranged.length).toBe(all.filter((o) => o.pickupDate >= from && o.pickupDate <= to).length);
    const customer = all[0].customer!.id;
    const { items, total } = await get<Order>(`/api/orders?customerId=${customer}&page=1&size=5`);
    expect(total).toBe(all.filter((o) => o.customer?.id === customer).length);
    expect(items.every((o) => o.customer?.id === customer)).toBe(true);
    expectApiError(await s.request({ method: 'GET', url: '/api/orders?from=ayer', token: admin }), 400, 'from');
  });

  it('filters complaints by answered and by the day they were sent', async () => {
    const all = (await get<Complaint>('/api/complaints')).items;
    const day = (c: Complaint) => new Intl.DateTimeFormat('en-CA', { timeZone: s.config.timeZone }).format(new Date(c.dateSend));
    const days = [...new Set(all.map(day))].sort();
    const pick = days[Math.floor(days.length / 2)];
    const { items, total } = await get<Complaint>(`/api/complaints?from=${pick}&to=${pick}&page=1&size=9`);
    expect(total).toBe(all.filter((c) => day(c) === pick).length);
    expect(items.every((c) => day(c) === pick)).toBe(true);
    const unanswered = (await get<Complaint>(`/api/complaints?answered=false&from=${days[0]}`)).items;
    expect(unanswered.every((c) => c.answer === null)).toBe(true);
  });
});
