/**
 * Installable on a phone: the web app manifest (Spanish name, theme colour, start URL, PNG icons including a
 * maskable one), the apple-touch-icon, and the service worker, which must always be revalidated so a deploy
 * reaches installed apps.
 */
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helper';

interface Manifest {
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

function pngSize(data: Buffer): { width: number; height: number } {
  expect(data.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

describe('installable app', () => {
  let server: TestServer;

  beforeAll(async () => {
    // The build copies src/public as it is; the shell is the project's index.html.
    const dist = mkdtempSync(join(tmpdir(), 'comedor-dist-'));
    cpSync('src/public', dist, { recursive: true });
    cpSync('index.html', join(dist, 'index.html'));
    server = await startTestServer('pglite', { config: { staticDir: dist } });
  });
  afterAll(() => server.close());

  it('carries its icon and links the apple-touch-icon from the shell (the app links the manifest once the first screen has drawn)', async () => {
    const html = (await server.request({ method: 'GET', url: '/board-user' })).body;
    // the icon is in the page, so a first visit asks no file for it (tests/e2e/first-visit-requests.spec.ts)
    expect(html).toMatch(/<link\s+rel="icon"\s+type="image\/svg\+xml"\s+href="data:image\/svg\+xml,[^"]+"/);
    expect(html).not.toContain('/favicon.svg');
    expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"');
    expect(html).toContain('<meta name="theme-color" content="#b23c17"');
  });

  it('serves a manifest with a Spanish name, theme colour, start URL and the PNG icons at their sizes', async () => {
    const res = await server.request({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/manifest+json');
    const manifest = res.json<Manifest>();
    expect(manifest).toMatchObject({
      short_name: 'Comedor',
      lang: 'es',
      start_url: '/board-user',
      display: 'standalone',
      theme_color: '#b23c17',
    });
    expect(manifest.name).toMatch(/menú/);
    for (const want of [
      { sizes: '192x192', purpose: 'any' },
      { sizes: '512x512', purpose: 'any' },
      { sizes: '512x512', purpose: 'maskable' },
    ]) {
      const icon = manifest.icons.find((i) => i.sizes === want.sizes && (i.purpose ?? 'any') === want.purpose);
      expect(icon, JSON.stringify(want)).toBeDefined();
      const png = await server.request({ method: 'GET', url: icon!.src });
      expect(png.statusCode).toBe(200);
      expect(png.headers['content-type']).toBe('image/png');
      const side = Number(want.sizes.split('x')[0]);
      expect(pngSize(png.rawPayload)).toEqual({ width: side, height: side });
    }
    const touch = await server.request({ method: 'GET', url: '/apple-touch-icon.png' });
    expect(pngSize(touch.rawPayload)).toEqual({ width: 180, height: 180 });
  });

  it('serves the service worker revalidated on every visit, and it never caches API answers', async () => {
    const res = await server.request({ method: 'GET', url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain("url.pathname.startsWith('/api/')");
  });
});
