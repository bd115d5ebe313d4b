/**
 * The two daylight-saving days of 2026 in Madrid. On 29 March the clock jumps from 02:00 to 03:00: 02:00–02:45
 * do not exist and are never offered (an order for 02:15 is refused, not estimated at 03:15). On 25 October it
 * goes back from 03:00 to 02:00: 02:00–02:45 happen twice, are offered once, and mean their first occurrence.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayMenus } from '../../server/db/schema';
import type { Hour, Order } from '../../model/entities';
import { startTestServer, testDatabases, type TestServer } from './helper';
import { demoSessions, dishWithStock, type Sessions } from './sessions';

let clock = new Date('2026-03-29T00:10:00Z');

describe.each(testDatabases())('daylight-saving days on %s', (kind) => {
  let server: TestServer;
  let s: Sessions;
  beforeAll(async () => {
    server = await startTestServer(kind, {
      env: { OPENING_HOURS: '00:00-24:00', SLOT_MINUTES: '15', TZ: 'Europe/Madrid' },
      config: { now: () => clock },
    });
    s = await demoSessions(server);
  });
  afterAll(async () => server?.close());

  const hours = async () =>
    (await server.request({ method: 'GET', url: '/api/hours', token: s.customer.token })).json<Hour[]>().map((h) => h.hour);
  const order = async (pickupHour: string) => {
    const dish = await dishWithStock(server, 10);
    return server.request({
      method: 'POST',
      url: '/api/orders',
      token: s.customer.token,
      body: { pickupHour, lines: [{ dishId: dish.id, quantity: 1 }] },
    });
  };

  it('29 March: never offers 02:00–02:45, refuses an order for 02:15, and 03:00 is 01:00 UTC', async () => {
    clock = new Date('2026-03-29T00:10:00Z'); // 01:10 CET
    const offered = await hours();
    expect(offered.slice(0, 4)).toEqual(['01:15', '01:30', '01:45', '03:00']);
    expect(offered.filter((h) => h.startsWith('02:'))).toEqual([]);
    const refused = await order('02:15');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().field).toBe('pickupHour');
    const placed = await order('03:00');
    expect(placed.statusCode, placed.body).toBe(201);
    expect(new Date(placed.json<Order>().estimatedReadyAt!).getTime()).toBeLessThanOrEqual(Date.parse('2026-03-29T01:00:00Z'));
    expect(new Date(placed.json<Order>().estimatedReadyAt!).getTime()).toBeGreaterThan(clock.getTime());
  });

  it('25 October: offers 02:00–02:45 once, and an order for 02:15 is due 25 minutes later, not 85', async () => {
    clock = new Date('2026-10-24T23:50:00Z'); // 01:50 CEST
    // The demo's eight past weeks (seeded on the real clock) may have planned that date's menu: unplan it, so
    // the new dish below is offered as on any unplanned day.
    await server.database.db.delete(dayMenus).where(eq(dayMenus.date, '2026-10-25'));
    const offered = await hours();
    expect(offered.slice(0, 6)).toEqual(['02:00', '02:15', '02:30', '02:45', '03:00', '03:15']);
    expect(new Set(offered).size).toBe(offered.length);
    const placed = await order('02:15');
    expect(placed.statusCode, placed.body).toBe(201);
    const due = new Date(placed.json<Order>().estimatedReadyAt!).getTime();
    // 02:15 CEST, the first 02:15 of the night, is 00:15 UTC
    expect(due).toBeLessThanOrEqual(Date.parse('2026-10-25T00:15:00Z'));
    expect(due).toBeGreaterThan(clock.getTime());
  });
});
