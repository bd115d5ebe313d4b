import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hour } from '../../model/entities';
import { startTestServer, testDatabases, type TestServer } from './helper';
import { CALLERS, demoSessions, dishWithStock, tokenOf, type Sessions } from './sessions';

/** 13:07 in Madrid (CET, UTC+1) on a Monday in March. */
let clock = new Date('2025-03-10T12:07:00Z');

describe.each(testDatabases())('pick-up hours on %s', (kind) => {
  let server: TestServer;
  let s: Sessions;
  beforeAll(async () => {
    server = await startTestServer(kind, {
      env: { OPENING_HOURS: '12:00-16:00', SLOT_MINUTES: '15', TZ: 'Europe/Madrid' },
      config: { now: () => clock },
    });
    s = await demoSessions(server);
  });
  afterAll(async () => server?.close());

  it('answers any logged-in role and nobody else', async () => {
    for (const caller of CALLERS) {
      const res = await server.request({ method: 'GET', url: '/api/hours', token: tokenOf(s, caller) });
      expect(res.statusCode, caller).toBe(caller === 'anonymous' ? 401 : 200);
    }
  });

  it('offers only the slots still ahead: at 13:07 the first one is 13:15 and the last 15:45', async () => {
    clock = new Date('2025-03-10T12:07:00Z');
    const hours = (await server.request({ method: 'GET', url: '/api/hours', token: s.customer.token })).json<Hour[]>();
    expect(hours[0]).toMatchObject({ hour: '13:15' });
    expect(hours.at(-1)).toMatchObject({ hour: '15:45' });
    expect(hours).toHaveLength(11);
    expect(hours.some((h) => h.hour <= '13:07')).toBe(false);
  });

  it('uses the restaurant time zone, also in summer time', async () => {
    clock = new Date('2025-07-01T11:50:00Z'); // 13:50 CEST
    const hours = (await server.request({ method: 'GET', url: '/api/hours', token: s.customer.token })).json<Hour[]>();
    expect(hours[0]).toMatchObject({ hour: '14:00' });
  });

  it('offers nothing once the kitchen has closed', async () => {
    clock = new Date('2025-03-10T15:50:00Z'); // 16:50
    expect((await server.request({ method: 'GET', url: '/api/hours', token: s.customer.token })).json()).toEqual([]);
  });

  it('refuses an order for a past or unlisted hour and accepts an offered one', async () => {
    clock = new Date('2025-03-10T12:07:00Z');
    const dish = await dishWithStock(server, 10);
    const order = (pickupHour: string) =>
      server.request({
        method: 'POST',
        url: '/api/orders',
        token: s.customer.token,
        body: { pickupHour, lines: [{ dishId: dish.id, quantity: 1 }] },
      });
    for (const hour of ['13:00', '12:00', '13:20', '16:00', '25:00', '1:15']) {
      const res = await order(hour);
      expect(res.statusCode, hour).toBe(400);
      expect(res.json().field, hour).toBe('pickupHour');
    }
    const ok = await order('13:15');
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ pickupHour: '13:15', pickupDate: '2025-03-10', status: 'pending' });
  });
});
