/** A deleted customer's orders stay in the admin's orders list, with "Cliente eliminado" as the customer. */
import { expect, test } from '@playwright/test';
import type { Hour, Order } from '../../model/entities';
import { ADMIN_EMAIL, loginAs, tokenFor, unique } from './support';
import { newUser } from './admin-api';
import { createDish } from './customer-admin';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

test('the orders list keeps a deleted customer\'s order and says "Cliente eliminado"', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  const dish = await createDish(page.request, { name: unique('Tarta e2e'), category: { id: 5 }, cost: 4.5, stock: 10 });
  const gone = await newUser(page.request, 'Usuario', 'Baja');
  const customer = await tokenFor(page.request, gone.email, gone.password);
  const hours = (await (await page.request.get('/api/hours', { headers: bearer(customer) })).json()) as Hour[];
  const res = await page.request.post('/api/orders', {
    headers: bearer(customer),
    data: { pickupHour: hours.at(-1)!.hour, lines: [{ dishId: dish.id, quantity: 2 }] },
  });
  expect(res.status()).toBe(201);
  const order = (await res.json()) as Order;
  const admin = await tokenFor(page.request, ADMIN_EMAIL);
  expect((await page.request.delete(`/api/users/id/${gone.user.id}`, { headers: bearer(admin) })).status()).toBe(204);

  await loginAs(page, ADMIN_EMAIL);
  await page.goto(`/orders-admin?filter=${encodeURIComponent(JSON.stringify({ q: String(order.number) }))}`);
  const row = page.getByRole('row').filter({ hasText: 'Cliente eliminado' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(String(order.number));
  await expect(row).toContainText('9,00');
  await expect(page.getByText('undefined')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/admin-deleted-customer.png' });
});
