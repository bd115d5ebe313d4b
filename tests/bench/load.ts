/**
 * A bounded closed-loop load generator: `concurrency` keep-alive connections each sending one request after
 * the other for `durationMs`. It runs in a worker thread so it does not share the event loop with the code
 * that started it; the worker is plain JavaScript (node:http only) so it needs no TypeScript loader.
 * Connection i uses `headersPerConnection[i % n]` on top of `headers` (e.g. one customer's token each).
 */
import { Worker } from 'node:worker_threads';

export interface LoadResult {
  /** answers with the expected status */
  requests: number;
  /** other statuses and network errors */
  errors: number;
  /** answers with a 5xx status (counted in errors too) */
  serverErrors: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** every successful request's latency in ms, sorted */
  latencies?: number[];
}

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST' | 'PUT';
  body?: unknown;
  headers?: Record<string, string>;
  headersPerConnection?: Record<string, string>[];
  /** connection i sends `bodiesPerConnection[i % n]` instead of `body` (e.g. one pick-up hour each) */
  bodiesPerConnection?: unknown[];
  /** the status that counts as success (200 unless said) */
  expectStatus?: number;
  durationMs: number;
  concurrency: number;
}

const WORKER_SOURCE = `
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const { url, method, body, bodiesPerConnection, headers, headersPerConnection, expectStatus, durationMs, concurrency } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
const payloads = (bodiesPerConnection.length ? bodiesPerConnection : [body]).map((b) => (b === undefined ? null : Buffer.from(JSON.stringify(b))));
const latencies = [];
let errors = 0;
let serverErrors = 0;
const deadline = Date.now() + durationMs;
function once(connectionHeaders, payload) {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const h = { ...headers, ...connectionHeaders };
    if (payload) { h['content-type'] = 'application/json'; h['content-length'] = payload.length; }
    const req = http.request(url, { method, agent, headers: h }, (res) => {
      res.on('data', () => {});
      res.on('end', () => {
        if (res.statusCode === expectStatus) latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
        else { errors++; if (res.statusCode >= 500) serverErrors++; }
        resolve();
      });
    });
    req.on('error', () => { errors++; resolve(); });
    req.end(payload ?? undefined);
  });
}
async function loop(i) {
  const connectionHeaders = headersPerConnection.length ? headersPerConnection[i % headersPerConnection.length] : {};
  const payload = payloads[i % payloads.length];
  while (Date.now() < deadline) await once(connectionHeaders, payload);
}
const began = Date.now();
Promise.all(Array.from({ length: concurrency }, (_, i) => loop(i))).then(() => {
  agent.destroy();
  parentPort.postMessage({ latencies, errors, serverErrors, elapsedMs: Date.now() - began });
});
`;

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export function runLoad(opts: LoadOptions): Promise<LoadResult> {
  const workerData = {
    method: 'GET',
    headers: {},
    headersPerConnection: [],
    bodiesPerConnection: [],
    expectStatus: 200,
    ...opts,
  };
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData });
    worker.once('error', reject);
    worker.once('message', (msg: { latencies: number[]; errors: number; serverErrors: number; elapsedMs: number }) => {
      const sorted = [...msg.latencies].sort((a, b) => a - b);
      resolve({
        requests: sorted.length,
        errors: msg.errors,
        serverErrors: msg.serverErrors,
        perSecond: (sorted.length / msg.elapsedMs) * 1000,
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        p99: percentile(sorted, 99),
        latencies: sorted,
      });
      void worker.terminate();
    });
  });
}
