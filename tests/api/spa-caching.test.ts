/**
 * Deploys: the shell (index.html, every deep link) is revalidated on each visit, the content-hashed assets are
 * cached for a year, and a chunk of an older build that no longer exists is a 404, never index.html.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helper';

describe('caching that keeps a redeploy safe', () => {
  let server: TestServer;

  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'comedor-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Comedor</title><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'index-AbC123xy.js'), 'console.log("app");');
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    server = await startTestServer('pglite', { config: { staticDir: dist } });
  });
  afterAll(() => server.close());

  it.each(['/', '/login', '/board-user', '/recipe/3'])(
    'serves %s with no-cache and an ETag that revalidates to 304',
    async (url) => {
      const res = await server.request({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      const etag = res.headers.etag as string;
      expect(etag).toBeTruthy();
      const again = await server.request({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    },
  );

  it('caches a hashed asset for a year as immutable', async () => {
    const res = await server.request({ method: 'GET', url: '/assets/index-AbC123xy.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe('console.log("app");');
  });

  it('answers a missing asset with 404, not the app shell', async () => {
    const res = await server.request({ method: 'GET', url: '/assets/missing-Zz9.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toContain('text/html');
    expect(res.body).not.toContain('<div id="root">');
  });

  it('caches other static files briefly', async () => {
    const res = await server.request({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });
});
