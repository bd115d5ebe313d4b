/**
 * "Mi pedido habitual" (issue 26 point 6): storing one books every date it aims at (tomorrow up to PREORDER_DAYS
 * ahead, on its weekdays) as real orders; a sold-out day and a closed day come back in `skipped` with their code
 * and Spanish text while the other days stay booked; the daily pass books the dates the horizon reaches, once
 * even when two passes run at once; stopping it cancels its orders still before their cut-off and only those;
 * nobody else can stop it; bad bodies are 400.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../model/entities';
import type { UsualOrder, UsualOrderBooking } from '../../model/week-responses';
import { extendUsualOrders } from '../../server/orders/usual-order-worker';
import { expectApiError } from './fixtures';
import { startSecondProcess, startTestServer, testDatabases, type TestServer } from './helper';
import { demoSessions, dishWithStock, otherCustomer, stockOf, type Session, type Sessions } from './sessions';

/** Monday 10 March 2025, 13:07 in Madrid (UTC+1). */
const MONDAY_1307 = new Date('2025-03-10T12:07:00Z');
/** Tuesday 11 March at 16:30: Wednesday 12's cut-off ("-1d 16:00") has passed, Monday 24's has not. */
const TUESDAY_1630 = new Date('2025-03-11T15:30:00Z');
/** Wednesday 12 March at 10:00: the horizon (14 days) now reaches Wednesday 26. */
const WEDNESDAY_1000 = new Date('2025-03-12T09:00:00Z');

