/**
 * Changing and cancelling a booked order (issue 26): before its day's cut-off the customer changes its lines and
 * hour or cancels it, and the date's stock and the slots' minutes move exactly; after the cut-off the order is
 * frozen (409 with the sentence); only its customer may change it, its customer or an Administrador cancel it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../model/calendar';
import type { Dish, Hour, Order } from '../../model/entities';
import { expectApiError } from './fixtures';
import { startTestServer, testDatabases, type TestServer } from './helper';
import { demoSessions, dishWithStock, otherCustomer, stockOf, type Session, type Sessions } from './sessions';

/** Monday 10 March 2025, 13:07 in Madrid (UTC+1). */
const MONDAY_1307 = new Date('2025-03-10T12:07:00Z');
/** The same Monday at 16:30: Tuesday's orders are frozen ("-1d 16:00"), Wednesday's not yet. */
const MONDAY_1630 = new Date('2025-03-10T15:30:00Z');
const TODAY = '2025-03-10';
const TUESDAY = addDays(TODAY, 1);
const WEDNESDAY = addDays(TODAY, 2);
/** 4 cooks × 15-minute slots; every test dish takes 10 minutes a portion. */
const CAPACITY = 60;

describe.each(testDatabases())('changing and cancelling orders on %s', (kind) => {
  let server: TestServer;
  let s: Sessions;
  let clock = MONDAY_1307;
  beforeAll(async () => {
    server = await startTestServer(kind, {
      env: { OPENING_HOURS: '12:00-16:00', SLOT_MINUTES: '15', KITCHEN_COOKS: '4', MAX_PENDING_ORDERS: '1' },
      config: { now: () => clock },
    });
    s = await demoSessions(server);
  });
  afterAll(async () => server?.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: Session, body?: unknown) =>
    server.request({ method, url, token: who.token, body });
  const book = async (who: Session, pickupDate: string, pickupHour: string, lines: { dishId: number; quantity: number }[]) => {
    const res = await call('POST', '/api/orders', who, { pickupDate, pickupHour, lines });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Order>();
  };
  const roomAt = async (date: string, hour: string) =>
    (await call('GET', `/api/hours?date=${date}`, s.customer)).json<Hour[]>().find((h) => h.hour === hour)?.remainingMinutes;
  const listedStock = async (date: string, dishId: number) =>
    (await call('GET', `/api/dishes?date=${date}`, s.customer)).json<Dish[]>().find((d) => d.id === dishId)?.stock;

  it('changes the lines and the hour before the cut-off, moving stock and minutes exactly', async () => {
    const a = await dishWithStock(server, 10, 500);
    const b = await dishWithStock(server, 10, 300);
    const order = await book(s.customer, WEDNESDAY, '13:30', [{ dishId: a.id, quantity: 2 }]);
    expect(order.changeable).toBe(true);
    expect(await roomAt(WEDNESDAY, '13:30')).toBe(CAPACITY - 20);

    const res = await call('PUT', `/api/orders/${order.id}`, s.customer, {
      pickupHour: '14:00',
      lines: [
        { dishId: a.id, quantity: 1 },
        { dishId: b.id, quantity: 3 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const changed = res.json<Order>();
    expect(changed).toMatchObject({ id: order.id, pickupDate: WEDNESDAY, pickupHour: '14:00', total: 14, status: 'pending' });
    expect(changed.lines.map((l) => [l.dishId, l.quantity])).toEqual([
      [a.id, 1],
      [b.id, 3],
    ]);
    expect(changed.changedAt).toBeTruthy();
    expect(await stockOf(server, a.id, WEDNESDAY)).toBe(9);
    expect(await stockOf(server, b.id, WEDNESDAY)).toBe(7);
    expect(await listedStock(WEDNESDAY, b.id)).toBe(7);
    expect(await roomAt(WEDNESDAY, '13:30')).toBe(CAPACITY);
    expect(await roomAt(WEDNESDAY, '14:00')).toBe(CAPACITY - 40);
    // Other days' stock did not move.
    expect(await stockOf(server, a.id, TUESDAY)).toBe(10);
  });

  it('refuses a change the stock cannot take and changes nothing', async () => {
    const scarce = await dishWithStock(server, 3);
    const customer = await otherCustomer(server, 0);
    const order = await book(customer, WEDNESDAY, '12:30', [{ dishId: scarce.id, quantity: 1 }]);
    const res = await call('PUT', `/api/orders/${order.id}`, customer, {
      pickupHour: '12:30',
      lines: [{ dishId: scarce.id, quantity: 4 }],
    });
    expectApiError(res, 409, 'lines.0.quantity');
    expect(res.json()).toMatchObject({ code: 'order_not_enough', params: { left: 3 } });
    expect(await stockOf(server, scarce.id, WEDNESDAY)).toBe(2);
    // Its own portion counts as available: taking all three is fine.
    const all = await call('PUT', `/api/orders/${order.id}`, customer, {
      pickupHour: '12:30',
      lines: [{ dishId: scarce.id, quantity: 3 }],
    });
    expect(all.statusCode, all.body).toBe(200);
    expect(await stockOf(server, scarce.id, WEDNESDAY)).toBe(0);
  });

  it('cancels an order: stock and minutes return at once and it counts nowhere', async () => {
    const dish = await dishWithStock(server, 6);
    const customer = await otherCustomer(server, 1);
    const order = await book(customer, WEDNESDAY, '15:00', [{ dishId: dish.id, quantity: 2 }]);
    expect(await roomAt(WEDNESDAY, '15:00')).toBe(CAPACITY - 20);
    // One pending order per date: a second one for Wednesday is refused…
    const second = await call('POST', '/api/orders', customer, {
      pickupDate: WEDNESDAY,
      pickupHour: '15:00',
      lines: [{ dishId: dish.id, quantity: 1 }],
    });
    expect(second.json()).toMatchObject({ code: 'order_pending_limit' });

    const res = await call('PUT', `/api/orders/${order.id}/cancel`, customer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Order>()).toMatchObject({ id: order.id, status: 'cancelled', changeable: false });
    expect(res.json<Order>().cancelledAt).toBeTruthy();
    expect(await stockOf(server, dish.id, WEDNESDAY)).toBe(6);
    expect(await listedStock(WEDNESDAY, dish.id)).toBe(6);
    expect(await roomAt(WEDNESDAY, '15:00')).toBe(CAPACITY);
    const mine = (await call('GET', '/api/orders/mine', customer)).json<Order[]>();
    expect(mine.find((o) => o.id === order.id)?.status).toBe('cancelled');
    // … and accepted once the first is cancelled.
    await book(customer, WEDNESDAY, '15:00', [{ dishId: dish.id, quantity: 1 }]);
    // Cancelling twice is refused: it is no longer pending.
    expectApiError(await call('PUT', `/api/orders/${order.id}/cancel`, customer), 409);
  });

  it('lets only the customer change it, and the customer or an Administrador cancel it', async () => {
    const dish = await dishWithStock(server, 5);
    const owner = await otherCustomer(server, 2);
    const order = await book(owner, WEDNESDAY, '13:00', [{ dishId: dish.id, quantity: 1 }]);
    const change = { pickupHour: '13:15', lines: [{ dishId: dish.id, quantity: 2 }] };
    expectApiError(await call('PUT', `/api/orders/${order.id}`, s.other, change), 403);
    expectApiError(await call('PUT', `/api/orders/${order.id}/cancel`, s.other), 403);
    expectApiError(await call('PUT', `/api/orders/${order.id}`, s.admin, change), 403);
    expectApiError(await call('PUT', `/api/orders/${order.id}/cancel`, s.chef), 403);
    expect(await stockOf(server, dish.id, WEDNESDAY)).toBe(4);
    const byAdmin = await call('PUT', `/api/orders/${order.id}/cancel`, s.admin);
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(await stockOf(server, dish.id, WEDNESDAY)).toBe(5);
    expectApiError(await call('PUT', '/api/orders/99999999/cancel', owner), 404);
  });

  it('freezes a day’s orders at its cut-off with the sentence naming when it ended', async () => {
    const dish = await dishWithStock(server, 5);
    const customer = await otherCustomer(server, 3);
    const tuesday = await book(customer, TUESDAY, '13:00', [{ dishId: dish.id, quantity: 1 }]);
    const wednesday = await book(customer, WEDNESDAY, '13:00', [{ dishId: dish.id, quantity: 1 }]);
    clock = MONDAY_1630;
    try {
      const frozen = await call('PUT', `/api/orders/${tuesday.id}`, customer, {
        pickupHour: '13:15',
        lines: [{ dishId: dish.id, quantity: 2 }],
      });
      expectApiError(frozen, 409, 'pickupDate');
      expect(frozen.json()).toMatchObject({
        code: 'order_frozen',
        message: 'El plazo para cambiar este pedido terminó el lunes 10 a las 16:00.',
        params: { cutoffWeekday: 'lunes', cutoffDay: 10, time: '16:00' },
      });
      expectApiError(await call('PUT', `/api/orders/${tuesday.id}/cancel`, customer), 409, 'pickupDate');
      expect((await call('GET', `/api/orders/${tuesday.id}`, customer)).json<Order>()).toMatchObject({
        status: 'pending',
        changeable: false,
        cutoffAt: '2025-03-10T15:00:00.000Z',
      });
      expect(await stockOf(server, dish.id, TUESDAY)).toBe(4);
      // Wednesday's cut-off is Tuesday 16:00: still open.
      expect((await call('PUT', `/api/orders/${wednesday.id}/cancel`, customer)).statusCode).toBe(200);
      expect(await stockOf(server, dish.id, WEDNESDAY)).toBe(5);
    } finally {
      clock = MONDAY_1307;
    }
  });
});
