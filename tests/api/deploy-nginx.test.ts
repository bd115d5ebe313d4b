/**
 * The deployment of compose.yaml without Docker: Debian's nginx with deploy/nginx.conf as shipped in front of
 * two API processes on one PostgreSQL database. The SPA and the API answer through it; a live event crosses
 * from one process to a board streaming from the other; a rolling restart under a steady load of orders
 * (Idempotency-Key, retried on 502/503/504 as the SPA does) fails no order; the largest import passes.
 * Needs TEST_DATABASE_URL (CI sets it) and /usr/sbin/nginx (.ci/run installs it).
 */
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hour, Order } from '../../model/entities';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '../../model/user-import';
import { CHEF_EMAIL, CUSTOMER_EMAIL, DEMO_PASSWORD, freshPostgres } from './helper';
import { startNginx, type Nginx } from './nginx-process';
import { exited, freePort, startServer, waitUntilUp } from './server-process';
import { openStream } from './sse-client';

const adminUrl = process.env.TEST_DATABASE_URL;
const JWT_SECRET = 'deploy-nginx-test-secret-0123456789abcdef';
const SPA_MARKER = '<!-- comedor spa (deploy test) -->';

if (!adminUrl) console.warn('deploy-nginx.test.ts skipped: set TEST_DATABASE_URL to a PostgreSQL server (CI does)');