describe.each(testDatabases())('my usual order on %s', (kind) => {
  let server: TestServer;
  let s: Sessions;
  let clock = MONDAY_1307;
  beforeAll(async () => {
    server = await startTestServer(kind, {
      env: { OPENING_HOURS: '12:00-16:00,20:00-23:00', MAX_PENDING_ORDERS: '3' },
      config: { now: () => clock },
    });
    s = await demoSessions(server);
  });
  afterAll(async () => server?.close());

  const post = (who: Session, body: unknown) =>
    server.request({ method: 'POST', url: '/api/usual-orders', token: who.token, body });
  const stop = (who: Session, id: number) =>
    server.request({ method: 'DELETE', url: `/api/usual-orders/${id}`, token: who.token });
  const get = async <T>(url: string, who: Session) => {
    const res = await server.request({ method: 'GET', url, token: who.token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  const exec = (query: ReturnType<typeof sql>) => server.database.db.execute(query);
  const usualOrdersOf = async (id: number) =>
    (
      (await exec(sql`select pickup_date, status from orders where usual_order_id = ${id} order by pickup_date`)) as unknown as {
        rows: { pickup_date: string; status: string }[];
      }
    ).rows.map((r) => `${r.pickup_date} ${r.status}`);

  it('books every Monday and Wednesday of the horizon, listing the sold-out and the closed day with their reason', async () => {
    clock = MONDAY_1307;
    const dish = await dishWithStock(server, 5);
    const customer = await otherCustomer(server, 0);
    // On Wednesday 19 the dish is sold out (the other dishes are offered as usual); Monday 17 is a holiday.
    await exec(sql`insert into day_dishes (date, dish_id, portions, remaining) values ('2025-03-19', ${dish.id}, 2, 0)`);
    await exec(sql`insert into closed_days (date, reason) values ('2025-03-17', 'Festivo')`);
    try {
      const res = await post(customer, { weekdays: [3, 1], pickupHour: '13:30', lines: [{ dishId: dish.id, quantity: 2 }] });
      expect(res.statusCode, res.body).toBe(201);
      const booking = res.json<UsualOrderBooking>();
      expect(booking.usualOrder).toMatchObject({
        weekdays: [1, 3],
        pickupHour: '13:30',
        lines: [{ dishId: dish.id, quantity: 2, name: dish.name }],
        stoppedAt: null,
      });
      // Today (Monday 10) is not booked: the usual order starts tomorrow.
      expect(booking.placed.map((o) => o.pickupDate)).toEqual(['2025-03-12', '2025-03-24']);
      for (const order of booking.placed) {
        expect(order).toMatchObject({ status: 'pending', pickupHour: '13:30', usualOrderId: booking.usualOrder.id });
        expect(order.lines).toMatchObject([{ quantity: 2 }]);
      }
      expect(booking.skipped).toEqual([
        {
          date: '2025-03-17',
          code: 'day_closed',
          params: { date: '2025-03-17' },
          message: 'El comedor está cerrado el 2025-03-17: elige otro día.',
        },
        {
          date: '2025-03-19',
          code: 'order_sold_out',
          params: { name: dish.name },
          message: `«${dish.name}» está agotado.`,
        },
      ]);
      // Real orders: the stock of each booked day moved, the sold-out day's did not.
      expect(await stockOf(server, dish.id, '2025-03-12')).toBe(3);
      expect(await stockOf(server, dish.id, '2025-03-24')).toBe(3);
      expect(await stockOf(server, dish.id, '2025-03-19')).toBe(0);
      const mine = await get<Order[]>('/api/orders/mine', customer);
      expect(
        mine
          .filter((o) => o.usualOrderId === booking.usualOrder.id)
          .map((o) => o.pickupDate)
          .sort(),
      ).toEqual(['2025-03-12', '2025-03-24']);
      // The kitchen's log has an order.created event for each.
      const events = (await exec(
        sql`select count(*)::int as n from order_events e join orders o on o.id = e.order_id
            where o.usual_order_id = ${booking.usualOrder.id} and e.type = 'order.created'`,
      )) as unknown as { rows: { n: number }[] };
      expect(events.rows[0]?.n).toBe(2);

      expect(await get<UsualOrder[]>('/api/usual-orders', customer)).toMatchObject([
        { id: booking.usualOrder.id, weekdays: [1, 3], pickupHour: '13:30', lines: [{ dishId: dish.id, name: dish.name }] },
      ]);
      expect(await get<UsualOrder[]>('/api/usual-orders', s.customer)).toEqual([]);
    } finally {
      await exec(sql`delete from closed_days where date = '2025-03-17'`);
    }
  });

  it('the daily pass books the dates the horizon reaches, once even when two passes run at once', async () => {
    clock = MONDAY_1307;
    const dish = await dishWithStock(server, 5);
    const customer = await otherCustomer(server, 1);
    const res = await post(customer, { weekdays: [3], pickupHour: '20:30', lines: [{ dishId: dish.id, quantity: 1 }] });
    expect(res.statusCode, res.body).toBe(201);
    const { usualOrder } = res.json<UsualOrderBooking>();
    expect(await usualOrdersOf(usualOrder.id)).toEqual(['2025-03-12 pending', '2025-03-19 pending']);

    clock = WEDNESDAY_1000;
    try {
      const second = kind === 'postgres' ? await startSecondProcess(server) : null;
      try {
        // (the second process's own pass runs as it starts, too)
        await Promise.all([
          extendUsualOrders(server.database.db, server.config),
          extendUsualOrders(second ? second.app.db : server.database.db, server.config),
        ]);
      } finally {
        await second?.close();
      }
      expect(await usualOrdersOf(usualOrder.id)).toEqual(['2025-03-12 pending', '2025-03-19 pending', '2025-03-26 pending']);
      expect(await stockOf(server, dish.id, '2025-03-26')).toBe(4);
      // Run again: nothing new.
      await extendUsualOrders(server.database.db, server.config);
      expect(await usualOrdersOf(usualOrder.id)).toHaveLength(3);
    } finally {
      clock = MONDAY_1307;
    }
  });

  it('a day cancelled by hand is not booked again by the daily pass', async () => {
    clock = MONDAY_1307;
    const dish = await dishWithStock(server, 5);
    const customer = await otherCustomer(server, 2);
    const res = await post(customer, { weekdays: [4], pickupHour: '13:00', lines: [{ dishId: dish.id, quantity: 1 }] });
    const { usualOrder, placed } = res.json<UsualOrderBooking>();
    expect(placed.map((o) => o.pickupDate)).toEqual(['2025-03-13', '2025-03-20']);
    const cancel = await server.request({ method: 'PUT', url: `/api/orders/${placed[0]!.id}/cancel`, token: customer.token });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await extendUsualOrders(server.database.db, server.config);
    expect(await usualOrdersOf(usualOrder.id)).toEqual(['2025-03-13 cancelled', '2025-03-20 pending']);
  });

  it('stopping it cancels only its orders still before their cut-off; nobody else can stop it', async () => {
    clock = MONDAY_1307;
    const dish = await dishWithStock(server, 5);
    const customer = await otherCustomer(server, 3);
    const res = await post(customer, { weekdays: [1, 3], pickupHour: '14:00', lines: [{ dishId: dish.id, quantity: 1 }] });
    expect(res.statusCode, res.body).toBe(201);
    const { usualOrder, placed } = res.json<UsualOrderBooking>();
    expect(placed.map((o) => o.pickupDate)).toEqual(['2025-03-12', '2025-03-17', '2025-03-19', '2025-03-24']);

    const stranger = await otherCustomer(server, 4);
    expectApiError(await stop(stranger, usualOrder.id), 404);
    expect((await stop(stranger, usualOrder.id)).json()).toMatchObject({ code: 'usual_order_not_found' });
    expectApiError(await stop(customer, 999_999), 404);

    clock = TUESDAY_1630;
    try {
      const stopped = await stop(customer, usualOrder.id);
      expect(stopped.statusCode, stopped.body).toBe(200);
      expect(stopped.json()).toEqual({ cancelled: 3 });
      // Wednesday 12 is past its cut-off: it stays, as any order after its cut-off.
      expect(await usualOrdersOf(usualOrder.id)).toEqual([
        '2025-03-12 pending',
        '2025-03-17 cancelled',
        '2025-03-19 cancelled',
        '2025-03-24 cancelled',
      ]);
      expect(await stockOf(server, dish.id, '2025-03-12')).toBe(4);
      expect(await stockOf(server, dish.id, '2025-03-24')).toBe(5);
      expect(await get<UsualOrder[]>('/api/usual-orders', customer)).toEqual([]);
      // Stopped: stopping again cancels nothing, and the daily pass books nothing for it.
      expect((await stop(customer, usualOrder.id)).json()).toEqual({ cancelled: 0 });
      await extendUsualOrders(server.database.db, server.config);
      expect(await usualOrdersOf(usualOrder.id)).toHaveLength(4);
    } finally {
      clock = MONDAY_1307;
    }
  });

  it('refuses bad bodies with 400 and other roles with 403', async () => {
    clock = MONDAY_1307;
    const dish = await dishWithStock(server, 5);
    const customer = await otherCustomer(server, 5);
    const lines = [{ dishId: dish.id, quantity: 1 }];
    for (const body of [
      {},
      { weekdays: [], pickupHour: '13:30', lines },
      { weekdays: [0], pickupHour: '13:30', lines },
      { weekdays: [8], pickupHour: '13:30', lines },
      { weekdays: [1, 1], pickupHour: '13:30', lines },
      { weekdays: [1], pickupHour: '25:00', lines },
      { weekdays: [1], pickupHour: '13:30', lines: [] },
      { weekdays: [1], pickupHour: '13:30', lines, extra: true },
    ]) {
      expectApiError(await post(customer, body), 400);
    }
    const offHour = await post(customer, { weekdays: [1], pickupHour: '17:00', lines });
    expectApiError(offHour, 400, 'pickupHour');
    expect(offHour.json()).toMatchObject({ code: 'order_slot_closed' });
    const noDish = await post(customer, {
      weekdays: [1],
      pickupHour: '13:30',
      lines: [...lines, { dishId: 999_999, quantity: 1 }],
    });
    expectApiError(noDish, 400, 'lines.1.dishId');
    expect(noDish.json()).toMatchObject({ code: 'order_dish_missing' });
    expectApiError(await post(s.chef, { weekdays: [1], pickupHour: '13:30', lines }), 403);
    expect(await get<UsualOrder[]>('/api/usual-orders', customer)).toEqual([]);
  });
});
