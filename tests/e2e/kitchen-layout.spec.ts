/** Issue 23 point 3: the board's side panels never overlap when it scrolls, and every tap target is 44 px or more. */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Hour, Order } from '../../model/entities';
import { CHEF_EMAIL, loginAs, tokenFor, unique } from './support';
import { newUser } from './admin-api';
import { createDish, finishOrder } from './customer-admin';

const MIN_TAP = 44;

async function placeOrderByApi(request: APIRequestContext, token: string, dishId: number): Promise<Order> {
  const headers = { Authorization: `Bearer ${token}` };
  const hours = (await (await request.get('/api/hours', { headers })).json()) as Hour[];
  const res = await request.post('/api/orders', {
    headers,
    data: { pickupHour: hours.at(-1)!.hour, lines: [{ dishId, quantity: 1 }] },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as Order;
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'the panel has a box').not.toBeNull();
  return box!;
}

/** Every visible button and link of the page with its size, named for the failure message. */
async function tapTargets(page: Page): Promise<{ name: string; width: number; height: number }[]> {
  return page.locator('button, a[href], [role="button"]').evaluateAll((elements) =>
    elements
      .filter((e) => (e as HTMLElement).offsetParent !== null || getComputedStyle(e).position === 'fixed')
      .map((e) => {
        const r = e.getBoundingClientRect();
        const name = e.getAttribute('aria-label') || e.textContent?.trim() || e.tagName;
        return { name, width: Math.round(r.width * 10) / 10, height: Math.round(r.height * 10) / 10 };
      }),
  );
}

test('the board scrolled to the bottom at 1024×768 and 1280×800 keeps its side panels apart and every tap target ≥ 44 px', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const dish = await createDish(request, {
    name: unique('Tortilla panel'),
    category: { id: 2 },
    cost: 4,
    stock: 200,
    prepMinutes: 1,
  });
  // Twelve orders from four customers (three pending each at most), two of them made ready: a board much taller
  // than the screen and a "Recientes" with its buttons.
  const placed: Order[] = [];
  for (let c = 0; c < 4; c++) {
    const { email, password } = await newUser(request, 'Usuario', `Panel${c}`);
    const token = await tokenFor(request, email, password);
    for (let i = 0; i < 3; i++) placed.push(await placeOrderByApi(request, token, dish.id));
  }
  await finishOrder(request, placed[0].id);
  await finishOrder(request, placed[1].id);

  for (const viewport of [
    { width: 1024, height: 768 },
    { width: 1280, height: 800 },
  ]) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await loginAs(page, CHEF_EMAIL);
    await expect(page).toHaveURL(/\/board-chef$/);
    await expect(page.getByRole('article', { name: `Pedido nº${placed.at(-1)!.number}` })).toBeVisible();
    const summary = page.getByRole('region', { name: 'Por preparar', exact: true });
    const recent = page.getByRole('region', { name: 'Recientes', exact: true });
    await expect(summary.getByRole('listitem').filter({ hasText: dish.name })).toBeVisible();
    await expect(recent.getByRole('button', { name: `Recuperar el pedido nº${placed[1].number}` })).toBeVisible();

    // Down the whole board, a step at a time, to the bottom: the top bar and the two side panels never overlap,
    // and "Por preparar" stays on the screen.
    const bottom = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    expect(bottom).toBeGreaterThan(viewport.height);
    for (let y = 0; ; y = Math.min(bottom, y + 150)) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
      const panels: [string, Box][] = [
        ['barra superior', await boxOf(page.getByRole('banner'))],
        ['Por preparar', await boxOf(summary)],
        ['Recientes', await boxOf(recent)],
      ];
      for (let i = 0; i < panels.length; i++) {
        for (let j = i + 1; j < panels.length; j++) {
          const [a, boxA] = panels[i];
          const [b, boxB] = panels[j];
          expect(
            overlaps(boxA, boxB),
            `${a} ${JSON.stringify(boxA)} overlaps ${b} ${JSON.stringify(boxB)} at ${viewport.width}×${viewport.height}, scrolled ${y} px`,
          ).toBe(false);
        }
      }
      const summaryBox = panels[1][1];
      expect(summaryBox.y).toBeGreaterThanOrEqual(0);
      expect(summaryBox.y).toBeLessThan(viewport.height);
      if (y === bottom) break;
    }
    await page.screenshot({ path: `test-results/kitchen-board-${viewport.width}.png` });

    // Every button and link on the board (top bar, controls, tickets, side panels) is a 44 × 44 px target or more.
    const targets = await tapTargets(page);
    expect(targets.length).toBeGreaterThan(10);
    const small = targets.filter((t) => t.width < MIN_TAP || t.height < MIN_TAP);
    expect(small, `targets under ${MIN_TAP} px at ${viewport.width}×${viewport.height}`).toEqual([]);
    await context.close();
  }
});
