/**
 * `npm run bench`: throughput and latency of two hot API calls (GET /api/dishes as a customer, GET /api/hours)
 * against a bare node:http server answering the same JSON, measured in the same run on loopback, then the
 * production bundle's size per chunk. Bounded: 3 s per measurement, 20 concurrent connections.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { seedIfEmpty } from '../../server/db/seed';
import { bundleSizes } from './bundle-size';
import { runLoad, type LoadResult } from './load';

const DURATION_MS = Number(process.env.BENCH_MS ?? 3000);
const CONCURRENCY = 20;

function bareServer(bodies: Record<string, unknown>): Promise<{ server: Server; base: string }> {
  const server = createServer((req, res) => {
    const body = bodies[(req.url ?? '').split('?')[0]!];
    if (body === undefined) {
      res.writeHead(404).end();
      return;
    }
    // Serialised on every request, as the API does.
    const json = JSON.stringify(body);
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) });
    res.end(json);
  });
  return new Promise((ok) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      ok({ server, base: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` });
    }),
  );
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
const ms = (n: number) => `${n.toFixed(2)} ms`;

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'comedor-bench-'));
  const config = loadConfig({ ...process.env, OPENING_HOURS: '00:00-24:00', DATABASE_URL: '' }, { dataDir, staticDir: null, databaseUrl: null });
  const database = await openDatabase({ databaseUrl: null, dataDir: null });
  await seedIfEmpty(database.db);
  const app = await buildApp({ config, database });
  const apiBase = await app.listen({ port: 0, host: '127.0.0.1' });

  const login = await fetch(`${apiBase}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: 'usuario@comedor.es', password: 'comedor123' }),
  });
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const paths = ['/api/dishes', '/api/hours'];
  const bodies: Record<string, unknown> = {};
  for (const path of paths) bodies[path] = await (await fetch(`${apiBase}${path}`, { headers: auth })).json();
  const bare = await bareServer(bodies);

  const rows: { call: string; server: string; r: LoadResult; bytes: number }[] = [];
  for (const path of paths) {
    const bytes = Buffer.byteLength(JSON.stringify(bodies[path]));
    const api = await runLoad({ url: `${apiBase}${path}`, headers: auth, durationMs: DURATION_MS, concurrency: CONCURRENCY });
    const raw = await runLoad({ url: `${bare.base}${path}`, durationMs: DURATION_MS, concurrency: CONCURRENCY });
    rows.push({ call: `GET ${path}`, server: 'API', r: api, bytes }, { call: `GET ${path}`, server: 'bare node:http', r: raw, bytes });
  }

  console.log(`\nAPI throughput (${DURATION_MS / 1000} s per run, ${CONCURRENCY} connections, loopback, PGlite in memory, seeded)\n`);
  console.table(
    rows.map(({ call, server, r, bytes }) => ({
      call,
      server,
      body: kb(bytes),
      'req/s': Math.round(r.perSecond),
      p50: ms(r.p50),
      p99: ms(r.p99),
      errors: r.errors,
    })),
  );
  for (let i = 0; i < rows.length; i += 2) {
    const api = rows[i]!;
    const raw = rows[i + 1]!;
    console.log(`${api.call}: API reaches ${((api.r.perSecond / raw.r.perSecond) * 100).toFixed(1)} % of the bare server's requests/s`);
  }

  const dist = resolve('dist');
  const sizes = bundleSizes(dist);
  console.log('\nProduction bundle (dist/)\n');
  if (!sizes) console.log('dist/ missing: run `npx vite build` first.');
  else {
    console.table(sizes.map((c) => ({ file: c.file, loaded: c.kind === 'entry' ? 'at start' : 'lazy', size: kb(c.bytes), gzip: kb(c.gzip) })));
    const initial = sizes.filter((c) => c.kind === 'entry').reduce((n, c) => n + c.gzip, 0);
    console.log(`Loaded at start: ${kb(initial)} gzip; all chunks: ${kb(sizes.reduce((n, c) => n + c.gzip, 0))} gzip`);
  }

  bare.server.close();
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}

await main();
