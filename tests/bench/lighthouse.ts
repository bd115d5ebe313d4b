/**
 * Lighthouse scores of the production build, offline on loopback, in Debian's Chromium, on a calibrated phone
 * (tests/bench/calibration.ts): before each run the host's benchmarkIndex is probed (median of three probes) and
 * sets that run's CPU slowdown; the run counts only if the index Lighthouse measured during it stays within 10 % of
 * that probe. Each screen is audited until three such runs (eight attempts at most) and their median is reported.
 * (A virtual machine's index moves from one minute to the next, 1 100 to 2 300 here within half an hour: one
 * calibration for the whole set voided it; one per run keeps every counted run on the same phone.) The host is
 * also probed before and after the set, and both are printed. The admin's
 * home is audited with Lighthouse's desktop preset (its own fixed throttling). A logged-in screen is audited in a
 * tab whose sessionStorage already holds the session (as after logging in), which Lighthouse keeps
 * (`disableStorageReset`).
 */
import lighthouse, { type Config, type Flags, type Result } from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { login } from './api-figures';
import { cpuSlowdownFor, indexDrift, median, MAX_INDEX_DRIFT, PHONE_INDEX, probeBenchmarkIndex, runIsValid } from './calibration';
import { CHROMIUM_ARGS } from './first-visit';

export interface LighthouseScreen {
  path: string;
  email?: string;
  /** Lighthouse's desktop preset instead of the calibrated phone */
  desktop?: boolean;
}

export interface LighthouseFigure {
  path: string;
  preset: 'mobile' | 'desktop';
  /** medians of the valid runs */
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** performance of each valid run, the index probed before it, its multiplier and the index Lighthouse measured */
  runs: { performance: number; probedIndex: number; cpuSlowdownMultiplier: number; benchmarkIndex: number }[];
  /** the index Lighthouse measured in each discarded run (NaN: the run failed) */
  discarded: number[];
}

export interface LighthouseReport {
  /** the host's index before the runs (median of three probes) and after them */
  indexBefore: number;
  indexAfter: number;
  /** whether the host's index moved under 10 % between the two probes (each run is calibrated on its own anyway) */
  steady: boolean;
  figures: LighthouseFigure[];
}

export const LIGHTHOUSE_SCREENS: LighthouseScreen[] = [
  { path: '/login' },
  { path: '/board-user', email: 'usuario@comedor.es' },
  { path: '/crear_menu', email: 'usuario@comedor.es' },
  { path: '/carrito', email: 'usuario@comedor.es' },
  { path: '/board-chef', email: 'encargado@comedor.es' },
  { path: '/board-admin', email: 'admin@comedor.es', desktop: true },
];

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const MAX_ATTEMPTS = RUNS * 3 - 1;

/** Puts `email`'s session in the tab's sessionStorage for `base`, as logging in does (the token, user id and role). */
export async function signIn(page: Page, base: string, email: string): Promise<void> {
  const token = await login(base, email);
  const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as {
    id: number;
    role: { name: string };
  };
  await page.goto(`${base}/favicon.svg`);
  await page.evaluate(
    (t, id, role) => {
      sessionStorage.setItem('auth-token', t);
      sessionStorage.setItem('auth-user', id);
      sessionStorage.setItem('auth-role', role);
    },
    token,
    String(claims.id),
    claims.role.name,
  );
}

/** One audit of one screen, in a fresh tab of `browser` (the session put in place, the cache emptied). */
export async function auditOnce(
  browser: Browser,
  base: string,
  screen: LighthouseScreen,
  cpuSlowdownMultiplier: number,
): Promise<Result> {
  const page = await browser.newPage();
  try {
    if (screen.email) await signIn(page, base, screen.email);
    // Lighthouse keeps the cache when it keeps storage: empty it (and any service worker) for a first visit.
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', { origin: base, storageTypes: 'service_workers,cache_storage' });
    await cdp.detach();
    const flags: Flags = {
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      disableStorageReset: true,
    };
    const config: Config | undefined = screen.desktop
      ? (desktopConfig as Config)
      : { extends: 'lighthouse:default', settings: { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier } } };
    const result = await lighthouse(`${base}${screen.path}`, flags, config, page);
    if (!result?.lhr) throw new Error(`Lighthouse gave no result for ${screen.path}`);
    return result.lhr;
  } finally {
    await page.close();
  }
}

const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
const metric = (lhr: Result, id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);

