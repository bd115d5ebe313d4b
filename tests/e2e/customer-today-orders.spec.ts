/**
 * The customer's current order on a phone: the home shows today's order (number, status, ready time) and keeps
 * it live; 'Mis pedidos' is one tap away from the home card and from the top bar; a handed-over order says
 * 'Entregado'; the "added to cart" notice never covers the bottom navigation.
 */
import { expect, test } from '@playwright/test';
import { CHEF_EMAIL, freshCustomer, tokenFor, unique } from './support';
import { createDish, finishOrder } from './customer-admin';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

test('after ordering, the home shows the order live up to Entregado, and Mis pedidos is one tap away', async ({
  page,
  request,
}) => {
  const dish = await createDish(request, { name: unique('Lentejas e2e'), category: { id: 3 }, cost: 6.5, stock: 10 });
  await freshCustomer(page, 'Inés');
  const nav = page.getByRole('navigation', { name: 'Navegación principal' });
  // no order today: no card
  await expect(page.getByRole('heading', { name: '¡Hola, Inés!' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tu pedido de hoy' })).toHaveCount(0);

  await nav.getByRole('link', { name: 'MENÚ', exact: true }).click();
  await page.getByRole('button', { name: 'Entrantes' }).click();
  await page.getByRole('button', { name: `Añadir «${dish.name}» al carrito` }).click();
  await page.getByRole('link', { name: 'Carrito, 1 artículo' }).click();
  await page.getByRole('button', { name: 'Tramitar pedido' }).click();
  const slot = page
    .getByRole('dialog', { name: 'Elige tu día y hora' })
    .getByRole('button', { name: /^\d\d:\d\d$/ })
    .first();
  const hour = (await slot.textContent()) ?? '';
  await slot.click();
  const placedResponse = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/orders'));
  await page.getByRole('dialog', { name: 'Revisa tu pedido' }).getByRole('button', { name: 'Confirmar pedido' }).click();
  const order = (await (await placedResponse).json()) as { id: number; number: number };
  const title = `Pedido nº${order.number}`;
  await page.getByRole('dialog', { name: '¡Pedido realizado!' }).getByRole('link', { name: 'Seguir comprando' }).click();

  // The home shows it: number, status, pick-up hour and the kitchen's estimate.
  await nav.getByRole('link', { name: 'INICIO', exact: true }).click();
  const card = page.getByRole('region', { name: 'Tu pedido de hoy' });
  const item = card.getByRole('listitem', { name: title });
  await expect(item).toContainText(title);
  await expect(item).toContainText('Pendiente');
  await expect(item).toContainText(`Hora de recogida: ${hour}`);
  await expect(item).toContainText(/Listo hacia las \d\d:\d\d/);
  await page.screenshot({ path: 'test-results/customer-today-orders.png' });

  // The kitchen finishes it, then the counter hands it over: the open home follows, never reloaded.
  await finishOrder(request, order.id);
  await expect(item).toContainText('Listo');
  await expect(item).toContainText('Ya puedes pasar a recogerlo.');
  const chef = await tokenFor(request, CHEF_EMAIL);
  expect((await request.put(`/api/orders/${order.id}/collect`, { headers: auth(chef) })).status()).toBe(200);
  await expect(item).toContainText('Entregado');
  await expect(item).not.toContainText('Listo');
  await expect(item).toContainText(/Entregado a las \d\d:\d\d/);

  // One tap from the home card reaches Mis pedidos, where the order says Entregado too.
  await card.getByRole('link', { name: 'Ver mis pedidos' }).click();
  await expect(page).toHaveURL(/\/pedidos$/);
  const article = page.getByRole('article', { name: title });
  await expect(article).toContainText('Entregado');
  await expect(article).not.toContainText('Listo');

  // One tap from the top bar, from any screen.
  await nav.getByRole('link', { name: 'MENÚ', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Crea tu menú' })).toBeVisible();
  const myOrders = page.getByRole('link', { name: 'Mis pedidos' });
  await expect(myOrders).not.toHaveAttribute('aria-current');
  await myOrders.click();
  await expect(page).toHaveURL(/\/pedidos$/);
  await expect(myOrders).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: 'Mis pedidos' })).toBeVisible();
  // the spec's route still works when typed
  await page.goto('/pedidos');
  await expect(page.getByRole('article', { name: title })).toContainText('Entregado');
});

test('the "added to cart" notice shows above the bottom navigation on a phone', async ({ page, request }) => {
  const dish = await createDish(request, { name: unique('Natillas e2e'), category: { id: 4 }, cost: 3, stock: 10 });
  await freshCustomer(page);
  const nav = page.getByRole('navigation', { name: 'Navegación principal' });
  await nav.getByRole('link', { name: 'MENÚ', exact: true }).click();
  await page.getByRole('button', { name: 'Postres' }).click();
  await page.getByRole('button', { name: `Añadir «${dish.name}» al carrito` }).click();

  const notice = page.getByText(`«${dish.name}» añadido al carrito`);
  await expect(notice).toBeVisible();
  // the whole snackbar's box, not only its text
  const box = await page.locator('.MuiSnackbar-root').filter({ has: notice }).boundingBox();
  const navBox = await nav.boundingBox();
  expect(box).not.toBeNull();
  expect(navBox).not.toBeNull();
  expect(box!.y + box!.height).toBeLessThanOrEqual(navBox!.y);
  expect(navBox!.y + navBox!.height).toBeGreaterThan(800);
  await page.screenshot({ path: 'test-results/customer-added-notice.png' });
});
