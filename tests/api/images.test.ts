/** Uploading pictures for dishes and profiles, and serving them safely and cacheably. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError, multipartFile, TINY_PNG } from './fixtures';
import { CUSTOMER_EMAIL, startTestServer, testDatabases, type TestServer } from './helper';

const SVG = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="red"/></svg>',
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32, 0)]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x20, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(32, 0)]);

describe.each(testDatabases())('images (%s)', (kind) => {
  let s: TestServer;
  let token: string;

  beforeAll(async () => {
    s = await startTestServer(kind, { config: { maxUploadBytes: 4096 } });
    token = await s.login(CUSTOMER_EMAIL);
  });
  afterAll(() => s.close());

  function upload(data: Buffer, opts: Parameters<typeof multipartFile>[1] = {}) {
    const { payload, headers } = multipartFile(data, opts);
    return s.app.inject({
      method: 'POST',
      url: '/api/images',
      payload,
      headers: { ...headers, authorization: `Bearer ${token}` },
    });
  }

  it('stores a PNG and serves the same bytes with immutable caching and an ETag', async () => {
    const res = await upload(TINY_PNG);
    expect(res.statusCode).toBe(201);
    const { url } = res.json();
    expect(url).toMatch(/^\/api\/images\/[a-f0-9]{32}$/);
    const img = await s.app.inject({ method: 'GET', url });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.rawPayload.equals(TINY_PNG)).toBe(true);
    expect(img.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(img.headers['x-content-type-options']).toBe('nosniff');
    const etag = img.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await s.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });

  it('recognises JPEG, GIF and WebP by their content whatever the declared type', async () => {
    for (const [data, type] of [
      [JPEG, 'image/jpeg'],
      [GIF, 'image/gif'],
      [WEBP, 'image/webp'],
    ] as const) {
      const res = await upload(data, { type: 'application/octet-stream', filename: 'sin-extension' });
      expect(res.statusCode, res.body).toBe(201);
      expect((await s.app.inject({ method: 'GET', url: res.json().url })).headers['content-type']).toBe(type);
    }
  });

  it('serves an SVG under a CSP that forbids scripts', async () => {
    const res = await upload(SVG, { filename: 'logo.svg', type: 'image/svg+xml' });
    expect(res.statusCode).toBe(201);
    const img = await s.app.inject({ method: 'GET', url: res.json().url });
    expect(img.headers['content-type']).toBe('image/svg+xml');
    expect(img.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
  });

  it('refuses files that are not images, whatever their name or declared type (415)', async () => {
    expectApiError(
      await upload(Buffer.from('<html><script>alert(1)</script></html>'), { filename: 'x.svg', type: 'image/svg+xml' }),
      415,
      'file',
    );
    expectApiError(await upload(Buffer.from('%PDF-1.4 not an image'), { filename: 'foto.png', type: 'image/png' }), 415, 'file');
    expectApiError(await s.request({ method: 'POST', url: '/api/images', token, body: { file: 'iVBORw0KGgo=' } }), 415);
  });

  it('refuses a file over the size limit (413) and a form without the file (400)', async () => {
    expectApiError(await upload(Buffer.concat([TINY_PNG, Buffer.alloc(5000, 7)])), 413, 'file');
    expectApiError(await upload(TINY_PNG, { field: 'foto' }), 400, 'file');
    expectApiError(await upload(Buffer.alloc(0)), 400, 'file');
  });

  it('answers 404 for an unknown image', async () => {
    expectApiError(await s.app.inject({ method: 'GET', url: `/api/images/${'0'.repeat(32)}` }), 404);
  });
});
