/** The public settings: the restaurant's time zone, which the apps use to show pick-up and ready times. */
import { describe, expect, it } from 'vitest';
import { startTestServer, testDatabases } from './helper';

describe.each(testDatabases())('settings on %s', (kind) => {
  it("answers anyone with the restaurant's time zone from the configuration", async () => {
    const server = await startTestServer(kind, { seed: false, env: { TZ: 'America/Mexico_City' } });
    try {
      const res = await server.request({ method: 'GET', url: '/api/settings' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        timeZone: 'America/Mexico_City',
        restWeekdays: [],
        preorderDays: 14,
        orderCutoff: '-1d 16:00',
      });
    } finally {
      await server.close();
    }
  });

  it('defaults to Madrid', async () => {
    const server = await startTestServer(kind, { seed: false, env: { TZ: '', RESTAURANT_TZ: '' } });
    try {
      expect((await server.request({ method: 'GET', url: '/api/settings' })).json()).toMatchObject({ timeZone: 'Europe/Madrid' });
    } finally {
      await server.close();
    }
  });
});
