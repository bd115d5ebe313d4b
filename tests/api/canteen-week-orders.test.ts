/**
 * Orders for a date (issue 26): a customer books any open day from today to PREORDER_DAYS ahead, each day with
 * its own stock and slots; past, too far, closed and after-cut-off days are refused with their code; a dish
 * the day's menu does not offer is refused; the spec's body without a date still books today; the per-customer
 * pending limit counts per date.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../model/calendar';
import type { Dish, Hour, Order } from '../../model/entities';
import { expectApiError } from './fixtures';
import { startTestServer, testDatabases, type TestServer } from './helper';
import { demoSessions, dishWithStock, otherCustomer, stockOf, type Session, type Sessions } from './sessions';

/** Monday 10 March 2025, 13:07 in Madrid (UTC+1). */
const MONDAY_1307 = new Date('2025-03-10T12:07:00Z');
/** The same Monday at 16:30, after tomorrow's cut-off ("-1d 16:00"). */
const MONDAY_1630 = new Date('2025-03-10T15:30:00Z');
const TODAY = '2025-03-10';

describe.each(testDatabases())('orders for a date on %s', (kind) => {
  let server: TestServer;
  let s: Sessions;
  let clock = MONDAY_1307;
  beforeAll(async () => {
    server = await startTestServer(kind, {
      env: { OPENING_HOURS: '12:00-16:00,20:00-23:00', MAX_PENDING_ORDERS: '2' },
      config: { now: () => clock },
    });
    s = await demoSessions(server);
  });
  afterAll(async () => server?.close());

  const place = (who: Session, body: Record<string, unknown>) =>
    server.request({ method: 'POST', url: '/api/orders', token: who.token, body });
  const get = <T>(url: string, who: Session = s.customer) =>
    server.request({ method: 'GET', url, token: who.token }).then((r) => {
      expect(r.statusCode, r.body).toBe(200);
      return r.json<T>();
    });
  const exec = (query: ReturnType<typeof sql>) => server.database.db.execute(query);

  it('books each day of the horizon, each with its own stock', async () => {
    const dish = await dishWithStock(server, 5);
    for (let ahead = 0; ahead <= 14; ahead++) {
      const pickupDate = addDays(TODAY, ahead);
      const res = await place(s.customer, { pickupDate, pickupHour: '13:30', lines: [{ dishId: dish.id, quantity: 2 }] });
      expect(res.statusCode, `${pickupDate}: ${res.body}`).toBe(201);
      const order = res.json<Order>();
      expect(order.pickupDate).toBe(pickupDate);
      expect(order.changeable).toBe(ahead > 0);
      expect(order.cutoffAt).toBe(new Date(`${addDays(pickupDate, -1)}T15:00:00Z`).toISOString());
    }
    for (const ahead of [0, 1, 7, 14]) {
      const date = addDays(TODAY, ahead);
      expect(await stockOf(server, dish.id, date)).toBe(3);
      const menu = await get<Dish[]>(`/api/dishes?date=${date}`);
      expect(menu.find((d) => d.id === dish.id)).toMatchObject({ stock: 3, dailyPortions: 5 });
    }
    // Two days nobody booked still offer the usual portions.
    expect(await stockOf(server, dish.id, addDays(TODAY, 15))).toBe(5);
  });

  it('books today with the spec’s body without a date, as before', async () => {
    const dish = await dishWithStock(server, 4);
    const res = await place(s.other, { pickupHour: '20:30', lines: [{ dishId: dish.id, quantity: 1 }] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Order>().pickupDate).toBe(TODAY);
    expect((await get<Dish[]>('/api/dishes')).find((d) => d.id === dish.id)?.stock).toBe(3);
    expect(await stockOf(server, dish.id, addDays(TODAY, 1))).toBe(4);
  });

  it('refuses a past date and one beyond the horizon with 400, a closed day with 409', async () => {
    const dish = await dishWithStock(server, 5);
    const customer = await otherCustomer(server, 1);
    const body = (pickupDate: string) => ({ pickupDate, pickupHour: '13:30', lines: [{ dishId: dish.id, quantity: 1 }] });
    expectApiError(await place(customer, body(addDays(TODAY, -1))), 400, 'pickupDate');
    expect((await place(customer, body(addDays(TODAY, -1)))).json()).toMatchObject({ code: 'date_past' });
    const tooFar = await place(customer, body(addDays(TODAY, 15)));
    expectApiError(tooFar, 400, 'pickupDate');
    expect(tooFar.json()).toMatchObject({ code: 'date_too_far', message: 'Solo se puede pedir hasta 14 días por adelantado.' });
    expectApiError(await place(customer, body('2025-02-30')), 400, 'pickupDate');

    const holiday = addDays(TODAY, 3);
    await exec(sql`insert into closed_days (date, reason) values (${holiday}, 'Festivo')`);
    await exec(
      sql`insert into kitchen_settings (id, rest_weekdays) values (1, '7') on conflict (id) do update set rest_weekdays = '7'`,
    );
    try {
      for (const closed of [holiday, '2025-03-16']) {
        const res = await place(customer, body(closed));
        expectApiError(res, 409, 'pickupDate');
        expect(res.json()).toMatchObject({ code: 'day_closed' });
        expect(await get<Dish[]>(`/api/dishes?date=${closed}`)).toEqual([]);
        expect(await get<Hour[]>(`/api/hours?date=${closed}`)).toEqual([]);
      }
      expect(await stockOf(server, dish.id, holiday)).toBe(5);
    } finally {
      await exec(sql`delete from closed_days where date = ${holiday}`);
      await exec(sql`update kitchen_settings set rest_weekdays = null`);
    }
  });

  it('refuses a dish a planned day does not offer, naming the line, and takes nothing', async () => {
    const offered = await dishWithStock(server, 9);
    const notPlanned = await dishWithStock(server, 9);
    const day = addDays(TODAY, 4);
    await exec(sql`insert into day_menus (date) values (${day})`);
    await exec(sql`insert into day_dishes (date, dish_id, portions, remaining) values (${day}, ${offered.id}, 6, 6)`);
    const customer = await otherCustomer(server, 2);
    const res = await place(customer, {
      pickupDate: day,
      pickupHour: '13:30',
      lines: [
        { dishId: offered.id, quantity: 1 },
        { dishId: notPlanned.id, quantity: 1 },
      ],
    });
    expectApiError(res, 409, 'lines.1.dishId');
    expect(res.json()).toMatchObject({ code: 'dish_not_on_menu', params: { name: notPlanned.name } });
    expect(await stockOf(server, offered.id, day)).toBe(6);
    const menu = await get<Dish[]>(`/api/dishes?date=${day}`);
    expect(menu.map((d) => d.id)).toContain(offered.id);
    expect(menu.map((d) => d.id)).not.toContain(notPlanned.id);
    const ok = await place(customer, { pickupDate: day, pickupHour: '13:30', lines: [{ dishId: offered.id, quantity: 2 }] });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(await stockOf(server, offered.id, day)).toBe(4);
  });

  it('offers every slot of a later day, and only the slots to come today', async () => {
    const tomorrow = await get<Hour[]>(`/api/hours?date=${addDays(TODAY, 1)}`);
    expect(tomorrow[0]?.hour).toBe('12:00');
    expect(tomorrow.map((h) => h.hour)).toContain('22:45');
    const today = await get<Hour[]>('/api/hours');
    expect(today[0]?.hour).toBe('13:15');
    expect(await get<Hour[]>(`/api/hours?date=${addDays(TODAY, -1)}`)).toEqual([]);
  });

  it('counts the pending-orders limit per date', async () => {
    const dish = await dishWithStock(server, 50);
    const customer = await otherCustomer(server, 3);
    const day = addDays(TODAY, 5);
    const body = (pickupDate: string) => ({ pickupDate, pickupHour: '13:30', lines: [{ dishId: dish.id, quantity: 1 }] });
    expect((await place(customer, body(day))).statusCode).toBe(201);
    expect((await place(customer, body(day))).statusCode).toBe(201);
    const third = await place(customer, body(day));
    expectApiError(third, 409, 'pendingOrders');
    expect(third.json()).toMatchObject({ code: 'order_pending_limit' });
    expect((await place(customer, body(addDays(TODAY, 6)))).statusCode).toBe(201);
    expect((await place(customer, body(TODAY))).statusCode).toBe(201);
  });

  it('closes a later day’s orders at its cut-off, while today still takes walk-in orders', async () => {
    const dish = await dishWithStock(server, 5);
    const customer = await otherCustomer(server, 4);
    clock = MONDAY_1630;
    try {
      const late = await place(customer, {
        pickupDate: '2025-03-11',
        pickupHour: '13:30',
        lines: [{ dishId: dish.id, quantity: 1 }],
      });
      expectApiError(late, 409, 'pickupDate');
      expect(late.json()).toMatchObject({
        code: 'orders_closed',
        message: 'Los pedidos para el martes 11 se cerraron el lunes 10 a las 16:00.',
      });
      const walkIn = await place(customer, { pickupDate: TODAY, pickupHour: '20:30', lines: [{ dishId: dish.id, quantity: 1 }] });
      expect(walkIn.statusCode, walkIn.body).toBe(201);
      expect(walkIn.json<Order>().changeable).toBe(false);
      const dayAfter = await place(customer, {
        pickupDate: '2025-03-12',
        pickupHour: '13:30',
        lines: [{ dishId: dish.id, quantity: 1 }],
      });
      expect(dayAfter.statusCode, dayAfter.body).toBe(201);
    } finally {
      clock = MONDAY_1307;
    }
  });
});
