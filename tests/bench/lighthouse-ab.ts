/**
 * `npx tsx tests/bench/lighthouse-ab.ts /board-user [runs] <build> <other build>`: a tool for judging a change, not a
 * figure to quote (`npm run bench` gives those). Lighthouse's mobile audit of one screen at one fixed CPU multiplier
 * (`MULTIPLIER`, 5.76 by default: an index of 2 535 by the bench's rule), the two builds' runs alternated so a
 * neighbour's load falls on both; prints each run and both medians. The calibrated set moves its multiplier with
 * the host's index, which on this VM swings more than the builds differ (docs/performance.md).
 */
import { median } from './calibration';
import { auditOnce, LIGHTHOUSE_SCREENS } from './lighthouse';
import { startScreenBench, type ScreenBench } from './screen-bench';

const path = process.argv[2] ?? '/board-user';
const runs = Number(process.argv[3] ?? 3);
const builds = [process.argv[4] ?? 'dist', process.argv[5] ?? 'dist'];
const multiplier = Number(process.env.MULTIPLIER ?? 5.76);
const screen = { path, email: LIGHTHOUSE_SCREENS.find((s) => s.path === path)?.email };

interface Run {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
}

const benches: ScreenBench[] = [];
try {
  for (const dist of builds) benches.push(await startScreenBench(dist));
  const seen: Run[][] = builds.map(() => []);
  for (let run = 1; run <= runs; run++) {
    for (const [i, bench] of benches.entries()) {
      const lhr = await auditOnce(bench.browser, bench.base, screen, multiplier);
      if (lhr.runtimeError) {
        console.log(`${path} ${builds[i]} run ${run}: ${lhr.runtimeError.code}, not counted`);
        continue;
      }
      const value = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
      const r = {
        score: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
        fcp: value('first-contentful-paint'),
        lcp: value('largest-contentful-paint'),
        tbt: value('total-blocking-time'),
      };
      seen[i].push(r);
      console.log(`${path} ${builds[i]} run ${run} at ×${multiplier}: ${r.score}; FCP ${r.fcp}, LCP ${r.lcp}, TBT ${r.tbt} ms`);
    }
  }
  for (const [i, dist] of builds.entries()) {
    const of = (k: keyof Run) => median(seen[i].map((r) => r[k]));
    console.log(
      `${path} ${dist}, medians of ${seen[i].length} at ×${multiplier}: ${of('score')}; ` +
        `FCP ${of('fcp')}, LCP ${of('lcp')}, TBT ${of('tbt')} ms`,
    );
  }
} finally {
  for (const bench of benches) await bench.close();
}
