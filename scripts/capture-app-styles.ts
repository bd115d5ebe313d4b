/**
 * `npm run styles:capture`: records the emotion rules of each app's first screens into the JSON file beside the app
 * (src/ui/compiledStyles.ts says how they are used). Run it after changing how a first screen looks; the e2e test
 * compiled-styles.spec.ts says when it is due. It builds the app, serves it on the bench's demo data
 * (tests/bench/screen-bench.ts), opens each screen below in Debian's Chromium on a phone and on a desktop with the
 * adoption switched off (so emotion compiles and inserts every rule itself), and keeps every rule emotion inserts
 * while the screen loads and settles, grouped by style name, in first-use order (the shell's own, already in the
 * page when the app is drawn, are skipped then).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { Page } from 'puppeteer-core';
import { signIn } from '../tests/bench/lighthouse.ts';
import { startScreenBench } from '../tests/bench/screen-bench.ts';
import { CAPTURE_FLAG, type CompiledStyles } from '../src/ui/compiledStyles.ts';
import { COMPILED_STYLE_APPS, styleNameOf } from './compiled-style-apps.ts';

const VIEWPORTS = [
  { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  { width: 1280, height: 900, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
];
/** how long a screen is watched after its load event: its reveals, side panels and hints are drawn by then */
const SETTLE_MS = 4000;

/** Records every rule inserted into a style sheet (emotion's speedy mode), from before the page's first script. */
async function recordRules(page: Page): Promise<void> {
  await page.evaluateOnNewDocument(`(() => {
    window[${JSON.stringify(CAPTURE_FLAG)}] = true;
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
await build({
  configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
  logLevel: 'warn',
  build: { outDir, emptyOutDir: true },
});
const bench = await startScreenBench(outDir);
try {
  for (const app of COMPILED_STYLE_APPS) {
    const byName = new Map<string, string[]>();
    for (const viewport of VIEWPORTS) {
      for (const path of app.screens) {
        const page = await bench.browser.newPage();
        await page.setViewport(viewport);
        if (app.email) await signIn(page, bench.base, app.email);
        await recordRules(page);
        await page.goto(`${bench.base}${path}`, { waitUntil: 'load' });
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
        console.log(`${app.id}: ${path} at ${viewport.width} px: ${rules.length} rules inserted, ${added} new`);
        await page.close();
      }
    }
    const styles: CompiledStyles = [...byName].map(([name, rules]) => [name, rules.join('')]);
    writeFileSync(app.file, `${JSON.stringify(styles, null, 1)}\n`);
    console.log(`${fileURLToPath(app.file)}: ${styles.length} styles, ${[...byName.values()].flat().length} rules`);
  }
} finally {
  await bench.close();
  rmSync(outDir, { recursive: true, force: true });
}
