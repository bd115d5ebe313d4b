import { expect, test } from '@playwright/test';
import type { Hour, Order } from '../../model/entities';
import { ADMIN_EMAIL, CHEF_EMAIL, loginAs, newCustomer, tokenFor, unique } from './support';
import { createDish } from './customer-admin';

const DISPLAY_EMAIL = 'pantalla@comedor.es';
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

test('the counter’s display-only account lands on the pick-up screen, follows an order live and cannot leave it', async ({
  browser,
  request,
}) => {
  const dish = await createDish(request, {
    name: unique('Croquetas pantalla'),
    category: { id: 3 },
    cost: 4,
    stock: 20,
    prepMinutes: 1,
  });
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const page = await context.newPage();
  // The screen makes only the calls the display account is allowed.
  const refused: string[] = [];
  page.on('response', (r) => {
    if (r.status() === 403) refused.push(r.url());
  });
  await loginAs(page, DISPLAY_EMAIL);
  await expect(page).toHaveURL(/\/pantalla-recogida$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'En directo' })).toBeVisible();
  const preparing = page.getByRole('list', { name: 'En preparación' });
  const ready = page.getByRole('list', { name: 'Listo para recoger' });

  const account = await newCustomer(page, 'Iratxe');
  const token = await tokenFor(request, account.email, account.password);
  const hours = (await (await request.get('/api/hours', { headers: auth(token) })).json()) as Hour[];
  const res = await request.post('/api/orders', {
    headers: auth(token),
    data: { pickupHour: hours.at(-1)!.hour, lines: [{ dishId: dish.id, quantity: 1 }] },
  });
  expect(res.status()).toBe(201);
  const order = (await res.json()) as Order;
  const number = new RegExp(`^${order.number}$`);

  await expect(preparing.getByRole('listitem').filter({ hasText: number })).toBeVisible({ timeout: 5000 });
  await expect(page.getByText('Iratxe')).toHaveCount(0);

  const chef = await tokenFor(request, CHEF_EMAIL);
  expect((await request.put(`/api/orders/${order.id}/finish`, { headers: auth(chef) })).status()).toBe(200);
  await expect(ready.getByRole('listitem').filter({ hasText: number })).toBeVisible({ timeout: 5000 });
  await expect(preparing.getByRole('listitem').filter({ hasText: number })).toHaveCount(0);
  await expect(page.getByText('Iratxe')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/pickup-display.png' });
  expect(refused).toEqual([]);

  // Every other screen sends the display back to its own.
  for (const path of ['/board-chef', '/board-user', '/board-admin', '/list']) {
    await page.goto(path);
    await expect(page, `${path} sends the display back`).toHaveURL(/\/pantalla-recogida$/);
  }
  await expect(ready.getByRole('listitem').filter({ hasText: number })).toBeVisible();
  await context.close();
});

test('an Administrador creates a Pantalla account in Usuarios, and it opens on the pick-up screen', async ({ browser, page }) => {
  const email = `pantalla.${Date.now()}@comedor.es`;
  await loginAs(page, ADMIN_EMAIL);
  await page.goto('/usrManagement-list-admin');
  await page.getByRole('link', { name: 'Agregar Usuario' }).click();
  await page.getByLabel(/^Nombre/).fill('Pantalla');
  await page.getByLabel(/^Apellidos/).fill('Terraza');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Contraseña/).fill('Segura1234');
  await page.getByRole('combobox', { name: /^Rol/ }).click();
  await page.getByRole('option', { name: 'Pantalla de recogida' }).click();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Usuario creado con éxito')).toBeVisible();

  const context = await browser.newContext();
  const display = await context.newPage();
  await loginAs(display, email, 'Segura1234');
  await expect(display).toHaveURL(/\/pantalla-recogida$/);
  await expect(display.getByRole('list', { name: 'Listo para recoger' })).toBeVisible();
  await context.close();
});
