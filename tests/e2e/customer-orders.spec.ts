import { expect, test } from '@playwright/test';
import { freshCustomer, tokenFor, unique } from './support';
import { createDish, finishOrder } from './customer-admin';
import type { Hour, Order } from '../../model/entities';

test('a pending order turns listo live, with a notice, when the kitchen finishes it', async ({ page, request }) => {
  const dish = await createDish(request, { name: unique('Café e2e'), category: { id: 5 }, cost: 1.5, stock: 10 });
  const customer = await freshCustomer(page);
  const token = await tokenFor(request, customer.email, customer.password);
  const headers = { Authorization: `Bearer ${token}` };
  const hours = (await (await request.get('/api/hours', { headers })).json()) as Hour[];
  const res = await request.post('/api/orders', {
    headers,
    data: { pickupHour: hours[0].hour, lines: [{ dishId: dish.id, quantity: 2 }] },
  });
  expect(res.status()).toBe(201);
  const order = (await res.json()) as Order;

  await page.getByRole('link', { name: 'PERFIL', exact: true }).click();
  await page.getByRole('link', { name: 'Ver mis pedidos' }).click();
  const card = page.getByRole('article', { name: `Pedido nº${order.number}` });
  await expect(card).toContainText('Pendiente');
  await expect(card).toContainText(`2 × ${dish.name}`);

  await finishOrder(request, order.id);
  await expect(card).toContainText('Listo');
  await expect(
    page.getByText(`¡Tu pedido nº${order.number} está listo! Pasa a recogerlo a las ${order.pickupHour}.`),
  ).toBeVisible();
});

test('a new customer has no orders yet and is told so', async ({ page }) => {
  await freshCustomer(page);
  await page.goto('/pedidos');
  await expect(page.getByText('Todavía no has hecho ningún pedido.')).toBeVisible();
});
