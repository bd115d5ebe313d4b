/**
 * `npm run bench:scale`: two server processes on one PostgreSQL database (loopback only, bounded in time),
 * measuring `GET dishes` and `POST orders` sent through both at once. `runScaleBench()` returns the figures
 * (bench.ts calls it); run directly, the script prints them. PostgreSQL from BENCH_DATABASE_URL or
 * TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); a scratch database is created and
 * dropped.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { SEED_USERS } from '../../server/db/seed-data/users';
import { exited, freePort, startServer, waitUntilUp } from '../api/server-process';
import { runLoad, type LoadResult } from './load';

export interface ScaleFigures {
  processes: number;
  durationMs: number;
  concurrencyPerProcess: number;
  /** both processes together, and each one */
  getDishes: { total: LoadResult; perProcess: LoadResult[] };
  postOrders: LoadResult;
}

export interface ScaleOptions {
  adminUrl?: string;
  durationMs?: number;
  concurrency?: number;
}

const DEMO_PASSWORD = 'comedor123';
const JWT_SECRET = randomBytes(32).toString('hex');

async function post<T>(base: string, path: string, body: unknown, token?: string): Promise<{ status: number; body: T }> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;
}

/** Closed loop of POST orders: `concurrency` clients per process, each placing one order after the other. */
async function orderLoad(
  bases: string[],
  tokens: string[],
  dishIds: number[],
  pickupHours: string[],
  durationMs: number,
  concurrency: number,
): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  let serverErrors = 0;
  const deadline = Date.now() + durationMs;
  const began = Date.now();
  // Each order takes the next offered hour: one slot holds only so many orders (its 409s would be the figure).
  let next = 0;
  const clients = bases.flatMap((base, p) =>
    Array.from({ length: concurrency }, async (_, c) => {
      const token = tokens[(p * concurrency + c) % tokens.length];
      const dishId = dishIds[(p * concurrency + c) % dishIds.length];
      while (Date.now() < deadline) {
        const started = performance.now();
        const pickupHour = pickupHours[next++ % pickupHours.length];
        const res = await post(base, '/api/orders', { pickupHour, lines: [{ dishId, quantity: 1 }] }, token).catch(() => null);
        if (res?.status === 201) latencies.push(performance.now() - started);
        else errors++;
        if (res && res.status >= 500) serverErrors++;
      }
    }),
  );
  await Promise.all(clients);
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requests: sorted.length,
    errors,
    serverErrors,
    perSecond: (sorted.length / (Date.now() - began)) * 1000,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
}

function combine(results: LoadResult[]): LoadResult {
  return {
    requests: results.reduce((n, r) => n + r.requests, 0),
    errors: results.reduce((n, r) => n + r.errors, 0),
    serverErrors: results.reduce((n, r) => n + r.serverErrors, 0),
    perSecond: results.reduce((n, r) => n + r.perSecond, 0),
    p50: Math.max(...results.map((r) => r.p50)),
    p95: Math.max(...results.map((r) => r.p95)),
    p99: Math.max(...results.map((r) => r.p99)),
  };
}

export async function runScaleBench(opts: ScaleOptions = {}): Promise<ScaleFigures> {
  const adminUrl =
    opts.adminUrl ??
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres';
  const durationMs = opts.durationMs ?? 5_000;
  const concurrency = opts.concurrency ?? 8;
  const name = `comedor_scale_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDirs: string[] = [];
  const children = [];
  try {
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      const dataDir = mkdtempSync(join(tmpdir(), 'comedor-scale-'));
      dataDirs.push(dataDir);
      // As the rush's server: throughput, not the per-customer and per-slot rules (which would answer 409s).
      const child = startServer(port, dataDir, {
        DATABASE_URL: url.toString(),
        JWT_SECRET,
        LOG_LEVEL: 'error',
        MAX_PENDING_ORDERS: '1000',
        KITCHEN_COOKS: '50',
      });
      children.push({ base: `http://127.0.0.1:${port}`, child });
    }
    await Promise.all(children.map((c) => waitUntilUp(c.base, c.child)));
    const bases = children.map((c) => c.base);
    const login = async (email: string) =>
      (await post<{ token: string }>(bases[0], '/api/login', { userName: email, password: DEMO_PASSWORD })).body.token;

    const chef = await login('encargado@comedor.es');
    const customers = await Promise.all(
      SEED_USERS.filter((u) => u.role === 'Usuario' && u.active !== false)
        .slice(0, 8)
        .map((u) => login(u.email)),
    );
    const getDishes = await Promise.all(
      bases.map((base) =>
        runLoad({ url: `${base}/api/dishes`, headers: { authorization: `Bearer ${customers[0]}` }, durationMs, concurrency }),
      ),
    );

    const hours = (await (
      await fetch(`${bases[0]}/api/hours`, { headers: { authorization: `Bearer ${customers[0]}` } })
    ).json()) as { hour: string }[];
    const dishes = (await (await fetch(`${bases[0]}/api/dishes`, { headers: { authorization: `Bearer ${chef}` } })).json()) as {
      id: number;
    }[];
    // Orders spread over several dishes, as a menu's are: one hot row would measure only its lock.
    const dishIds = dishes.slice(0, 8).map((d) => d.id);
    for (const dishId of dishIds) {
      const restocked = await fetch(`${bases[0]}/api/dishes/${dishId}/availability`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${chef}` },
        body: JSON.stringify({ stock: 100_000, isAvailable: true }),
      });
      if (!restocked.ok) throw new Error(`restocking dish ${dishId} failed: ${restocked.status}`);
    }
    // The last quarter of an hour before midnight offers no slot: then there is nothing to measure.
    const postOrders = hours.length
      ? await orderLoad(
          bases,
          customers,
          dishIds,
          hours.map((h) => h.hour),
          durationMs,
          concurrency,
        )
      : { requests: 0, errors: 0, serverErrors: 0, perSecond: NaN, p50: NaN, p95: NaN, p99: NaN };
    return {
      processes: 2,
      durationMs,
      concurrencyPerProcess: concurrency,
      getDishes: { total: combine(getDishes), perProcess: getDishes },
      postOrders,
    };
  } finally {
    for (const { child } of children) {
      child.kill('SIGTERM');
      await exited(child);
    }
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

const row = (label: string, r: LoadResult) =>
  `${label.padEnd(28)} ${r.perSecond.toFixed(0).padStart(7)} req/s   p50 ${r.p50.toFixed(1).padStart(6)} ms   p99 ${r.p99.toFixed(1).padStart(6)} ms   errors ${r.errors}`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const figures = await runScaleBench();
  process.stdout.write(
    [
      `Two API processes on one PostgreSQL, ${figures.durationMs / 1000} s per measure, ${figures.concurrencyPerProcess} clients per process:`,
      row('GET dishes (both)', figures.getDishes.total),
      ...figures.getDishes.perProcess.map((r, i) => row(`GET dishes (process ${i + 1})`, r)),
      row('POST orders (both)', figures.postOrders),
      '',
    ].join('\n'),
  );
}
