/**
 * `npm run bench`: every performance figure of the app in one run, measured on the server as users run it
 * (its own process, production logging and defaults, the built SPA) on loopback. Figures only, no verdicts.
 *  1. the server process: memory after start on a fresh data folder with BENCH_USERS users;
 *  2. API: GET dishes?category=1 next to a bare node:http server (32 connections), a user-search page, POST orders,
 *     the audit trail's cost: p95 of PUT dishes/{id} next to a second server started with AUDIT_TRAIL=off;
 *  3. lunch rush (tests/bench/rush.ts);
 *  4. the JavaScript each first visit fetches in Chromium (bytes on the wire);
 *  5. two API processes on one PostgreSQL database (tests/bench/scale.ts; BENCH_DATABASE_URL or TEST_DATABASE_URL);
 *  6. Lighthouse scores on a calibrated phone (tests/bench/calibration.ts), median of three runs.
 * Knobs: BENCH_USERS (100000), BENCH_MS per API figure (6000), RUSH_SECONDS (60), RUSH_CUSTOMERS (100),
 * BENCH_SCALE=0 skips 5, BENCH_BROWSER=0 skips 4 and 6, BENCH_LIGHTHOUSE=0 skips 6, BENCH_DIST (dist) the build that 4 and 5 need,
 * BENCH_ONLY=orders, BENCH_ONLY=audit or BENCH_ONLY=rush (comma-separated) measures only those figures (with the start memory).
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { dishesFigure, ordersFigure, usersFigure } from './api-figures';
import { auditOverheadFigure, auditOverheadRow } from './audit-figure';
import { prepareDataDir, SEARCH_TERM } from './dataset';
import { firstVisitFigures } from './first-visit';
import { lighthouseFigures, printLighthouse } from './lighthouse';
import { runRush } from './rush';
import { runScaleBench } from './scale';
import { startBenchServer } from './server-process';

const env = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);
const USERS = env('BENCH_USERS', 100_000);
const API_MS = env('BENCH_MS', 6000);
const RUSH_SECONDS = env('RUSH_SECONDS', 60);
const RUSH_CUSTOMERS = env('RUSH_CUSTOMERS', 100);
const ONLY = new Set(
  (process.env.BENCH_ONLY ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);
/** Whether a figure is measured in this run (every one unless BENCH_ONLY names some). */
const measures = (figure: 'dishes' | 'users' | 'orders' | 'audit' | 'rush' | 'scale' | 'browser') =>
  ONLY.size === 0 || ONLY.has(figure);
const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
const ms = (n: number) => `${n.toFixed(1)} ms`;
const line = (label: string, value: string) => console.log(`${label.padEnd(44)} ${value}`);

