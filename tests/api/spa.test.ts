import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helper';

describe('one process serves the SPA and the API', () => {
  let server: TestServer;

  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'comedor-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Comedor</title><div id="root"></div>');
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    server = await startTestServer('pglite', { config: { staticDir: dist } });
  });
  afterAll(() => server.close());

  it.each(['/', '/login', '/usrManagement-list-admin', '/usrManagement-modify-admin/4/true/Ana/Ruiz/ana@x.es/10', '/recipe/3'])(
    'opens the app on the deep link %s',
    async (url) => {
      const res = await server.request({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    },
  );

  it('serves the built files themselves', async () => {
    const res = await server.request({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
  });

  it('answers an unknown API path with a JSON 404, not the app', async () => {
    const res = await server.request({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('sets the security headers on the app too', async () => {
    const res = await server.request({ method: 'GET', url: '/login' });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
