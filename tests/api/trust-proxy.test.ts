/** Behind a proxy: a forged left-most X-Forwarded-For must not give a client a fresh per-address limit. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, parseTrustProxy } from '../../server/config';
import { startTestServer, testDatabases, type TestServer } from './helper';

describe('TRUST_PROXY', () => {
  it('reads a hop count, a list of addresses and CIDRs, true or nothing', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(() => parseTrustProxy('sí')).toThrow(/TRUST_PROXY/);
  });
});

describe.each(testDatabases())('the per-address login limit behind a proxy on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { env: { TRUST_PROXY: '1', LOGIN_LIMIT_IP: '5', LOGIN_LIMIT_ACCOUNT: '1000' } });
  });
  afterAll(async () => server?.close());

  /** What the load balancer at 127.0.0.1 forwards: whatever the client sent, then the address it saw. */
  const failedLogin = (forged: string, client: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'x-forwarded-for': `${forged}, ${client}` },
      payload: { userName: `nadie${Math.random()}@correo.es`, password: 'incorrecta1' },
    });

  it('counts failures by the address the proxy saw, whatever the client puts first', async () => {
    for (let i = 0; i < 5; i++) expect((await failedLogin(`198.51.100.${i}`, '203.0.113.7')).statusCode).toBe(401);
    const sixth = await failedLogin('198.51.100.99', '203.0.113.7');
    expect(sixth.statusCode).toBe(429);
    // Another client behind the same proxy is not affected.
    expect((await failedLogin('198.51.100.99', '203.0.113.8')).statusCode).toBe(401);
  });
});

describe('the per-address login limit with TRUST_PROXY=10.0.0.0/8,127.0.0.1', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', {
      env: { TRUST_PROXY: '10.0.0.0/8,127.0.0.1', LOGIN_LIMIT_IP: '3', LOGIN_LIMIT_ACCOUNT: '1000' },
    });
  });
  afterAll(async () => server?.close());

  it('skips only the trusted proxies when finding the client', async () => {
    const login = (xff: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'x-forwarded-for': xff },
        payload: { userName: 'x@correo.es', password: 'incorrecta1' },
      });
    for (let i = 0; i < 3; i++) expect((await login(`198.51.100.${i}, 203.0.113.9, 10.1.2.3`)).statusCode).toBe(401);
    expect((await login('198.51.100.50, 203.0.113.9, 10.1.2.3')).statusCode).toBe(429);
  });
});
