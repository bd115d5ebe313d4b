import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helper';

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
      headers: { origin: 'https://pedidos.ejemplo.es', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://pedidos.ejemplo.es');
    expect(String(preflight.headers['access-control-allow-headers'])).toMatch(/authorization/i);

    const token = await server.login('usuario@comedor.es');
    const res = await server.request({ method: 'GET', url: '/api/dishes?page=1&size=5', token, headers: { origin: 'https://pedidos.ejemplo.es' } });
    expect(res.headers['access-control-allow-origin']).toBe('https://pedidos.ejemplo.es');
    expect(String(res.headers['access-control-expose-headers'])).toMatch(/x-total-count/i);
  });

  it('gives any other origin no CORS permission', async () => {
    const res = await server.request({ method: 'GET', url: '/api/health', headers: { origin: 'https://malicioso.example' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
