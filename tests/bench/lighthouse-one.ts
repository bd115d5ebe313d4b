/**
 * `npx tsx tests/bench/lighthouse-one.ts /board-chef [email] [out.json]`: one calibrated Lighthouse audit of one
 * screen, the whole report saved as JSON (where the time goes: bootup, main-thread work, the LCP element, long
 * tasks), and its key figures printed. A tool for working on a screen; `npm run bench` gives the figures to quote.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { cpuSlowdownFor, probeBenchmarkIndex } from './calibration';
import { auditOnce, LIGHTHOUSE_SCREENS } from './lighthouse';
import { startScreenBench } from './screen-bench';

const path = process.argv[2] ?? '/login';
const known = LIGHTHOUSE_SCREENS.find((s) => s.path === path);
const screen = { path, email: process.argv[3] || known?.email, desktop: known?.desktop };
const out = resolve(process.argv[4] ?? `lighthouse-${path.replace(/\W+/g, '') || 'root'}.json`);

const { base, browser, close } = await startScreenBench();
try {
  const { index } = await probeBenchmarkIndex(browser);
  const lhr = await auditOnce(browser, base, screen, cpuSlowdownFor(index));
  writeFileSync(out, JSON.stringify(lhr));
  const a = (id: string) => lhr.audits[id];
  console.log(
    `${path}: performance ${Math.round((lhr.categories.performance?.score ?? NaN) * 100)}; ` +
      `FCP ${a('first-contentful-paint')?.displayValue}, LCP ${a('largest-contentful-paint')?.displayValue}, ` +
      `TBT ${a('total-blocking-time')?.displayValue}; host index ${Math.round(index)} (run ${Math.round(lhr.environment.benchmarkIndex)}), ` +
      `CPU ×${cpuSlowdownFor(index)}; report ${out}`,
  );
} finally {
  await close();
}
