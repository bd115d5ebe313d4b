/**
 * Compression: the build's text files are sent precompressed (brotli or gzip, as the browser accepts), API
 * JSON of 1 kB and more is compressed, and the live event stream never is (a compressor would hold frames
 * back from the kitchen board).
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/precompress';
import { startTestServer, type TestServer } from './helper';
import { demoSessions, dishWithStock, type Sessions } from './sessions';

const NOW = new Date('2025-03-10T12:07:00Z');
// A chunk-sized script, as a build emits (repetitive text compresses well).
const SCRIPT = Array.from({ length: 2000 }, (_, i) => `export const v${i} = "valor ${i}";`).join('\n');

describe('compressed answers', () => {
  let server: TestServer;
  let s: Sessions;
  let base: string;
  let dishId: number;

  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'comedor-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      `<!doctype html><title>Comedor</title><div id="root"></div>${'<!-- relleno -->'.repeat(100)}`,
    );
    writeFileSync(join(dist, 'assets', 'index-AbC123xy.js'), SCRIPT);
    precompressDir(dist);
    server = await startTestServer('pglite', {
      env: { OPENING_HOURS: '12:00-16:00' },
      config: { staticDir: dist, now: () => NOW },
    });
    s = await demoSessions(server);
    dishId = (await dishWithStock(server, 1000)).id;
    base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => server.close());

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('sends a built script precompressed with %s, the same bytes once decompressed', async (encoding, decompress) => {
    const res = await server.request({
      method: 'GET',
      url: '/assets/index-AbC123xy.js',
      headers: { 'accept-encoding': encoding },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 3);
    expect(decompress(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('prefers brotli when the browser accepts both, and sends the plain file to a client that accepts neither', async () => {
    const both = await server.request({
      method: 'GET',
      url: '/assets/index-AbC123xy.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(both.headers['content-encoding']).toBe('br');
    const plain = await server.request({
      method: 'GET',
      url: '/assets/index-AbC123xy.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('sends the app shell of a deep link compressed', async () => {
    const res = await server.request({ method: 'GET', url: '/board-user', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<div id="root">');
  });

  it('compresses API JSON of 1 kB and more, not small answers', async () => {
    const plain = await server.request({ method: 'GET', url: '/api/dishes', token: s.customer.token });
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const res = await server.request({
      method: 'GET',
      url: '/api/dishes',
      token: s.customer.token,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(gunzipSync(res.rawPayload).toString())).toEqual(plain.json());

    const small = await server.request({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('delivers the event stream uncompressed, each frame as it happens, over a real socket', async () => {
    const res = await new Promise<IncomingMessage>((ok, fail) => {
      const req = httpRequest(`${base}/api/events/orders`, {
        headers: { authorization: `Bearer ${s.chef.token}`, 'accept-encoding': 'br, gzip' },
      });
      req.on('response', ok).on('error', fail).end();
    });
    try {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/event-stream');
      expect(res.headers['content-encoding']).toBeUndefined();
      let text = '';
      res.setEncoding('utf8');
      const arrived = (pattern: RegExp, ms: number) =>
        new Promise<void>((ok, fail) => {
          const timer = setTimeout(
            () => fail(new Error(`nothing matching ${pattern} within ${ms} ms: ${JSON.stringify(text)}`)),
            ms,
          );
          const check = () => {
            if (!pattern.test(text)) return;
            clearTimeout(timer);
            res.off('data', onData);
            ok();
          };
          const onData = (chunk: string) => {
            text += chunk;
            check();
          };
          res.on('data', onData);
          check();
        });
      await arrived(/\n\n/, 1000);
      const placed = await server.request({
        method: 'POST',
        url: '/api/orders',
        token: s.customer.token,
        body: { pickupHour: '14:00', lines: [{ dishId, quantity: 1 }] },
      });
      expect(placed.statusCode).toBe(201);
      await arrived(new RegExp(`event: order\\.created\\ndata: \\{[^\\n]*"id":${placed.json().id}[,}]`), 1000);
    } finally {
      res.destroy();
    }
  });
});
