/**
 * "Última hora" on a phone (issue 27 point 4): past today's cut-off the demo's sheet for today is frozen, so the
 * home shows first the portions the kitchen cooked beyond the bookings; a customer adds one to the cart as from any
 * dish card, orders it for today, and finds one portion fewer left.
 */
import { expect, test } from '@playwright/test';
import { freshCustomer } from './support';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const leftText = /^Quedan? (\d+) raci(ón|ones)$/;

test('the home shows Última hora first; an order from it leaves one portion fewer', async ({ page }) => {
  await freshCustomer(page);

  const section = page.getByRole('region', { name: 'Última hora' });
  await expect(section).toBeVisible();
  // first on the home: its heading comes before every other section's
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('Última hora');

  const card = section.getByRole('article').first();
  const name = (await card.getByRole('heading', { level: 3 }).textContent())!.trim();
  const before = Number(leftText.exec((await card.getByText(leftText).textContent())!.trim())![1]);
  expect(before).toBeGreaterThan(0);
  await page.screenshot({ path: 'test-results/customer-last-minute.png' });

  await card.getByRole('button', { name: `Añadir «${name}» al carrito` }).click();
  await page.getByRole('link', { name: 'Carrito, 1 artículo' }).click();
  await page.getByRole('button', { name: 'Tramitar pedido' }).click();
  await page
    .getByRole('dialog', { name: 'Elige tu día y hora' })
    .getByRole('button', { name: /^\d\d:\d\d$/ })
    .first()
    .click();
  await page.getByRole('dialog', { name: 'Revisa tu pedido' }).getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(page.getByRole('dialog', { name: '¡Pedido realizado!' }).getByText(/^Pedido nº\d+$/)).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/board-user');
  const again = page.getByRole('region', { name: 'Última hora' }).getByRole('article', { name });
  if (before === 1) await expect(again).toHaveCount(0);
  else await expect(again.getByText(leftText)).toHaveText(before - 1 === 1 ? 'Queda 1 ración' : `Quedan ${before - 1} raciones`);

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

// Like every carousel of the home, "Última hora" draws its first cards with the home and the others a moment later
// in a background render (useProgressiveList): a phone is not held while every card of a long list is drawn at once.
test('Última hora draws its first three cards first, then the rest', async ({ page }) => {
  await freshCustomer(page, 'Inés');
  await expect(page.getByRole('region', { name: 'Última hora' }).getByRole('article').first()).toBeVisible();
  // the cards in the section after each change of the page, from the first script on
  await page.addInitScript(() => {
    const counts: number[] = [];
    (window as unknown as { lastMinuteCounts: number[] }).lastMinuteCounts = counts;
    new MutationObserver(() => {
      const section = document.querySelector('section[aria-labelledby="last-minute-title"]');
      const n = section ? section.querySelectorAll('article').length : 0;
      if (n !== (counts.at(-1) ?? 0)) counts.push(n);
    }).observe(document, { childList: true, subtree: true });
  });
  await page.reload();
  const cards = page.getByRole('region', { name: 'Última hora' }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  const offered = (await page.evaluate(async () => {
    const res = await fetch('/api/dishes/last-minute', {
      headers: { Authorization: `Bearer ${sessionStorage.getItem('auth-token')}` },
    });
    return ((await res.json()) as unknown[]).length;
  })) as number;
  expect(offered, 'the demo leaves more than three dishes at the last minute').toBeGreaterThan(3);
  await expect(cards).toHaveCount(offered);
  const counts = await page.evaluate(() => (window as unknown as { lastMinuteCounts: number[] }).lastMinuteCounts);
  expect(counts).toEqual([3, offered]);
});
