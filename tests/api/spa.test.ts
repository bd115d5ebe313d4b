import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helper';

/** as scripts/route-preload.ts inlines the page's first script into index.html */
const FIRST_SCRIPT = "const p=location.pathname;sessionStorage.getItem('auth-token')&&fetch('/api/settings')";

describe('one process serves the SPA and the API', () => {
  let server: TestServer;

  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'comedor-dist-'));
    writeFileSync(
      join(dist, 'index.html'),
      `<!doctype html><title>Comedor</title><script type="module">${FIRST_SCRIPT}</script>` +
        '<script type="module" src="/assets/index-abc.js"></script><div id="root"></div>',
    );
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

  it("allows the page's own inline first script by its hash, and no other inline script", async () => {
    const res = await server.request({ method: 'GET', url: '/board-user' });
    const scriptSrc = String(res.headers['content-security-policy'])
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('script-src '));
    const hash = createHash('sha256').update(FIRST_SCRIPT).digest('base64');
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
  });
});
