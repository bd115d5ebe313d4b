import { expect, test, type Page } from '@playwright/test';
import type { Hour, Order } from '../../model/entities';
import { ADMIN_EMAIL, CHEF_EMAIL, freshCustomer, loginAs, tokenFor, unique } from './support';
import { createDish } from './customer-admin';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function openBoard(page: Page): Promise<void> {
  await loginAs(page, CHEF_EMAIL);
  await expect(page).toHaveURL(/\/board-chef$/);
  await expect(page.getByRole('status').filter({ hasText: 'En directo' })).toBeVisible();
}

test('recalling a finished order puts its ticket back on every board and the customer’s order back in preparation', async ({
  browser,
  request,
}) => {
  const dish = await createDish(request, {
    name: unique('Lentejas recuperadas'),
    category: { id: 1 },
    cost: 6,
    stock: 20,
    prepMinutes: 1,
  });
  const contexts = await Promise.all([browser.newContext(), browser.newContext(), browser.newContext()]);
  const [board, otherBoard, customer] = await Promise.all(contexts.map((c) => c.newPage()));

  const account = await freshCustomer(customer, 'Rocío');
  const token = await tokenFor(request, account.email, account.password);
  const hours = (await (await request.get('/api/hours', { headers: auth(token) })).json()) as Hour[];
  const placed = await request.post('/api/orders', {
    headers: auth(token),
    data: { pickupHour: hours.at(-1)!.hour, lines: [{ dishId: dish.id, quantity: 1 }] },
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()) as Order;
  const title = `Pedido nº${order.number}`;

  await openBoard(board);
  await openBoard(otherBoard);
  await board.getByRole('article', { name: title }).getByRole('button', { name: 'listo' }).click();
  await expect(board.getByRole('article', { name: title })).toBeHidden();
  await expect(otherBoard.getByRole('article', { name: title })).toBeHidden();

  // the customer's live stream opens once 'Mis pedidos' has settled (src/ui/afterFirstPaint.ts afterFirstScreen):
  // a change before it shows in the list (the stream's opening re-reads it) but not as a notice
  const customerLive = customer.waitForResponse((r) => new URL(r.url()).pathname === '/api/events/orders');
  await customer.goto('/pedidos');
  const card = customer.getByRole('article', { name: title });
  await expect(card.getByText('Listo', { exact: true })).toBeVisible();
  await customerLive;

  // "Recientes" lists it; "Recuperar" brings it back everywhere, live.
  const recent = board.getByRole('list', { name: 'Últimos pedidos listos de hoy' });
  await expect(recent).toContainText(title);
  await recent.getByRole('button', { name: `Recuperar el pedido nº${order.number}` }).click();
  for (const page of [board, otherBoard]) {
    const ticket = page.getByRole('article', { name: title });
    await expect(ticket).toBeVisible({ timeout: 3000 });
    await expect(ticket.getByText('Recuperado')).toBeVisible();
  }
  await expect(otherBoard.getByText(`${title} recuperado: vuelve a preparación.`)).toBeVisible();
  await expect(recent.getByText(title)).toHaveCount(0);

  await expect(card.getByText('Pendiente', { exact: true })).toBeVisible({ timeout: 3000 });
  await expect(card.getByText('Listo', { exact: true })).toHaveCount(0);
  await expect(customer.getByText(`Tu pedido nº${order.number} vuelve a estar en preparación.`, { exact: false })).toBeVisible();
  await Promise.all(contexts.map((c) => c.close()));
});

test('the counter marks a ready order collected and the admin’s analysis counts it per day', async ({ browser, request }) => {
  const dish = await createDish(request, {
    name: unique('Flan entregado'),
    category: { id: 4 },
    cost: 3,
    stock: 20,
    prepMinutes: 1,
  });
  const board = await (await browser.newContext()).newPage();
  const account = await freshCustomer(await (await browser.newContext()).newPage(), 'Iker');
  const token = await tokenFor(request, account.email, account.password);
  const hours = (await (await request.get('/api/hours', { headers: auth(token) })).json()) as Hour[];
  const order = (await (
    await request.post('/api/orders', {
      headers: auth(token),
      data: { pickupHour: hours.at(-1)!.hour, lines: [{ dishId: dish.id, quantity: 1 }] },
    })
  ).json()) as Order;
  const title = `Pedido nº${order.number}`;
  await openBoard(board);
  await board.getByRole('article', { name: title }).getByRole('button', { name: 'listo' }).click();
  await expect(board.getByRole('article', { name: title })).toBeHidden();

  // Today (the newest row) has at least this order made ready.
  const admin = await (await browser.newContext()).newPage();
  await loginAs(admin, ADMIN_EMAIL);
  await admin.goto('/analysis-list-admin');
  const times = admin.getByRole('table', { name: 'Tiempos de cocina (últimos 7 días)' });
  await expect(times).toBeVisible();
  const collectedBefore = Number(await times.getByRole('row').nth(1).getByRole('cell').nth(2).textContent());

  const recent = board.getByRole('list', { name: 'Últimos pedidos listos de hoy' });
  await recent.getByRole('button', { name: `Marcar el pedido nº${order.number} como entregado` }).click();
  await expect(board.getByText(`${title} entregado.`)).toBeVisible();
  await expect(recent.getByRole('listitem').filter({ hasText: title })).toContainText(/Entregado a las \d\d:\d\d/);
  expect(
    ((await (await request.get(`/api/orders/${order.id}`, { headers: auth(token) })).json()) as Order).collectedAt,
  ).toBeTruthy();

  await admin.reload();
  await expect(times.getByRole('row').nth(1).getByRole('cell').nth(2)).toHaveText(String(collectedBefore + 1));
  await expect(times.getByRole('row').nth(1).getByRole('cell').nth(4)).toHaveText(/^\d+(,\d)? min$/);
});
