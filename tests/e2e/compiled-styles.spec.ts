/**
 * Issue 30, point 3: the log-in screen and the kitchen's board arrive with their styles already compiled
 * (src/ui/compiledStyles.ts; the files are written by `npm run styles:capture`), so emotion compiles almost nothing
 * on the phone while React commits them; before, the kitchen's board compiled some 290 rules in its first commits.
 * A screen whose look changed since the capture compiles its new styles again, and this test says so: run
 * `npm run styles:capture` and commit the file.
 */
import { expect, test, type Page } from '@playwright/test';
import { COMPILED_STYLE_APPS, styleNameOf } from '../../scripts/compiled-style-apps';
import { loginAs } from './support';

/** what a screen may still compile: a style the e2e data shows but the capture's data did not */
const MAX_COMPILED = 8;

for (const app of COMPILED_STYLE_APPS) {
  test(`${app.screens.join(', ')}: (almost) no style compiled in the browser`, async ({ browser }) => {
    test.setTimeout(120_000);
    for (const viewport of [
      { width: 412, height: 823 },
      { width: 1280, height: 900 },
    ]) {
      for (const path of app.screens) {
        const context = await browser.newContext({ viewport });
        const page = await context.newPage();
        if (app.email) await loginAs(page, app.email);
        // every rule inserted into a style sheet from the page's first script on (emotion's way in production)
        await page.addInitScript(() => {
          const rules: string[] = ((window as unknown as { __compiledRules: string[] }).__compiledRules = []);
          const insertRule = Object.getOwnPropertyDescriptor(CSSStyleSheet.prototype, 'insertRule')!.value as (
            this: CSSStyleSheet,
            rule: string,
            index?: number,
          ) => number;
          CSSStyleSheet.prototype.insertRule = function (this: CSSStyleSheet, rule: string, index?: number) {
            rules.push(rule);
            return insertRule.call(this, rule, index);
          };
        });
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        // the screen's later drawings (the board's tickets a few at a time, its side panels, the hints) are in by then
        await settled(page);
        const compiled = (await page.evaluate(() => (window as unknown as { __compiledRules: string[] }).__compiledRules))
          .map(styleNameOf)
          .filter((name): name is string => name !== null);
        const styles = [...new Set(compiled)];
        expect
          .soft(
            styles.length,
            `${path} at ${viewport.width} px compiled ${styles.length} styles (${compiled.length} rules) in the browser: ` +
              `run \`npm run styles:capture\` and commit ${app.file.pathname.split('/').slice(-3).join('/')}`,
          )
          .toBeLessThanOrEqual(MAX_COMPILED);
        // the app's compiled styles are in the page, once
        await expect(page.locator(`head style[data-compiled-styles="${app.id}"]`)).toHaveCount(1);
        await context.close();
      }
    }
  });
}

/** Waits until the page has inserted no rule for a second and a half (at most 15 s). */
async function settled(page: Page): Promise<void> {
  let last = -1;
  for (let i = 0; i < 10; i++) {
    const now = await page.evaluate(() => (window as unknown as { __compiledRules: string[] }).__compiledRules.length);
    if (now === last) return;
    last = now;
    await page.waitForTimeout(1500);
  }
}
