/** Uploads cannot be abused: an hourly limit per user, only our own image URLs in `image`, unused uploads swept. */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepUnusedImages } from '../../server/repos/images-repo';
import { expectApiError, multipartFile, TINY_PNG } from './fixtures';
import { startSecondProcess, startTestServer, testDatabases, type TestServer } from './helper';
import { demoSessions, otherCustomer, type Sessions } from './sessions';

/** A distinct valid PNG each time (content-addressed storage would merge equal bytes). */
const png = () => Buffer.concat([TINY_PNG, randomBytes(16)]);

describe.each(testDatabases())('upload abuse on %s', (kind) => {
  let server: TestServer;
  let s: Sessions;
  beforeAll(async () => {
    server = await startTestServer(kind, { env: { UPLOAD_LIMIT_PER_HOUR: '3', UPLOAD_LIMIT_PER_HOUR_STAFF: '5' } });
    s = await demoSessions(server);
  });
  afterAll(async () => server?.close());

  const upload = (token: string, app = server.app) => {
    const { payload, headers } = multipartFile(png());
    return app.inject({ method: 'POST', url: '/api/images', payload, headers: { ...headers, authorization: `Bearer ${token}` } });
  };

  it('lets a customer upload UPLOAD_LIMIT_PER_HOUR images an hour, staff more', async () => {
    for (let i = 0; i < 3; i++) expect((await upload(s.customer.token)).statusCode).toBe(201);
    const fourth = await upload(s.customer.token);
    expectApiError(fourth, 429, 'file');
    expect(fourth.json().message).toMatch(/3 imágenes en la última hora/);
    for (let i = 0; i < 5; i++) expect((await upload(s.chef.token)).statusCode).toBe(201);
    expectApiError(await upload(s.chef.token), 429, 'file');
  });

  it('counts uploads in the database, so another process sees them', async () => {
    if (kind !== 'postgres') return;
    const second = await startSecondProcess(server);
    try {
      for (let i = 0; i < 2; i++) expect((await upload(s.other.token)).statusCode).toBe(201);
      expect((await upload(s.other.token, second.app)).statusCode).toBe(201);
      expectApiError(await upload(s.other.token, second.app), 429, 'file');
    } finally {
      await second.close();
    }
  });

  it('accepts in `image` only an image this API issued, or none', async () => {
    const { url } = (await upload(s.admin.token)).json<{ url: string }>();
    const me = (await server.request({ method: 'GET', url: '/api/users/me', token: s.customer.token })).json();
    const put = (image: unknown) =>
      server.request({
        method: 'PUT',
        url: `/api/users/${me.id}`,
        token: s.customer.token,
        body: { name: me.name, surname: me.surname, email: me.email, image },
      });
    for (const bad of [
      'javascript:alert(1)',
      'https://malo.example/foto.png',
      'data:image/png;base64,AAAA',
      `${url}/../../users`,
      '/api/images/abc',
    ]) {
      expectApiError(await put(bad), 400, 'image');
    }
    for (const good of [url, `https://comedor.example${url}`, '', null]) {
      const res = await put(good);
      expect(res.statusCode, String(good)).toBe(200);
      expect(res.json().image).toBe(good);
    }
    const dish = {
      name: 'Plato con foto ajena',
      cost: 5,
      stock: 3,
      category: { id: 2 },
      image: 'https://malo.example/plato.png',
    };
    expectApiError(await server.request({ method: 'POST', url: '/api/dishes', token: s.admin.token, body: dish }), 400, 'image');
    const reward = { name: 'Premio con foto ajena', cost: 10, image: 'javascript:alert(1)' };
    expectApiError(
      await server.request({ method: 'POST', url: '/api/rewards', token: s.admin.token, body: reward }),
      400,
      'image',
    );
  });

  it('recognises SVG in one forward pass: a crafted file cannot freeze the server', async () => {
    const customer = await otherCustomer(server, 1);
    const send = (data: Buffer) => {
      const { payload, headers } = multipartFile(data, { type: 'image/svg+xml', filename: 'a.svg' });
      return server.app.inject({
        method: 'POST',
        url: '/api/images',
        payload,
        headers: { ...headers, authorization: `Bearer ${customer.token}` },
      });
    };
    const started = performance.now();
    expectApiError(await send(Buffer.from(`${'<!---->'.repeat(500)}x`)), 415, 'file');
    expect(performance.now() - started).toBeLessThan(2000);
    const svg = `\uFEFF<?xml version="1.0"?>\n<!-- dibujo -->\n<!DOCTYPE svg [<!ENTITY a "b">]>\n<svg xmlns="http://www.w3.org/2000/svg" data-n="${Math.random()}"/>`;
    expect((await send(Buffer.from(svg))).statusCode).toBe(201);
  });

  it('deletes, after a day, the uploads nothing shows', async () => {
    const unused = (await upload(s.admin.token)).json<{ url: string }>().url;
    const used = (await upload(s.admin.token)).json<{ url: string }>().url;
    const me = (await server.request({ method: 'GET', url: '/api/users/me', token: s.admin.token })).json();
    await server.request({
      method: 'PUT',
      url: `/api/users/${me.id}`,
      token: s.admin.token,
      body: { name: me.name, surname: me.surname, email: me.email, image: used },
    });
    const seeded = (await server.request({ method: 'GET', url: '/api/dishes/1', token: s.admin.token })).json().image as string;
    const status = async (url: string) => (await server.app.inject({ method: 'GET', url })).statusCode;

    await sweepUnusedImages(server.database.db, new Date(Date.now() + 3600 * 1000));
    expect(await status(unused)).toBe(200);
    await sweepUnusedImages(server.database.db, new Date(Date.now() + 25 * 3600 * 1000));
    expect(await status(unused)).toBe(404);
    expect(await status(used)).toBe(200);
    expect(await status(seeded)).toBe(200);
  });
});
