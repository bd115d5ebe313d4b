/**
 * The API figures of issue 16 point 4, against a running server process:
 * - GET dishes?category=1 as a customer next to a bare node:http server (its own process) returning the same bytes;
 * - one page of the user list searched by name (`page=500&size=10&q=...`) as an administrator;
 * - POST orders by many customers at once, sustained.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runLoad, type LoadResult } from './load';
import { benchEmail, BENCH_PASSWORD, SEARCH_TERM } from './dataset';

export interface ApiFigures {
  dishes: { api: LoadResult; bare: LoadResult; ratio: number; bytes: number; cpuMsPerRequest: number };
  users: { result: LoadResult; total: number; concurrency: number; cpuMsPerRequest: number };
  orders: { result: LoadResult; concurrency: number; cpuMsPerRequest: number };
}

export async function login(base: string, email: string, password = BENCH_PASSWORD): Promise<string> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: email, password }),
  });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/**
 * The bare node:http baseline in a process of its own (tests/bench/bare-server.ts), as the API server runs in its
 * own: sharing the load generator's thread would halve it and flatter the ratio.
 */
export async function bareServer(body: Buffer, contentType: string): Promise<{ base: string; stop: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'comedor-bare-'));
  const file = join(dir, 'body');
  writeFileSync(file, body);
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./bare-server.ts', import.meta.url)), file, contentType],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const port = await new Promise<number>((ok, fail) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening (\d+)/.exec(out);
      if (match) ok(Number(match[1]));
    });
    child.once('exit', (code) => fail(new Error(`bare server exited with ${code}`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    stop: async () => {
      const exited = new Promise((ok) => child.once('exit', ok));
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Sums runs of the same kind (rounds of one measurement) into one result. */
export function combine(results: LoadResult[], latencies: number[][]): LoadResult {
  const sorted = latencies.flat().sort((a, b) => a - b);
  const pick = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
  const requests = results.reduce((n, r) => n + r.requests, 0);
  const seconds = results.reduce((n, r) => n + r.requests / r.perSecond, 0);
  return {
    requests,
    errors: results.reduce((n, r) => n + r.errors, 0),
    serverErrors: results.reduce((n, r) => n + r.serverErrors, 0),
    perSecond: requests / seconds,
    p50: pick(50),
    p95: pick(95),
    p99: pick(99),
    latencies: sorted,
  };
}

/**
 * The API and the bare server are measured in alternating rounds, so a neighbour's load on a shared machine
 * falls on both alike. `serverCpuMs` (the server process's CPU clock) gives the CPU each API request costs.
 */
export async function dishesFigure(
  base: string,
  durationMs: number,
  opts: { concurrency?: number; rounds?: number; serverCpuMs?: () => number } = {},
): Promise<ApiFigures['dishes']> {
  const concurrency = opts.concurrency ?? 32;
  const rounds = opts.rounds ?? 3;
  const token = await login(base, 'usuario@comedor.es');
  const url = `${base}/api/dishes?category=1`;
  const auth = { authorization: `Bearer ${token}` };
  const first = await fetch(url, { headers: auth });
  const body = Buffer.from(await first.arrayBuffer());
  const bare = await bareServer(body, first.headers.get('content-type') ?? 'application/json');
  const bareUrl = `${bare.base}/api/dishes?category=1`;
  try {
    // warm-up, so neither side is measured while compiling its hot paths
    await runLoad({ url, headers: auth, durationMs: Math.min(1000, durationMs), concurrency });
    await runLoad({ url: bareUrl, durationMs: Math.min(1000, durationMs), concurrency });
    const api: LoadResult[] = [];
    const raw: LoadResult[] = [];
    let cpu = 0;
    const slice = durationMs / rounds;
    for (let i = 0; i < rounds; i++) {
      const before = opts.serverCpuMs?.() ?? 0;
      api.push(await runLoad({ url, headers: auth, durationMs: slice, concurrency }));
      cpu += (opts.serverCpuMs?.() ?? 0) - before;
      raw.push(await runLoad({ url: bareUrl, durationMs: slice, concurrency }));
    }
    const apiAll = combine(
      api,
      api.map((r) => r.latencies ?? []),
    );
    const rawAll = combine(
      raw,
      raw.map((r) => r.latencies ?? []),
    );
    return {
      api: apiAll,
      bare: rawAll,
      ratio: apiAll.perSecond / rawAll.perSecond,
      bytes: body.length,
      cpuMsPerRequest: opts.serverCpuMs ? cpu / apiAll.requests : NaN,
    };
  } finally {
    await bare.stop();
  }
}

export async function usersFigure(
  base: string,
  durationMs: number,
  concurrency = 4,
  serverCpuMs?: () => number,
): Promise<ApiFigures['users']> {
  const token = await login(base, 'admin@comedor.es');
  const url = `${base}/api/users?page=500&size=10&q=${SEARCH_TERM}`;
  const auth = { authorization: `Bearer ${token}` };
  const first = await fetch(url, { headers: auth });
  if (first.status !== 200) throw new Error(`GET users: ${first.status} ${await first.text()}`);
  const total = Number(first.headers.get('x-total-count'));
  const before = serverCpuMs?.() ?? 0;
  const result = await runLoad({ url, headers: auth, durationMs, concurrency });
  const cpuMsPerRequest = serverCpuMs ? (serverCpuMs() - before) / result.requests : NaN;
  return { result, total, concurrency, cpuMsPerRequest };
}

export async function ordersFigure(
  base: string,
  durationMs: number,
  customers = 32,
  serverCpuMs?: () => number,
): Promise<ApiFigures['orders']> {
  const tokens: string[] = [];
  for (let n = 1; n <= customers; n++) tokens.push(await login(base, benchEmail(n)));
  const auth0 = { authorization: `Bearer ${tokens[0]}` };
  const hours = (await (await fetch(`${base}/api/hours`, { headers: auth0 })).json()) as { hour: string }[];
  const dishes = (await (await fetch(`${base}/api/dishes`, { headers: auth0 })).json()) as {
    id: number;
    stock: number;
    prepMinutes: number;
  }[];
  // The quickest dish in stock: the figure measures placing orders, not how soon the slots fill up.
  const dish = dishes.filter((d) => d.stock > 1000).sort((a, b) => a.prepMinutes - b.prepMinutes)[0];
  // Customers spread over the hours still offered, as at lunch (one slot holds only so many minutes of cooking).
  const offered = hours.map((h) => h.hour).slice(-8);
  if (!dish || !offered.length) throw new Error('no dish in stock or no pick-up hour left today');
  const before = serverCpuMs?.() ?? 0;
  const result = await runLoad({
    url: `${base}/api/orders`,
    method: 'POST',
    bodiesPerConnection: offered.map((hour) => ({ pickupHour: hour, lines: [{ dishId: dish.id, quantity: 1 }] })),
    headersPerConnection: tokens.map((t) => ({ authorization: `Bearer ${t}` })),
    expectStatus: 201,
    durationMs,
    concurrency: customers,
  });
  const cpuMsPerRequest = serverCpuMs ? (serverCpuMs() - before) / result.requests : NaN;
  return { result, concurrency: customers, cpuMsPerRequest };
}
