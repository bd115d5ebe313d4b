/**
 * The user search and the e-mail look-up of log-in are served by indexes (migration 0004_perf_indexes), so
 * their cost follows what they find, not the size of the users table.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../model/entities';
import { ADMIN_EMAIL, startTestServer, testDatabases, type TestServer } from './helper';

describe.each(testDatabases())('indexes for searches on %s', (kind) => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await server.login(ADMIN_EMAIL);
  });
  afterAll(() => server?.close());

  async function plan(query: string): Promise<string> {
    return server.database.db.transaction(async (tx) => {
      // The demo table is small enough for a full read to win; the question is whether an index can serve.
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const res = (await tx.execute(sql.raw(`EXPLAIN ${query}`))) as unknown as { rows: Record<string, string>[] };
      return res.rows.map((r) => Object.values(r)[0]).join('\n');
    });
  }

  it('searches names, surnames and e-mails through the trigram index', async () => {
    expect(await plan(`SELECT id FROM users WHERE lower(name || ' ' || surname || ' ' || email) LIKE '%lucia%'`)).toContain(
      'users_search_trgm_idx',
    );
  });

  it('looks log-in e-mails up through an index', async () => {
    expect(await plan(`SELECT id FROM users WHERE lower(email) = 'usuario@comedor.es'`)).toContain('users_email_lower_idx');
  });

  it('finds a user by name and surname together, with the page total', async () => {
    const all = (await server.request({ method: 'GET', url: '/api/users', token: admin })).json<User[]>();
    const someone = all.find((u) => u.surname)!;
    const term = `${someone.name} ${someone.surname}`.toUpperCase();
    const res = await server.request({
      method: 'GET',
      url: `/api/users?q=${encodeURIComponent(term)}&page=1&size=5`,
      token: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<User[]>().map((u) => u.id)).toContain(someone.id);
    expect(Number(res.headers['x-total-count'])).toBeGreaterThanOrEqual(1);
  });

  it('answers a repeated search page at once and still follows every change to the users', async () => {
    const page = async (q: string) => {
      const res = await server.request({ method: 'GET', url: `/api/users?q=${q}&page=1&size=5`, token: admin });
      expect(res.statusCode).toBe(200);
      return { ids: res.json<User[]>().map((u) => u.id), total: Number(res.headers['x-total-count']) };
    };
    expect(await page('zzkept')).toEqual({ ids: [], total: 0 });
    expect(await page('zzkept')).toEqual({ ids: [], total: 0 });
    const all = (await server.request({ method: 'GET', url: '/api/users', token: admin })).json<User[]>();
    const [first, second] = all;
    // renamed through the API
    const put = await server.request({
      method: 'PUT',
      url: `/api/users/${first.id}`,
      token: admin,
      body: { ...first, surname: 'Zzkept' },
    });
    expect(put.statusCode).toBe(200);
    expect(await page('zzkept')).toEqual({ ids: [first.id], total: 1 });
    // changed by another process (straight in the database): the kept page must not hide it
    await server.database.db.execute(sql`update users set surname = 'Zzkept' where id = ${second.id}`);
    expect(await page('zzkept')).toEqual({ ids: [first.id, second.id].sort((a, b) => a - b), total: 2 });
    await server.database.db.execute(sql`update users set active = false where id = ${first.id}`);
    const active = await server.request({ method: 'GET', url: '/api/users?q=zzkept&active=true&page=1&size=5', token: admin });
    expect(active.json<User[]>().map((u) => u.id)).toEqual([second.id]);
    await server.database.db.execute(sql`update users set surname = ${first.surname}, active = true where id = ${first.id}`);
    await server.database.db.execute(sql`update users set surname = ${second.surname} where id = ${second.id}`);
    expect(await page('zzkept')).toEqual({ ids: [], total: 0 });
  });

  it('still answers the total for a page past the end', async () => {
    const res = await server.request({ method: 'GET', url: '/api/users?q=comedor&page=999&size=10', token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect(Number(res.headers['x-total-count'])).toBeGreaterThan(0);
  });
});