describe.runIf(adminUrl)('nginx (deploy/nginx.conf) in front of two API processes on PostgreSQL', () => {
  const dirs: string[] = [];
  const ports: [number, number] = [0, 0];
  const children: ChildProcess[] = [];
  let staticDir: string;
  let database: { url: string; drop(): Promise<void> };
  let sql: pg.Client;
  let nginx: Nginx;

  function start(i: 0 | 1): ChildProcess {
    const dataDir = mkdtempSync(join(tmpdir(), 'comedor-deploy-'));
    dirs.push(dataDir);
    children[i] = startServer(ports[i], dataDir, {
      DATABASE_URL: database.url,
      JWT_SECRET,
      STATIC_DIR: staticDir,
      TRUST_PROXY: '1',
      SHUTDOWN_DELAY_MS: '300',
    });
    return children[i];
  }
  const up = (i: 0 | 1) => waitUntilUp(`http://127.0.0.1:${ports[i]}`, children[i]);

  beforeAll(async () => {
    database = await freshPostgres(adminUrl!);
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    staticDir = mkdtempSync(join(tmpdir(), 'comedor-deploy-spa-'));
    dirs.push(staticDir);
    mkdirSync(join(staticDir, 'assets'));
    writeFileSync(join(staticDir, 'index.html'), `<!doctype html><html><body>${SPA_MARKER}</body></html>`);
    writeFileSync(join(staticDir, 'assets', 'app-1234.js'), 'console.log("comedor")');
    ports[0] = await freePort();
    ports[1] = await freePort();
    start(0);
    start(1);
    await Promise.all([up(0), up(1)]);
    nginx = await startNginx(ports, await freePort());
  }, 180_000);

  afterAll(async () => {
    await nginx?.stop();
    for (const child of children) {
      if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      if (child) await exited(child);
    }
    await sql?.end();
    await database?.drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  async function call<T>(method: string, path: string, token?: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await fetch(`${nginx.base}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    return { status: res.status, headers: res.headers, body: json as T };
  }
  async function login(email: string): Promise<string> {
    const res = await call<{ token: string }>('POST', '/api/login', undefined, { userName: email, password: DEMO_PASSWORD });
    if (res.status !== 200) throw new Error(`login ${email}: ${res.status}`);
    return res.body.token;
  }
  /** A dish with room for every order of the test: plenty of stock, one minute of preparation. */
  async function bigDish(): Promise<number> {
    const res = await sql.query(
      `insert into dishes (name, daily_portions, cost_cents, category_id, prep_minutes) values ($1, 1000000, 450, 2, 1) returning id`,
      [`Plato del despliegue ${randomUUID().slice(0, 8)}`],
    );
    return res.rows[0].id as number;
  }

  it('serves the SPA and the API through the proxy, with the proxy’s request id', async () => {
    const page = await fetch(`${nginx.base}/crear_menu`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(SPA_MARKER);
    const asset = await fetch(`${nginx.base}/assets/app-1234.js`);
    expect(asset.status).toBe(200);
    const health = await fetch(`${nginx.base}/api/health`);
    expect(health.status).toBe(200);
    // nginx's $request_id (32 hex digits) reaches the process, which trusts this one proxy and keeps it
    expect(health.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
    const upstreams = new Set<string>();
    for (let i = 0; i < 4; i++) upstreams.add((await fetch(`${nginx.base}/api/health`)).headers.get('x-upstream') ?? '');
    expect(upstreams).toEqual(new Set(ports.map((p) => `127.0.0.1:${p}`)));
    // metrics are never served through the balancer
    expect((await fetch(`${nginx.base}/metrics`)).status).toBe(404);
  });

  it('brings an order placed through one process to a board streaming from the other within a second', async (ctx) => {
    const customer = await login(CUSTOMER_EMAIL);
    const chef = await login(CHEF_EMAIL);
    const hours = (await call<Hour[]>('GET', '/api/hours', customer)).body;
    if (hours.length === 0) ctx.skip(); // the last quarter of an hour before midnight offers no slot
    const dishId = await bigDish();
    const board = await openStream(`${nginx.base}/api/events/orders`, { authorization: `Bearer ${chef}` });
    try {
      expect(board.status).toBe(200);
      const boardOn = board.headers.get('x-upstream');
      expect(boardOn).toMatch(/^127\.0\.0\.1:\d+$/);
      // nginx takes turns: within two orders one lands on the process the board is not on
      for (let attempt = 0; attempt < 4; attempt++) {
        const started = Date.now();
        const placed = await call<Order>('POST', '/api/orders', customer, {
          pickupHour: hours.at(-1)!.hour,
          lines: [{ dishId, quantity: 1 }],
        });
        expect(placed.status).toBe(201);
        if (placed.headers.get('x-upstream') === boardOn) continue;
        await board.waitFor(
          (e) => e.event === 'order.created' && (JSON.parse(e.data) as { order: Order }).order.id === placed.body.id,
          1000,
        );
        expect(Date.now() - started).toBeLessThan(1000);
        return;
      }
      throw new Error('no order landed on the other process');
    } finally {
      board.close();
    }
  });

  it('fails no order during a rolling restart under a steady load', async (ctx) => {
    const customer = await login(CUSTOMER_EMAIL);
    const hours = (await call<Hour[]>('GET', '/api/hours', customer)).body;
    if (hours.length === 0) ctx.skip();
    const dishId = await bigDish();
    const before = Number((await sql.query('select count(*)::int as n from orders')).rows[0].n);

    let restarting = true;
    let retried = 0;
    const outcomes: number[] = [];
    /** each refusal's status and body, for the failure message */
    const refusals: string[] = [];
    /** What the SPA does: one key per order, the same key again while the outcome is unknown. */
    async function placeOne(n: number): Promise<number> {
      const key = randomUUID();
      const body = { pickupHour: hours[n % hours.length].hour, lines: [{ dishId, quantity: 1 }] };
      for (let attempt = 0; attempt < 100; attempt++) {
        const res = await call<{ code?: string }>('POST', '/api/orders', customer, body, { 'idempotency-key': key }).catch(
          () => ({ status: 0, body: {} as { code?: string } }),
        );
        const unknown =
          [0, 502, 503, 504].includes(res.status) || (res.status === 409 && res.body?.code === 'idempotency_request_in_progress');
        if (!unknown) {
          if (res.status !== 201) refusals.push(`${res.status} ${JSON.stringify(res.body)} (attempt ${attempt + 1})`);
          return res.status;
        }
        retried++;
        await new Promise((r) => setTimeout(r, 100));
      }
      return -1;
    }
    const load = Array.from({ length: 4 }, async (_, worker) => {
      for (let n = worker; restarting; n += 4) outcomes.push(await placeOne(n));
    });

    for (const i of [0, 1] as const) {
      const child = children[i];
      child.kill('SIGTERM');
      await exited(child);
      expect(child.exitCode).toBe(0);
      start(i);
      await up(i);
    }
    restarting = false;
    await Promise.all(load);

    expect(outcomes.length).toBeGreaterThan(20);
    expect(
      outcomes.filter((s) => s !== 201),
      refusals.join('; '),
    ).toEqual([]);
    const after = Number((await sql.query('select count(*)::int as n from orders')).rows[0].n);
    expect(after - before).toBe(outcomes.length); // every order once: no retry placed a second one
    console.info(`rolling restart: ${outcomes.length} orders placed, ${retried} attempts retried, none failed`);
  }, 180_000);

  it('lets the largest allowed import (5 MB) through', async () => {
    const admin = await login('admin@comedor.es');
    const header = 'nombre;apellidos;email;rol;puntos;activo\r\n';
    const rows: string[] = [];
    let size = Buffer.byteLength(header);
    for (let i = 0; i < IMPORT_MAX_ROWS; i++) {
      const row = `Persona;Número ;persona${i}@empresa.es;Usuario;0;sí`;
      rows.push(row);
      size += Buffer.byteLength(row) + 2;
    }
    // the surnames are padded so the file is exactly the limit (the preview reports them as too long)
    const pad = Math.floor((IMPORT_MAX_BYTES - size) / rows.length);
    const padded = rows.map((r) => r.replace(';Número ', `;Número ${'x'.repeat(pad)}`));
    const short = IMPORT_MAX_BYTES - Buffer.byteLength(header + padded.join('\r\n') + '\r\n');
    padded[0] = padded[0].replace(';Número ', `;Número ${'x'.repeat(short)}`);
    const text = header + padded.join('\r\n') + '\r\n';
    expect(Buffer.byteLength(text)).toBe(IMPORT_MAX_BYTES);
    const res = await fetch(`${nginx.base}/api/users/import?dryRun=true`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'text/csv' },
      body: text,
    });
    // the API's preview of the whole file, not nginx's 413 (client_max_body_size)
    expect(res.status).not.toBe(413);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.status, await res.clone().text()).toBe(200);
  }, 60_000);
});
