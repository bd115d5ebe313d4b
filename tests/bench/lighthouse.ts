/**
 * Lighthouse mobile scores (its default mobile emulation and simulated throttling) of the production build,
 * offline on loopback, in Debian's Chromium. A logged-in screen is audited in a tab whose sessionStorage
 * already holds the session (as after logging in), which Lighthouse keeps (`disableStorageReset`).
 */
import lighthouse from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import type { Result } from 'lighthouse';
import { CHROMIUM_ARGS } from './first-visit';
import { login } from './api-figures';

export interface LighthouseFigure {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
}

export const LIGHTHOUSE_SCREENS: { path: string; email?: string }[] = [
  { path: '/login' },
  { path: '/board-user', email: 'usuario@comedor.es' },
  { path: '/crear_menu', email: 'usuario@comedor.es' },
];

/** One audit of one screen, in a fresh tab of `browser` (the session put in place, the cache emptied). */
async function auditOnce(browser: Browser, base: string, screen: { path: string; email?: string }): Promise<Result> {
  const page = await browser.newPage();
  try {
    if (screen.email) {
      const token = await login(base, screen.email);
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
    // Lighthouse keeps the cache when it keeps storage: empty it (and any service worker) for a first visit.
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', { origin: base, storageTypes: 'service_workers,cache_storage' });
    await cdp.detach();
    const result = await lighthouse(
      `${base}${screen.path}`,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        disableStorageReset: true,
      },
      undefined,
      page,
    );
    if (!result?.lhr) throw new Error(`Lighthouse gave no result for ${screen.path}`);
    return result.lhr;
  } finally {
    await page.close();
  }
}

export async function lighthouseFigures(base: string, screens = LIGHTHOUSE_SCREENS): Promise<LighthouseFigure[]> {
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: [...CHROMIUM_ARGS, '--headless=new'],
  });
  try {
    const figures: LighthouseFigure[] = [];
    for (const screen of screens) {
      // Lighthouse now and then loses the page's trace on a busy machine (NO_NAVSTART): audit again, twice at most.
      let lhr = await auditOnce(browser, base, screen);
      for (let retry = 0; lhr.runtimeError && retry < 2; retry++) lhr = await auditOnce(browser, base, screen);
      if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${screen.path}: ${lhr.runtimeError.code}`);
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
      const metric = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
      figures.push({
        path: screen.path,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        fcpMs: metric('first-contentful-paint'),
        lcpMs: metric('largest-contentful-paint'),
        tbtMs: metric('total-blocking-time'),
      });
    }
    return figures;
  } finally {
    await browser.close();
  }
}