/**
 * Three valid runs of one screen, each calibrated on its own: the host's index probed just before sets the run's
 * multiplier; a run during which Lighthouse measured an index over 10 % away from that probe is discarded.
 */
async function auditScreen(browser: Browser, base: string, screen: LighthouseScreen): Promise<LighthouseFigure> {
  const valid: { lhr: Result; probedIndex: number; cpuSlowdownMultiplier: number }[] = [];
  const discarded: number[] = [];
  for (let attempt = 0; valid.length < RUNS && attempt < MAX_ATTEMPTS; attempt++) {
    const probedIndex = (await probeBenchmarkIndex(browser)).index;
    const cpuSlowdownMultiplier = cpuSlowdownFor(probedIndex);
    const lhr = await auditOnce(browser, base, screen, cpuSlowdownMultiplier);
    // Lighthouse now and then loses the page's trace on a busy machine (NO_NAVSTART): that attempt counts as lost.
    if (lhr.runtimeError || !runIsValid(probedIndex, lhr.environment.benchmarkIndex)) {
      discarded.push(lhr.runtimeError ? NaN : Math.round(lhr.environment.benchmarkIndex));
      continue;
    }
    valid.push({ lhr, probedIndex, cpuSlowdownMultiplier });
  }
  const med = (f: (lhr: Result) => number) => median(valid.map((v) => f(v.lhr)));
  return {
    path: screen.path,
    preset: screen.desktop ? 'desktop' : 'mobile',
    performance: med((l) => score(l, 'performance')),
    accessibility: med((l) => score(l, 'accessibility')),
    bestPractices: med((l) => score(l, 'best-practices')),
    fcpMs: med((l) => metric(l, 'first-contentful-paint')),
    lcpMs: med((l) => metric(l, 'largest-contentful-paint')),
    tbtMs: med((l) => metric(l, 'total-blocking-time')),
    runs: valid.map((v) => ({
      performance: score(v.lhr, 'performance'),
      probedIndex: Math.round(v.probedIndex),
      cpuSlowdownMultiplier: v.cpuSlowdownMultiplier,
      benchmarkIndex: Math.round(v.lhr.environment.benchmarkIndex),
    })),
    discarded,
  };
}

export async function lighthouseFigures(base: string, screens = LIGHTHOUSE_SCREENS): Promise<LighthouseReport> {
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: [...CHROMIUM_ARGS, '--headless=new'],
  });
  try {
    const before = await probeBenchmarkIndex(browser);
    const figures: LighthouseFigure[] = [];
    for (const screen of screens) figures.push(await auditScreen(browser, base, screen));
    const after = await probeBenchmarkIndex(browser);
    return {
      indexBefore: before.index,
      indexAfter: after.index,
      steady: indexDrift(before.index, after.index) <= MAX_INDEX_DRIFT,
      figures,
    };
  } finally {
    await browser.close();
  }
}

/** The report as `npm run bench` prints it: each run's probed index and multiplier beside its score. */
export function printLighthouse(report: LighthouseReport, line: (label: string, value: string) => void): void {
  console.log(
    `Lighthouse, median of ${RUNS} runs (performance / accessibility / best practices; FCP, LCP, TBT); ` +
      `each run's phone = the host index probed just before it / ${PHONE_INDEX} → cpuSlowdownMultiplier`,
  );
  for (const f of report.figures) {
    if (f.runs.length === 0) {
      line(`  ${f.path} (${f.preset})`, `no valid run: the host's index moved over 10 % during each (${f.discarded.join(', ')})`);
      continue;
    }
    const runs = f.runs
      .map((r) =>
        f.preset === 'desktop'
          ? `${r.performance}@${r.benchmarkIndex}`
          : `${r.performance}@${r.probedIndex}×${r.cpuSlowdownMultiplier}`,
      )
      .join(' ');
    line(
      `  ${f.path} (${f.preset})`,
      `${f.performance} / ${f.accessibility} / ${f.bestPractices}; FCP ${f.fcpMs} ms, LCP ${f.lcpMs} ms, TBT ${f.tbtMs} ms; ` +
        `runs ${runs}${f.discarded.length ? `; discarded (index measured during the run) ${f.discarded.join(', ')}` : ''}` +
        (f.preset === 'desktop' ? ' [desktop preset]' : ''),
    );
  }
  line(
    '  host index before / after the set',
    `${Math.round(report.indexBefore)} / ${Math.round(report.indexAfter)}` +
      (report.steady ? ' (within 10 %)' : ' (moved over 10 %: each counted run was calibrated on its own)'),
  );
}
