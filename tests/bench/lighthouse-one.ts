/**
 * `npx tsx tests/bench/lighthouse-one.ts /board-chef [email] [out.json]`: one calibrated Lighthouse audit of one
 * screen, the whole report saved as JSON (where the time goes: bootup, main-thread work, the LCP element, long
 * tasks), and its key figures printed. A tool for working on a screen; `npm run bench` gives the figures to quote.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import puppeteer from 'puppeteer-core';
import { cpuSlowdownFor, probeBenchmarkIndex } from './calibration';
import { prepareDataDir } from './dataset';
import { CHROMIUM_ARGS } from './first-visit';
import { auditOnce, LIGHTHOUSE_SCREENS } from './lighthouse';
import { startBenchServer } from './server-process';

const path = process.argv[2] ?? '/login';
const known = LIGHTHOUSE_SCREENS.find((s) => s.path === path);
const screen = { path, email: process.argv[3] || known?.email, desktop: known?.desktop };
const out = resolve(process.argv[4] ?? `lighthouse-${path.replace(/\W+/g, '') || 'root'}.json`);

const root = mkdtempSync(join(tmpdir(), 'comedor-lh-'));
await prepareDataDir(join(root, 'data'), { users: 10, stock: 1000 });
const server = await startBenchServer({
  dataDir: join(root, 'data'),
  staticDir: resolve(process.env.BENCH_DIST ?? 'dist'),
  env: { LOGIN_LIMIT_IP: '100000' },
});
const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  headless: true,
  args: [...CHROMIUM_ARGS, '--headless=new'],
});
try {
  const { index } = await probeBenchmarkIndex(browser);
  const lhr = await auditOnce(browser, server.base, screen, cpuSlowdownFor(index));
  writeFileSync(out, JSON.stringify(lhr));
  const a = (id: string) => lhr.audits[id];
  console.log(
    `${path}: performance ${Math.round((lhr.categories.performance?.score ?? NaN) * 100)}; ` +
      `FCP ${a('first-contentful-paint')?.displayValue}, LCP ${a('largest-contentful-paint')?.displayValue}, ` +
      `TBT ${a('total-blocking-time')?.displayValue}; host index ${Math.round(index)} (run ${Math.round(lhr.environment.benchmarkIndex)}), ` +
      `CPU ×${cpuSlowdownFor(index)}; report ${out}`,
  );
} finally {
  await browser.close();
  await server.stop();
  rmSync(root, { recursive: true, force: true });
}
