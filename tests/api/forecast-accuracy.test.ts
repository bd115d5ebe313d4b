/**
 * The analysis' forecast track record (issue 27 point 2): per week, the mean absolute error in portions between the
 * walk-ins the frozen sheet expected and those that came (orders placed at or after the cut-off, not cancelled),
 * and the share of dish-days that ran out before the last pick-up slot began. Values computed by hand below.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ForecastAccuracy } from '../../model/forecast-accuracy';
import { dayDishes, dishes, orderLines, orders, productionSheets } from '../../server/db/schema';
import { startTestServer, testDatabases, type TestServer } from './helper';
import { demoSessions, dishWithStock, type Sessions } from './sessions';

/** Wednesday 12 March 2025, 10:00 in Madrid (UTC+1); the demo's own weeks lie in another year. */
const NOW = new Date('2025-03-12T09:00:00Z');

describe.each(testDatabases())('forecast accuracy on %s', (kind) => {
  let server: TestServer;
  let s: Sessions;
  beforeAll(async () => {
    // cut-off the day before at 16:00 (15:00Z); the last slot starts at 15:45 local (14:45Z)
    server = await startTestServer(kind, {
      env: { OPENING_HOURS: '12:00-16:00', SLOT_MINUTES: '15', ORDER_CUTOFF: '-1d 16:00', TZ: 'Europe/Madrid' },
      config: { now: () => NOW },
    });
    s = await demoSessions(server);
  });
  afterAll(async () => server?.close());

  const db = () => server.database.db;
  async function order(date: string, dishId: number, quantity: number, createdAt: string, cancelled = false) {
    const [row] = await db()
      .insert(orders)
      .values({
        userId: s.other.id,
        pickupDate: date,
        pickupHour: '13:00',
        totalCents: 450 * quantity,
        status: cancelled ? 'cancelled' : 'finished',
        createdAt: new Date(createdAt),
        cancelledAt: cancelled ? new Date(createdAt) : null,
      })
      .returning({ id: orders.id });
    await db()
      .insert(orderLines)
      .values({ orderId: row!.id, dishId, name: 'Plato', categoryId: 2, quantity, priceCents: 450, prepMinutes: 5 });
  }
  const sheet = (date: string, dishId: number, expected: number) =>
    db()
      .insert(productionSheets)
      .values({ date, dishId, booked: 0, expected, margin: 0, suggested: expected })
      // the sheet's own pass may have frozen the date already: these figures stand
      .onConflictDoUpdate({
        target: [productionSheets.date, productionSheets.dishId],
        set: { booked: 0, expected, margin: 0, suggested: expected },
      });
  const soldOut = (date: string, dishId: number, at: string) =>
    db()
      .insert(dayDishes)
      .values({ date, dishId, portions: 10, remaining: 0, soldOutAt: new Date(at) });

  it('gives per week the mean absolute error and the share of dish-days that ran out before the last slot', async () => {
    const a = await dishWithStock(server, 20);
    const b = await dishWithStock(server, 20);
    await db()
      .update(dishes)
      .set({ createdAt: new Date('2025-01-01T00:00:00Z') });

    // Week of Monday 3 March.
    // Mon 3, dish a: expected 4; a booking of 5 (before the cut-off, Sun 2 at 15:00Z) is no walk-in; 3 walk in → error 1.
    await sheet('2025-03-03', a.id, 4);
    await order('2025-03-03', a.id, 5, '2025-03-02T14:59:00Z');
    await order('2025-03-03', a.id, 3, '2025-03-02T15:00:00Z');
    // Mon 3, dish b: expected 2; 2 + 3 walk in, a cancelled walk-in of 4 counts nowhere → error 3; ran out at
    // 13:00 local, before the last slot (15:45).
    await sheet('2025-03-03', b.id, 2);
    await order('2025-03-03', b.id, 2, '2025-03-03T10:00:00Z');
    await order('2025-03-03', b.id, 3, '2025-03-03T11:00:00Z');
    await order('2025-03-03', b.id, 4, '2025-03-03T11:30:00Z', true);
    await soldOut('2025-03-03', b.id, '2025-03-03T12:00:00Z');
    // Tue 4, dish a: expected 0, nobody walks in → error 0; it ran out at 15:50 local, after the last slot began.
    await sheet('2025-03-04', a.id, 0);
    await soldOut('2025-03-04', a.id, '2025-03-04T14:50:00Z');
    // Week of Monday 10 March (today is Wednesday 12).
    // Mon 10, dish a: expected 6, 2 walk in → error 4.
    await sheet('2025-03-10', a.id, 6);
    await order('2025-03-10', a.id, 2, '2025-03-10T11:00:00Z');
    // Tue 11, dish b: expected 1, 1 walks in → error 0; ran out at 12:00 local.
    await sheet('2025-03-11', b.id, 1);
    await order('2025-03-11', b.id, 1, '2025-03-11T10:30:00Z');
    await soldOut('2025-03-11', b.id, '2025-03-11T11:00:00Z');
    // Today's walk-ins are still coming: today's sheet does not count yet.
    await sheet('2025-03-12', a.id, 9);

    const res = await server.request({ method: 'GET', url: '/api/stats/forecast-accuracy', token: s.admin.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ForecastAccuracy>().weeks).toEqual([
      // (1 + 3 + 0) / 3 = 1.33; 1 of 3 ran out early
      { week: '2025-03-03', dishDays: 3, meanAbsoluteError: 1.33, ranOut: 1, ranOutShare: 0.333 },
      // (4 + 0) / 2 = 2; 1 of 2
      { week: '2025-03-10', dishDays: 2, meanAbsoluteError: 2, ranOut: 1, ranOutShare: 0.5 },
    ]);
  });

  it('is for the Administrador only', async () => {
    for (const token of [s.chef.token, s.customer.token]) {
      const res = await server.request({ method: 'GET', url: '/api/stats/forecast-accuracy', token });
      expect(res.statusCode).toBe(403);
    }
    expect((await server.request({ method: 'GET', url: '/api/stats/forecast-accuracy' })).statusCode).toBe(401);
  });
});
