/**
 * `npx tsx tests/bench/main-thread.ts /board-user [runs] [build] [other build]`: a tool for judging a change to a
 * first visit, not a figure to quote (`npm run bench` gives those). It opens the screen in Chromium with an empty
 * cache and no throttling, records the page's trace, and prints for each run the first paint and the main thread's
 * time in tasks that run the app's code (a script of /assets/), with what Lighthouse's simulated phone would count of
 * them as blocking at `MULTIPLIER` (5.76 by default, an index of 2 535): each such task longer than 50 ms once
 * multiplied. With two builds (folders like `dist`) it alternates them, run by run, and prints both medians, so a
 * neighbour's load falls on both.
 *
 * Why this measure: in Lighthouse's simulation the app's module scripts show no `EvaluateScript` event, so the
 * first paint it computes waits for their download only, and every later task that runs their code (React's render
 * slices, the commit, effects) counts towards total blocking time when it is long enough (docs/performance.md,
 * "What Lighthouse's simulation counts"). Less main-thread work in those tasks is what lowers it.
 */
import type { Browser } from 'puppeteer-core';
import { median } from './calibration';
import { LIGHTHOUSE_SCREENS, signIn } from './lighthouse';
import { startScreenBench, type ScreenBench } from './screen-bench';

const path = process.argv[2] ?? '/board-user';
const runs = Number(process.argv[3] ?? 3);
const builds = [process.argv[4] ?? process.env.BENCH_DIST ?? 'dist', ...(process.argv[5] ? [process.argv[5]] : [])];
const multiplier = Number(process.env.MULTIPLIER ?? 5.76);
const email = LIGHTHOUSE_SCREENS.find((s) => s.path === path)?.email;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; documentLoaderURL?: string; navigationId?: string } };
}

interface Run {
  firstPaintMs: number;
  appTaskMs: number;
  blockingMs: number;
}

async function measure(browser: Browser, base: string): Promise<Run> {
  const page = await browser.newPage();
  try {
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
    if (email) await signIn(page, base, email);
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await page.tracing.start({
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'toplevel'],
    });
    // 'load', not network idle: the live screens keep their event stream open
    await page.goto(`${base}${path}`, { waitUntil: 'load' });
    await new Promise((done) => setTimeout(done, 4000));
    const events = (JSON.parse(new TextDecoder().decode(await page.tracing.stop())) as { traceEvents: TraceEvent[] }).traceEvents;
    return summarize(events);
  } finally {
    await page.close();
  }
}

/** The page's main thread: the renderer thread whose events name the app's scripts. */
function summarize(events: TraceEvent[]): Run {
  const appScript = (e: TraceEvent) => /\/assets\/[^/]+\.js$/.test(e.args?.data?.url ?? '');
  const threads = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const counts = threads.map((t) => events.filter((e) => e.pid === t.pid && e.tid === t.tid && appScript(e)).length);
  const main = threads[counts.indexOf(Math.max(...counts))];
  const own = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  // the screen's own navigation (signing in opened another page in the same tab first)
  const nav = own.find((e) => e.name === 'navigationStart' && (e.args?.data?.documentLoaderURL ?? '').endsWith(path));
  const start = nav?.ts ?? own[0].ts;
  const paint = own.find(
    (e) => e.name === 'firstContentfulPaint' && e.args?.data?.navigationId === nav?.args?.data?.navigationId,
  );
  const calls = own.filter((e) => e.name === 'FunctionCall' && appScript(e));
  let appTaskMs = 0;
  let blockingMs = 0;
  for (const task of own.filter((e) => e.ph === 'X' && e.name === 'RunTask' && (e.dur ?? 0) > 0)) {
    const end = task.ts + (task.dur ?? 0);
    if (!calls.some((c) => c.ts >= task.ts && c.ts < end)) continue;
    const ms = (task.dur ?? 0) / 1000;
    if (process.env.TASKS) console.log(describeTask(task, own, start));
    appTaskMs += ms;
    blockingMs += Math.max(0, ms * multiplier - 50);
  }
  return { firstPaintMs: paint ? (paint.ts - start) / 1000 : NaN, appTaskMs, blockingMs };
}

/** With TASKS=1: one line per counted task, its start and length, and the events that filled it, longest first. */
function describeTask(task: TraceEvent, own: TraceEvent[], start: number): string {
  const end = task.ts + (task.dur ?? 0);
  const inside = own.filter((e) => e !== task && e.ph === 'X' && e.ts >= task.ts && e.ts < end && (e.dur ?? 0) > 500);
  const byName = new Map<string, number>();
  for (const e of inside) byName.set(e.name, (byName.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
  const parts = [...byName]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([n, d]) => `${n} ${d.toFixed(1)}`);
  return `  task at ${((task.ts - start) / 1000).toFixed(0)} ms: ${((task.dur ?? 0) / 1000).toFixed(1)} ms (${parts.join(', ')})`;
}

const ms = (x: number) => `${Math.round(x)} ms`;

const benches: ScreenBench[] = [];
try {
  for (const dist of builds) benches.push(await startScreenBench(dist));
  const seen: Run[][] = builds.map(() => []);
  for (let run = 1; run <= runs; run++) {
    for (const [i, bench] of benches.entries()) {
      const r = await measure(bench.browser, bench.base);
      seen[i].push(r);
      console.log(
        `${path} ${builds[i]} run ${run}: first paint ${ms(r.firstPaintMs)}, app tasks ${ms(r.appTaskMs)}, ` +
          `blocking at ×${multiplier} ${ms(r.blockingMs)}`,
      );
    }
  }
  for (const [i, dist] of builds.entries()) {
    const of = (k: keyof Run) => ms(median(seen[i].map((r) => r[k])));
    console.log(
      `${path} ${dist}, medians of ${runs}: first paint ${of('firstPaintMs')}, app tasks ${of('appTaskMs')}, ` +
        `blocking at ×${multiplier} ${of('blockingMs')}`,
    );
  }
} finally {
  for (const bench of benches) await bench.close();
}
