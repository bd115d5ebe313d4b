import { expect, test } from '@playwright/test';
import type { Hour, Order } from '../../model/entities';
import { CHEF_EMAIL, freshCustomer, loginAs, tokenFor, unique } from './support';
import { createDish } from './customer-admin';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
/** UNDO_SECONDS of the e2e server (playwright.config.ts) */
const UNDO_SECONDS = 3;

test('a ‘listo’ undone within the grace period never reaches the customer; one left alone does', async ({ browser, request }) => {
  const dish = await createDish(request, {
    name: unique('Paella deshecha'),
    category: { id: 2 },
    cost: 9,
    stock: 20,
    prepMinutes: 1,
  });
  const contexts = await Promise.all([browser.newContext(), browser.newContext(), browser.newContext()]);
  const [board, otherBoard, customer] = await Promise.all(contexts.map((c) => c.newPage()));
  const account = await freshCustomer(customer, 'Marta');
  const token = await tokenFor(request, account.email, account.password);
  const hours = (await (await request.get('/api/hours', { headers: auth(token) })).json()) as Hour[];
  const res = await request.post('/api/orders', {
    headers: auth(token),
    data: { pickupHour: hours.at(-1)!.hour, lines: [{ dishId: dish.id, quantity: 1 }] },
  });
  expect(res.status()).toBe(201);
  const order = (await res.json()) as Order;
  const title = `Pedido nº${order.number}`;
  await customer.goto('/pedidos');
  const card = customer.getByRole('article', { name: title });
  await expect(card.getByText('Pendiente', { exact: true })).toBeVisible();

  await loginAs(board, CHEF_EMAIL);
  await loginAs(otherBoard, CHEF_EMAIL);
  const ticket = board.getByRole('article', { name: title });
  await ticket.getByRole('button', { name: 'listo' }).click();
  await ticket.getByRole('button', { name: /^Deshacer \(\d s\)$/ }).click();
  await expect(ticket.getByRole('button', { name: 'listo' })).toBeVisible();

  // Well past the grace period: nothing reached the customer, the other board or the API.
  await customer.waitForTimeout((UNDO_SECONDS + 2) * 1000);
  await expect(card.getByText('Pendiente', { exact: true })).toBeVisible();
  await expect(customer.getByText(/está listo/)).toHaveCount(0);
  await expect(otherBoard.getByRole('article', { name: title })).toBeVisible();
  const mine = (await (await request.get('/api/orders/mine', { headers: auth(token) })).json()) as Order[];
  expect(mine.find((o) => o.id === order.id)?.status).toBe('pending');

  // Left alone, the 'listo' is sent when the grace period ends and the customer hears of it.
  await ticket.getByRole('button', { name: 'listo' }).click();
  await expect(ticket.getByRole('button', { name: /^Deshacer/ })).toBeVisible();
  await expect(card.getByText('Listo', { exact: true })).toBeVisible({ timeout: (UNDO_SECONDS + 5) * 1000 });
  await expect(ticket).toBeHidden();
  await expect(otherBoard.getByRole('article', { name: title })).toBeHidden();
  await Promise.all(contexts.map((c) => c.close()));
});
