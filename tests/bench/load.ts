/**
 * A bounded closed-loop load generator: `concurrency` keep-alive connections each sending one GET after the
 * other for `durationMs`. It runs in a worker thread so it does not share the event loop with the servers
 * under test; the worker is plain JavaScript (node:http only) so it needs no TypeScript loader.
 */
import { Worker } from 'node:worker_threads';

export interface LoadResult {
  requests: number;
  errors: number;
  perSecond: number;
  p50: number;
  p99: number;
}

export interface LoadOptions {
  url: string;
  headers?: Record<string, string>;
  durationMs: number;
  concurrency: number;
}

const WORKER_SOURCE = `
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const { url, headers, durationMs, concurrency } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
const latencies = [];
let errors = 0;
const deadline = Date.now() + durationMs;
function once() {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const req = http.get(url, { agent, headers }, (res) => {
      res.on('data', () => {});
      res.on('end', () => {
        if (res.statusCode === 200) latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
        else errors++;
        resolve();
      });
    });
    req.on('error', () => { errors++; resolve(); });
  });
}
async function loop() { while (Date.now() < deadline) await once(); }
const began = Date.now();
Promise.all(Array.from({ length: concurrency }, loop)).then(() => {
  agent.destroy();
  parentPort.postMessage({ latencies, errors, elapsedMs: Date.now() - began });
});
`;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export function runLoad(opts: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { headers: {}, ...opts } });
    worker.once('error', reject);
    worker.once('message', (msg: { latencies: number[]; errors: number; elapsedMs: number }) => {
      const sorted = [...msg.latencies].sort((a, b) => a - b);
      resolve({
        requests: sorted.length,
        errors: msg.errors,
        perSecond: (sorted.length / msg.elapsedMs) * 1000,
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
      });
      void worker.terminate();
    });
  });
}
