import { expect, test } from '@playwright/test';
import type { Hour, Order } from '../../model/entities';
import { ADMIN_EMAIL, CHEF_EMAIL, freshCustomer, loginAs, tokenFor, unique } from './support';
import { createDish } from './customer-admin';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
/** UNDO_SECONDS of the e2e server (playwright.config.ts) */
const UNDO_SECONDS = 3;

test('each station sees only its lines and marks them done; the order is ‘listo’ for the customer once both are done', async ({
  browser,
  request,
}) => {
  const primero = await createDish(request, {
    name: unique('Crema de puerros'),
    category: { id: 1 },
    cost: 6,
    stock: 20,
    prepMinutes: 1,
  });
  const postre = await createDish(request, {
    name: unique('Tarta de queso'),
    category: { id: 4 },
    cost: 4,
    stock: 20,
    prepMinutes: 1,
  });
  const contexts = await Promise.all([browser.newContext(), browser.newContext(), browser.newContext()]);
  const [desserts, kitchen, customer] = await Promise.all(contexts.map((c) => c.newPage()));
  const account = await freshCustomer(customer, 'Nuria');
  const token = await tokenFor(request, account.email, account.password);
  const hours = (await (await request.get('/api/hours', { headers: auth(token) })).json()) as Hour[];
  const res = await request.post('/api/orders', {
    headers: auth(token),
    data: {
      pickupHour: hours.at(-1)!.hour,
      lines: [
        { dishId: primero.id, quantity: 1 },
        { dishId: postre.id, quantity: 2 },
      ],
    },
  });
  expect(res.status()).toBe(201);
  const order = (await res.json()) as Order;
  const title = `Pedido nº${order.number}`;
  await customer.goto('/pedidos');
  const card = customer.getByRole('article', { name: title });
  await expect(card.getByText('Pendiente', { exact: true })).toBeVisible();

  // The dessert station, opened from its bookmarked URL, sees only the dessert of the order.
  await loginAs(desserts, CHEF_EMAIL);
  await desserts.goto('/board-chef?station=2');
  await expect(desserts.getByRole('button', { name: 'Postres', pressed: true })).toBeVisible();
  const dessertTicket = desserts.getByRole('article', { name: title });
  await expect(dessertTicket).toContainText(postre.name);
  await expect(dessertTicket).not.toContainText(primero.name);
  await expect(desserts.getByRole('list', { name: 'Raciones por preparar de cada plato' })).not.toContainText(primero.name);

  // The full view shows both stations pending; then the cook picks "Cocina" and the URL follows.
  await loginAs(kitchen, CHEF_EMAIL);
  await expect(kitchen).toHaveURL(/\/board-chef$/);
  const fullTicket = kitchen.getByRole('article', { name: title });
  await expect(fullTicket).toContainText(primero.name);
  await expect(fullTicket).toContainText(postre.name);
  const progress = fullTicket.getByRole('list', { name: 'Progreso por estación' });
  await expect(progress).toContainText('Cocina: pendiente');
  await expect(progress).toContainText('Postres: pendiente');
  await kitchen.screenshot({ path: 'test-results/stations-todas.png' });

  await desserts.screenshot({ path: 'test-results/stations-postres.png' });
  await dessertTicket.getByRole('button', { name: 'Hecho en Postres' }).click();
  await expect(dessertTicket.getByRole('button', { name: /^Deshacer/ })).toBeVisible();
  await expect(dessertTicket).toBeHidden({ timeout: (UNDO_SECONDS + 5) * 1000 });
  // live on the full view: Postres done, the order still pending for the customer
  await expect(progress).toContainText('Postres: hecho');
  await expect(card.getByText('Pendiente', { exact: true })).toBeVisible();

  await kitchen.getByRole('group', { name: 'Estación' }).getByRole('button', { name: 'Cocina' }).click();
  await expect(kitchen).toHaveURL(/\/board-chef\?station=1$/);
  const kitchenTicket = kitchen.getByRole('article', { name: title });
  await expect(kitchenTicket).toContainText(primero.name);
  await expect(kitchenTicket).not.toContainText(postre.name);
  await kitchen.screenshot({ path: 'test-results/stations-cocina.png' });
  await kitchenTicket.getByRole('button', { name: 'Hecho en Cocina' }).click();
  await expect(kitchenTicket).toBeHidden({ timeout: (UNDO_SECONDS + 5) * 1000 });

  await expect(card.getByText('Listo', { exact: true })).toBeVisible({ timeout: 5000 });
  const mine = (await (await request.get('/api/orders/mine', { headers: auth(token) })).json()) as Order[];
  expect(mine.find((o) => o.id === order.id)?.status).toBe('finished');

  // The device remembers its station: the board opened without ?station= comes back to Cocina.
  await kitchen.goto('/board-chef');
  await expect(kitchen).toHaveURL(/\/board-chef\?station=1$/);
  await expect(kitchen.getByRole('button', { name: 'Cocina', pressed: true })).toBeVisible();
  await Promise.all(contexts.map((c) => c.close()));
});

test('the administrator creates a station, is told when a category is taken, and deletes it after confirming', async ({
  page,
}) => {
  const name = unique('Plancha');
  await loginAs(page, ADMIN_EMAIL);
  await page.goto('/stations');
  await expect(page.getByRole('row').filter({ hasText: 'Cocina' })).toContainText('Primeros, Segundos, Entrantes');
  await page.getByRole('link', { name: 'Nueva estación' }).click();
  await page.getByLabel('Nombre').fill(name);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Estación creada')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Ninguna');

  await row.getByText(name).click();
  await page.getByRole('checkbox', { name: 'Postres' }).check();
  await page.screenshot({ path: 'test-results/stations-admin-edit.png' });
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(
    page.getByText('La categoría Postres ya la prepara la estación «Postres»: quítala de allí primero.', { exact: false }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Borrar' }).click();
  await expect(page.getByRole('dialog')).toContainText(`Eliminar «${name}»`);
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Estación eliminada')).toBeVisible();
  await expect(page).toHaveURL(/\/stations$/);
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/stations-admin-list.png' });
});