async function main(): Promise<void> {
  const root = mkdtempSync(join(tmpdir(), 'comedor-bench-'));
  const dataDir = join(root, 'data');
  const dist = resolve(process.env.BENCH_DIST ?? 'dist');
  const hasBuild = existsSync(join(dist, 'index.html'));
  console.log(`\nComedor bench: ${USERS} users, server as its own process (production logging), loopback`);
  // The figures are only as good as the machine is quiet: its load is printed with them.
  console.log(
    `machine: ${cpus().length} cores, load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}\n`,
  );
  await prepareDataDir(dataDir, { users: USERS, stock: 1_000_000 });
  // The same data for the server without the audit trail (a PGlite folder serves one process only).
  const offDataDir = join(root, 'data-audit-off');
  if (measures('audit')) cpSync(dataDir, offDataDir, { recursive: true });
  const server = await startBenchServer({
    dataDir,
    staticDir: hasBuild ? dist : '',
    // Generous limits: the rush measures throughput, not the per-customer and per-slot rules.
    env: { MAX_PENDING_ORDERS: '1000', KITCHEN_COOKS: '50', LOGIN_LIMIT_IP: '100000' },
  });
  try {
    line('server RSS after start', `${server.rssMb().toFixed(0)} MB`);

    console.log('\nAPI');
    if (measures('dishes')) {
      const dishes = await dishesFigure(server.base, API_MS, { serverCpuMs: server.cpuMs });
      line(
        'GET dishes?category=1, 32 connections',
        `${Math.round(dishes.api.perSecond)} req/s, p50 ${ms(dishes.api.p50)}, p99 ${ms(dishes.api.p99)}, ${dishes.api.errors} errors`,
      );
      line(
        '  bare node:http, same bytes',
        `${Math.round(dishes.bare.perSecond)} req/s, p50 ${ms(dishes.bare.p50)}, p99 ${ms(dishes.bare.p99)} (${kb(dishes.bytes)})`,
      );
      line('  ratio to bare', `${dishes.ratio.toFixed(2)}×`);
      line('  server CPU per request', `${dishes.cpuMsPerRequest.toFixed(3)} ms`);
    }
    if (measures('users')) {
      const users = await usersFigure(server.base, API_MS, 4, server.cpuMs);
      line(
        `GET users?page=500&size=10&q=${SEARCH_TERM}, ${users.concurrency} conn.`,
        `${Math.round(users.result.perSecond)} req/s, p50 ${ms(users.result.p50)}, p99 ${ms(users.result.p99)} (${users.total} of ${USERS} match)`,
      );
      line('  server CPU per request', `${users.cpuMsPerRequest.toFixed(2)} ms`);
    }
    if (measures('orders')) {
      const orders = await ordersFigure(server.base, API_MS, 32, server.cpuMs);
      line(
        `POST orders, ${orders.concurrency} customers`,
        `${Math.round(orders.result.perSecond)} orders/s, p50 ${ms(orders.result.p50)}, p99 ${ms(orders.result.p99)}, ${orders.result.errors} errors`,
      );
      line('  server CPU per order', `${orders.cpuMsPerRequest.toFixed(2)} ms`);
    }
    if (measures('audit')) {
      const off = await startBenchServer({ dataDir: offDataDir, env: { AUDIT_TRAIL: 'off' } });
      try {
        // one administrator saving after another, then four at once (the chain's lock serializes their events)
        for (const concurrency of [1, 4]) {
          const row = auditOverheadRow(await auditOverheadFigure(server.base, off.base, API_MS, { concurrency }));
          line(row.label, row.value);
        }
      } finally {
        await off.stop();
      }
    }
    line('server RSS after the API figures', `${server.rssMb().toFixed(0)} MB`);

    if (measures('rush')) {
      console.log(`\nLunch rush: ${RUSH_CUSTOMERS} customers for ${RUSH_SECONDS} s, the kitchen finishing orders`);
      const rush = await runRush(server.base, { seconds: RUSH_SECONDS, customers: RUSH_CUSTOMERS, rssMb: server.rssMb });
      line(
        'orders placed (201)',
        `${rush.placed} (${rush.perSecond.toFixed(1)}/s), ${rush.refused} refused (4xx), ${rush.finished} finished`,
      );
      line('server errors (5xx) / network errors', `${rush.serverErrors} / ${rush.networkErrors}`);
      line('201 orders missing afterwards', String(rush.missingAfter));
      line('dishes seen with negative stock', String(rush.negativeStock));
      line('server RSS peak / at end', `${rush.rssPeakMb.toFixed(0)} MB / ${rush.rssEndMb.toFixed(0)} MB`);
      line(
        'kitchen live latency (201 → ticket)',
        `p50 ${ms(rush.liveP50Ms)}, p95 ${ms(rush.liveP95Ms)}, max ${ms(rush.liveMaxMs)}, ${rush.liveMissed} never arrived`,
      );
    }

    console.log('\nTwo API processes on one PostgreSQL database (tests/bench/scale.ts)');
    if (process.env.BENCH_SCALE === '0' || !measures('scale')) {
      console.log('skipped (BENCH_SCALE=0 or BENCH_ONLY)');
    } else {
      try {
        const scale = await runScaleBench({ durationMs: API_MS });
        const { total } = scale.getDishes;
        line(
          'two processes: GET dishes',
          `${Math.round(total.perSecond)} req/s (${scale.getDishes.perProcess.map((r) => Math.round(r.perSecond)).join(' + ')}), p50 ${ms(total.p50)}, p99 ${ms(total.p99)}`,
        );
        line(
          'two processes: POST orders',
          `${Math.round(scale.postOrders.perSecond)} orders/s, p50 ${ms(scale.postOrders.p50)}, p99 ${ms(scale.postOrders.p99)}, ${scale.postOrders.errors} errors (${scale.postOrders.serverErrors} 5xx)`,
        );
      } catch (err) {
        // The embedded figures above stand alone; the scale-out one needs a PostgreSQL server.
        console.log(`not measured: no PostgreSQL server answered (set BENCH_DATABASE_URL): ${(err as Error).message}`);
      }
    }

    if (process.env.BENCH_BROWSER === '0' || !measures('browser')) return;
    if (!hasBuild) {
      console.log('\ndist/ missing: run `npm run build` for the first-visit and Lighthouse figures.');
      return;
    }
    console.log('\nJavaScript of each first visit (Chromium, empty cache, bytes on the wire)');
    for (const v of await firstVisitFigures(server.base)) {
      line(
        `  ${v.visit}`,
        `${kb(v.wireBytes)} in ${v.scripts} scripts (${kb(v.bodyBytes)} decompressed; budget ${v.budgetKb} kB)`,
      );
    }

    if (process.env.BENCH_LIGHTHOUSE === '0') return;
    console.log('');
    try {
      printLighthouse(await lighthouseFigures(server.base), line);
    } catch (err) {
      console.log(`  Lighthouse could not run: ${(err as Error).message}`);
    }
  } finally {
    console.log(
      `\nmachine load average at the end: ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}`,
    );
    await server.stop();
    rmSync(root, { recursive: true, force: true });
  }
}

await main();
