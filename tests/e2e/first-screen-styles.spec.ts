/**
 * Issue 30, point 3: each role's first screen arrives with its styles already compiled (scripts/first-screen-styles.ts
 * writes src/firstScreenStyles.json into index.html), so emotion compiles almost nothing on the phone while React
 * commits the screen; before, the kitchen's board compiled about 290 rules in its first commits. A screen whose look
 * changed since the styles were captured compiles its new styles again, and this test says so: run
 * `npm run styles:capture` and commit the file.
 */
import { expect, test, type Page } from '@playwright/test';
import { styleNameOf } from '../../scripts/first-screen-styles';
import { ADMIN_EMAIL, CHEF_EMAIL, CUSTOMER_EMAIL, loginAs } from './support';

const SCREENS: { path: string; email?: string }[] = [
  { path: '/login' },
  { path: '/board-user', email: CUSTOMER_EMAIL },
  { path: '/crear_menu', email: CUSTOMER_EMAIL },
  { path: '/carrito', email: CUSTOMER_EMAIL },
  { path: '/board-chef', email: CHEF_EMAIL },
  { path: '/board-admin', email: ADMIN_EMAIL },
];
/** what a screen may still compile: a style the demo data shows here but the capture's data did not */
const MAX_COMPILED = 12;

test("each role's first screen compiles (almost) none of its styles in the browser", async ({ browser }) => {
  test.setTimeout(180_000);
  for (const viewport of [
    { width: 412, height: 823 },
    { width: 1280, height: 900 },
  ]) {
    for (const screen of SCREENS) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      if (screen.email) await loginAs(page, screen.email);
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
      await page.goto(screen.path);
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
          `${screen.path} at ${viewport.width} px compiled ${styles.length} styles (${compiled.length} rules) in the browser: ` +
            'run `npm run styles:capture` and commit src/firstScreenStyles.json',
        )
        .toBeLessThanOrEqual(MAX_COMPILED);
      // the captured sheet is in the page, adopted by emotion
      await expect(page.locator('head style[data-emotion^="css "]')).toHaveCount(1);
      await context.close();
    }
  }
});

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
