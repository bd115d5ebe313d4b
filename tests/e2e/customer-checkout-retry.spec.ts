/**
 * A checkout whose connection fails (issue 25 point 1): the first POST orders never reaches the server; the app
 * sends it again by itself with the same Idempotency-Key, says "Comprobando tu pedido…" meanwhile, and ends
 * with one order and an empty cart only once the order is confirmed.
 */
import { expect, test, type Request } from '@playwright/test';
import type { Order } from '../../model/entities';
import { loginAs, newCustomer, tokenFor, unique } from './support';
import { createDish } from './customer-admin';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('a failed connection is retried with the same key: “Comprobando tu pedido…”, one order, cart emptied after', async ({
  page,
  request,
}) => {
  const dish = await createDish(request, { name: unique('Croquetas e2e'), category: { id: 3 }, cost: 4.5, stock: 10 });
  const account = await newCustomer(page, 'Reintento');
  const token = await tokenFor(request, account.email, account.password);
  await loginAs(page, account.email, account.password);
  await page.getByRole('link', { name: 'MENÚ', exact: true }).click();
  await page.getByRole('button', { name: 'Entrantes' }).click();
  await page.getByRole('button', { name: `Añadir «${dish.name}» al carrito` }).click();
  await page.getByRole('link', { name: 'Carrito, 1 artículo' }).click();
  await page.getByRole('button', { name: 'Tramitar pedido' }).click();
  await page
    .getByRole('dialog', { name: 'Elige tu día y hora' })
    .getByRole('button', { name: /^\d\d:\d\d$/ })
    .first()
    .click();
  const summary = page.getByRole('dialog', { name: 'Revisa tu pedido' });
  await expect(summary.getByRole('button', { name: 'Confirmar pedido' })).toBeEnabled();

  // The first POST orders fails before reaching the server; the retry is held a moment, then let through.
  const posts: Request[] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/orders', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    posts.push(route.request());
    if (posts.length === 1) return route.abort('internetdisconnected');
    await held;
    return route.continue();
  });
  const answered = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/orders') && r.ok());
  await summary.getByRole('button', { name: 'Confirmar pedido' }).click();

  await expect(summary.getByText('Comprobando tu pedido…')).toBeVisible();
  await expect(summary.getByRole('button', { name: 'Confirmar pedido' })).toBeDisabled();
  // nothing is emptied while the order is not confirmed, and the attempt's key is kept with the cart (a reload reuses it)
  const stored = await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith('comedor-cart-'))
      .map((k) => JSON.parse(localStorage.getItem(k) ?? 'null') as { lines: unknown[]; checkout?: { key: string } }),
  );
  expect(stored).toHaveLength(1);
  expect(stored[0].lines).toHaveLength(1);
  expect(stored[0].checkout?.key).toBe(posts[0].headers()['idempotency-key']);
  await page.screenshot({ path: 'test-results/customer-checkout-retry.png' });
  release();
  const order = (await (await answered).json()) as Order;

  await expect(page.getByRole('dialog', { name: '¡Pedido realizado!' }).getByText(`Pedido nº${order.number}`)).toBeVisible();
  expect(posts).toHaveLength(2);
  const key = posts[0].headers()['idempotency-key'];
  expect(key).toMatch(/^[0-9a-f-]{36}$/);
  expect(posts[1].headers()['idempotency-key']).toBe(key);
  await page.getByRole('dialog', { name: '¡Pedido realizado!' }).getByRole('link', { name: 'Seguir comprando' }).click();
  await expect(page.getByRole('link', { name: 'Carrito, 0 artículos' })).toBeVisible();

  const mine = (await (
    await request.get('/api/orders/mine', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as Order[];
  expect(mine.map((o) => o.id)).toEqual([order.id]);
  // the key went with the confirmed order: the cart in storage holds no attempt any more
  expect(
    await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((k) => k.startsWith('comedor-cart-'))
        .map((k) => localStorage.getItem(k)),
    ),
  ).toEqual([]);
});
