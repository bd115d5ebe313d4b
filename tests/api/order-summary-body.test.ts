/**
 * The checkout summary's POST orders: the body may say the customer confirmed the allergen warnings it showed
 * (`allergensConfirmed: true`); the server accepts it and refuses anything but a boolean.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabases, type TestServer } from './helper';
import { demoSessions, dishWithStock, tokenOf, type Sessions } from './sessions';

/** 13:07 in Madrid: 13:30 is offered. */
const NOW = new Date('2025-03-10T12:07:00Z');
const HOUR = '13:30';

describe.each(testDatabases())('the summary’s order body on %s', (kind) => {
  let server: TestServer;
  let s: Sessions;
  beforeAll(async () => {
    server = await startTestServer(kind, { env: { OPENING_HOURS: '12:00-16:00' }, config: { now: () => NOW } });
    s = await demoSessions(server);
  });
  afterAll(async () => server?.close());

  const place = (body: unknown) => server.request({ method: 'POST', url: '/api/orders', token: tokenOf(s, 'customer'), body });

  it('accepts allergensConfirmed: true and false, and an order without it', async () => {
    const dish = await dishWithStock(server, 10);
    for (const extra of [{ allergensConfirmed: true }, { allergensConfirmed: false }, {}]) {
      const res = await place({ pickupHour: HOUR, ...extra, lines: [{ dishId: dish.id, quantity: 1 }] });
      expect(res.statusCode, JSON.stringify(extra)).toBe(201);
    }
  });

  it('refuses an allergensConfirmed that is not a boolean with a 400 and a message', async () => {
    const dish = await dishWithStock(server, 10);
    const res = await place({ pickupHour: HOUR, allergensConfirmed: 'sí', lines: [{ dishId: dish.id, quantity: 1 }] });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string; field?: string }>()).toMatchObject({ field: 'allergensConfirmed' });
    expect(res.json<{ message: string }>().message).toMatch(/\S/);
  });
});
