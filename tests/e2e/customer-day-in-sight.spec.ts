/**
 * "¿Para qué día?" on a phone keeps the chosen day in sight: a day far along the row (off the screen's edge) is
 * scrolled to when the page opens with it chosen, and a row whose first day is chosen starts at its beginning.
 */
import { expect, test, type Locator } from '@playwright/test';
import { freshCustomer } from './support';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** how far the chip lies outside the row's visible box, in pixels (0: wholly in sight) */
async function outOfSight(row: Locator, chip: Locator): Promise<number> {
  const [r, c] = [await row.boundingBox(), await chip.boundingBox()];
  if (!r || !c) return Number.POSITIVE_INFINITY;
  return Math.max(0, r.x - c.x) + Math.max(0, c.x + c.width - (r.x + r.width));
}

test('the chosen day is in sight after a reload, however far along the row it is', async ({ page }) => {
  await freshCustomer(page);
  await page.goto('/crear_menu');
  const row = page.getByRole('radiogroup', { name: '¿Para qué día?' });
  const chips = row.getByRole('radio');
  await expect(chips.first()).toBeVisible();
  const count = await chips.count();
  expect(count, 'more days than a phone shows at once').toBeGreaterThan(5);

  // the first day chosen: the row starts at its beginning
  await expect(chips.first()).toHaveAttribute('aria-checked', 'true');
  expect(await row.evaluate((el) => el.scrollLeft)).toBe(0);

  // the last day, chosen (clicking scrolls it into view), then a reload: the row opens at its start and must bring it in
  const last = chips.last();
  await last.click();
  await expect(last).toHaveAttribute('aria-checked', 'true');
  await page.reload();
  const chosen = page.getByRole('radiogroup', { name: '¿Para qué día?' }).getByRole('radio', { checked: true });
  await expect(chosen).toHaveAccessibleName((await last.getAttribute('aria-label'))!);
  await expect.poll(() => outOfSight(row, chosen)).toBe(0);
  expect(await row.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
});
