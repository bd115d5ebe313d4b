import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KitchenStatus } from '../../model/kitchen';
import { loadConfig } from '../../server/config';
import { startTestServer, testDatabases, type TestServer } from './helper';
import { demoSessions, type Sessions } from './sessions';

describe.each(testDatabases())('the undo grace period of ‘listo’ on %s', (kind) => {
  let server: TestServer;
  let s: Sessions;
  beforeAll(async () => {
    server = await startTestServer(kind, { env: { UNDO_SECONDS: '4' } });
    s = await demoSessions(server);
  });
  afterAll(async () => server?.close());

  it('tells every board how many seconds ‘listo’ can be undone (UNDO_SECONDS)', async () => {
    const res = await server.request({ method: 'GET', url: '/api/kitchen/status', token: s.chef.token });
    expect(res.statusCode).toBe(200);
    expect(res.json<KitchenStatus>().undoSeconds).toBe(4);
  });
});

describe('UNDO_SECONDS', () => {
  it('defaults to 10 seconds and refuses values outside 0-60', () => {
    expect(loadConfig({}).undoSeconds).toBe(10);
    expect(loadConfig({ UNDO_SECONDS: '0' }).undoSeconds).toBe(0);
    expect(() => loadConfig({ UNDO_SECONDS: '61' })).toThrow(/UNDO_SECONDS/);
    expect(() => loadConfig({ UNDO_SECONDS: 'diez' })).toThrow(/UNDO_SECONDS/);
  });
});
