import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helper';
import { openStream } from './sse-client';

describe('an SPA served from another origin (CORS_ORIGIN)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer('pglite', { env: { CORS_ORIGIN: 'https://pedidos.ejemplo.es' } });
  });
  afterAll(() => server.close());

  it('lets the allowed origin send its token and read the list total', async () => {
    const preflight = await server.request({
      method: 'OPTIONS',
      url: '/api/dishes?page=1&size=5',
      headers: {
        origin: 'https://pedidos.ejemplo.es',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://pedidos.ejemplo.es');
    expect(String(preflight.headers['access-control-allow-headers'])).toMatch(/authorization/i);

    const token = await server.login('usuario@comedor.es');
    const res = await server.request({
      method: 'GET',
      url: '/api/dishes?page=1&size=5',
      token,
      headers: { origin: 'https://pedidos.ejemplo.es' },
    });
    expect(res.headers['access-control-allow-origin']).toBe('https://pedidos.ejemplo.es');
    expect(String(res.headers['access-control-expose-headers'])).toMatch(/x-total-count/i);
  });

  it('gives any other origin no CORS permission', async () => {
    const res = await server.request({ method: 'GET', url: '/api/health', headers: { origin: 'https://malicioso.example' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers the live order stream with the same CORS headers, and none to a foreign origin', async () => {
    const base = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const token = await server.login('encargado@comedor.es');
    const allowed = await openStream(`${base}/api/events/orders`, {
      authorization: `Bearer ${token}`,
      origin: 'https://pedidos.ejemplo.es',
    });
    const foreign = await openStream(`${base}/api/events/orders`, {
      authorization: `Bearer ${token}`,
      origin: 'https://malicioso.example',
    });
    try {
      for (const stream of [allowed, foreign]) {
        expect(stream.status).toBe(200);
        expect(stream.headers.get('content-type')).toContain('text/event-stream');
        expect(stream.headers.get('cache-control')).toContain('no-cache');
        expect(stream.headers.get('x-accel-buffering')).toBe('no');
        // The security headers of every other call apply too.
        expect(stream.headers.get('x-content-type-options')).toBe('nosniff');
      }
      expect(allowed.headers.get('access-control-allow-origin')).toBe('https://pedidos.ejemplo.es');
      expect(allowed.headers.get('vary')).toMatch(/origin/i);
      expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
      // The stream is live, not buffered: its first frame is already here.
      await expect.poll(() => allowed.retries.length, { timeout: 2000 }).toBe(1);
    } finally {
      allowed.close();
      foreign.close();
    }
  });
});
