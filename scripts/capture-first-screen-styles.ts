/**
 * `npm run styles:capture`: records the emotion rules of each role's first screens into src/firstScreenStyles.json,
 * which the build writes into index.html (scripts/first-screen-styles.ts). Run it after changing how a first screen
 * looks; the e2e test first-screen-styles.spec.ts says when it is due. It builds the app without the captured styles
 * (so emotion inserts every rule at run time), serves it on the bench's demo data (tests/bench/screen-bench.ts), opens
 * each screen below in Debian's Chromium on a phone and on a desktop, and keeps every rule emotion inserts while
 * the screen loads and settles, grouped by style name, in first-use order.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { Page } from 'puppeteer-core';
import { signIn } from '../tests/bench/lighthouse.ts';
import { startScreenBench } from '../tests/bench/screen-bench.ts';
import {
  FIRST_SCREEN_STYLES_FILE,
  styleNameOf,
  WITHOUT_FIRST_SCREEN_STYLES,
  type FirstScreenStyles,
} from './first-screen-styles.ts';

/** The first screens of each role: where a first visit lands (issue 30's measured screens) and the other tabs of each home. */
const SCREENS: { path: string; email?: string }[] = [
  { path: '/login' },
  { path: '/board-user', email: 'usuario@comedor.es' },
  { path: '/crear_menu', email: 'usuario@comedor.es' },
  { path: '/carrito', email: 'usuario@comedor.es' },
  { path: '/board-chef', email: 'encargado@comedor.es' },
  { path: '/board-admin', email: 'admin@comedor.es' },
];
const VIEWPORTS = [
  { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  { width: 1280, height: 900, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
];
/** how long a screen is watched after its load event: its reveals, side panels and hints are drawn by then */
const SETTLE_MS = 4000;

/** Records every rule inserted into a style sheet (emotion's speedy mode), from before the page's first script. */
async function recordRules(page: Page): Promise<void> {
  await page.evaluateOnNewDocument(`(() => {
    const rules = (window.__insertedRules = []);
    const insertRule = CSSStyleSheet.prototype.insertRule;
    CSSStyleSheet.prototype.insertRule = function (rule, index) {
      const at = insertRule.call(this, rule, index);
      rules.push(rule);
      return at;
    };
  })()`);
}

const outDir = mkdtempSync(join(tmpdir(), 'comedor-styles-build-'));
process.env[WITHOUT_FIRST_SCREEN_STYLES] = '1';
await build({
  configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
  logLevel: 'warn',
  build: { outDir, emptyOutDir: true },
});
const bench = await startScreenBench(outDir);
const byName = new Map<string, string[]>();
try {
  for (const viewport of VIEWPORTS) {
    for (const screen of SCREENS) {
      const page = await bench.browser.newPage();
      await page.setViewport(viewport);
      if (screen.email) await signIn(page, bench.base, screen.email);
      await recordRules(page);
      await page.goto(`${bench.base}${screen.path}`, { waitUntil: 'load' });
      await new Promise((done) => setTimeout(done, SETTLE_MS));
      const rules = (await page.evaluate('window.__insertedRules')) as string[];
      let added = 0;
      for (const rule of rules) {
        const name = styleNameOf(rule);
        if (name === null) continue;
        const list = byName.get(name) ?? [];
        if (!list.includes(rule)) {
          list.push(rule);
          added++;
        }
        byName.set(name, list);
      }
      console.log(`${screen.path} at ${viewport.width} px: ${rules.length} rules inserted, ${added} new`);
      await page.close();
    }
  }
} finally {
  await bench.close();
  rmSync(outDir, { recursive: true, force: true });
}
const styles: FirstScreenStyles = { names: [...byName.keys()], rules: [...byName.values()].flat() };
writeFileSync(FIRST_SCREEN_STYLES_FILE, `${JSON.stringify(styles, null, 2)}\n`);
console.log(`${fileURLToPath(FIRST_SCREEN_STYLES_FILE)}: ${styles.names.length} styles, ${styles.rules.length} rules`);
