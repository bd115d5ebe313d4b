/**
 * Issue 25 point 2: the kitchen keeps working through a Wi-Fi drop. What the cook presses without network waits in
 * the browser (a reload keeps it), is sent in order when the network returns, and the customer hears each 'listo'
 * exactly once.
 */
import { expect, test } from '@playwright/test';
import type { Hour, Order } from '../../model/entities';
import { openStream } from '../api/sse-client';
import { CHEF_EMAIL, freshCustomer, loginAs, newCustomer, tokenFor, unique } from './support';
import { createDish } from './customer-admin';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
/** UNDO_SECONDS of the e2e server (playwright.config.ts) */
const UNDO_SECONDS = 3;

test('‘listo’ and a station’s “Hecho” pressed offline survive a reload and reach the customer once each', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const primero = await createDish(request, {
    name: unique('Lentejas sin red'),
    category: { id: 1 },
    cost: 6,
    stock: 20,
    prepMinutes: 1,
  });
  const postre = await createDish(request, {
    name: unique('Natillas sin red'),
    category: { id: 4 },
    cost: 4,
    stock: 20,
    prepMinutes: 1,
  });
  const boardContext = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const customerContext = await browser.newContext();
  const board = await boardContext.newPage();
  const customer = await customerContext.newPage();
  const account = await freshCustomer(customer, 'Irene');
  const token = await tokenFor(request, account.email, account.password);
  const hours = (await (await request.get('/api/hours', { headers: auth(token) })).json()) as Hour[];
  // a customer holds at most 3 pending orders: the dessert is another customer's
  const other = await newCustomer(customer, 'Pablo');
  const otherToken = await tokenFor(request, other.email, other.password);
  const place = async (dishId: number, as = token): Promise<Order> => {
    const res = await request.post('/api/orders', {
      headers: auth(as),
      data: { pickupHour: hours.at(-1)!.hour, lines: [{ dishId, quantity: 1 }] },
    });
    expect(res.status()).toBe(201);
    return (await res.json()) as Order;
  };
  const cooked = [await place(primero.id), await place(primero.id), await place(primero.id)];
  const dessert = await place(postre.id, otherToken);
  const all = [...cooked, dessert];
  const chefToken = await tokenFor(request, CHEF_EMAIL);
  const statusOf = async (id: number) =>
    ((await (await request.get(`/api/orders/${id}`, { headers: auth(chefToken) })).json()) as Order).status;
  // the customers' live event streams, to count every 'listo' each customer is told of
  const streams = [
    await openStream(`${baseURL}/api/events/orders`, { authorization: `Bearer ${token}` }),
    await openStream(`${baseURL}/api/events/orders`, { authorization: `Bearer ${otherToken}` }),
  ];
  const streamOf = (o: Order) => (o === dessert ? streams[1] : streams[0]);

  // The board, once controlled by the service worker, opens even without network.
  await loginAs(board, CHEF_EMAIL);
  await board.goto('/board-chef');
  await board.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await board.reload();
  await expect.poll(() => board.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  const ticket = (o: Order) => board.getByRole('article', { name: `Pedido nº${o.number}` });
  for (const o of all) await expect(ticket(o)).toBeVisible();

  await boardContext.setOffline(true);
  const status = board.getByRole('status').filter({ hasText: /^Sin conexión/ });
  await expect(status).toHaveText('Sin conexión', { timeout: 5000 });

  for (const o of cooked) await ticket(o).getByRole('button', { name: 'listo' }).click();
  // The grace period of 'listo' runs as online; then each waits in the queue and leaves the board.
  await expect(status).toHaveText('Sin conexión · 3 acciones pendientes', { timeout: (UNDO_SECONDS + 5) * 1000 });
  for (const o of cooked) await expect(ticket(o)).toBeHidden();

  await board.getByRole('group', { name: 'Estación' }).getByRole('button', { name: 'Postres' }).click();
  await ticket(dessert).getByRole('button', { name: 'Hecho en Postres' }).click();
  await expect(status).toHaveText('Sin conexión · 4 acciones pendientes', { timeout: (UNDO_SECONDS + 5) * 1000 });
  await expect(ticket(dessert)).toBeHidden();
  for (const o of all) expect(await statusOf(o.id)).toBe('pending');

  // A reload without network keeps the queue, in the order it was pressed.
  await board.reload();
  await expect(status).toHaveText('Sin conexión · 4 acciones pendientes');
  const waiting = board.getByRole('list', { name: 'Pendientes de enviar' }).getByRole('listitem');
  await expect(waiting).toHaveText([
    `Pedido nº${cooked[0].number}: listo`,
    `Pedido nº${cooked[1].number}: listo`,
    `Pedido nº${cooked[2].number}: listo`,
    `Pedido nº${dessert.number}: Hecho en Postres`,
  ]);
  await board.screenshot({ path: 'test-results/kitchen-offline.png' });

  // Back online: everything is sent, each order is finished once and the customer is told once.
  await boardContext.setOffline(false);
  await expect(board.getByRole('list', { name: 'Pendientes de enviar' })).toBeHidden({ timeout: 15_000 });
  await expect(board.getByRole('status').filter({ hasText: 'En directo' })).toBeVisible({ timeout: 15_000 });
  for (const o of all) await expect.poll(() => statusOf(o.id)).toBe('finished');
  for (const o of all) {
    await streamOf(o).waitFor(
      (e) => e.event === 'order.finished' && (JSON.parse(e.data) as { order: Order }).order.id === o.id,
      10_000,
    );
  }
  // a moment more, for a late duplicate to show up
  await board.waitForTimeout(2000);
  for (const o of all) {
    const readyEvents = streamOf(o).events.filter((e) => e.event === 'order.finished');
    expect(readyEvents.filter((e) => (JSON.parse(e.data) as { order: Order }).order.id === o.id)).toHaveLength(1);
  }
  // Irene's orders list shows her three orders ready (the dessert is Pablo's)
  await customer.goto('/pedidos');
  for (const o of cooked) {
    await expect(
      customer.getByRole('article', { name: `Pedido nº${o.number}` }).getByText('Listo', { exact: true }),
    ).toBeVisible();
  }
  for (const st of streams) st.close();
  await boardContext.close();
  await customerContext.close();
});

test('a replay the server refuses for a real reason is shown to the cook with its message and not retried', async ({
  browser,
  request,
}) => {
  const dish = await createDish(request, {
    name: unique('Croquetas sin red'),
    category: { id: 1 },
    cost: 5,
    stock: 20,
    prepMinutes: 1,
  });
  const boardContext = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const board = await boardContext.newPage();
  const account = await newCustomer(board, 'Lucía');
  const token = await tokenFor(request, account.email, account.password);
  const chefToken = await tokenFor(request, CHEF_EMAIL);
  const hours = (await (await request.get('/api/hours', { headers: auth(token) })).json()) as Hour[];
  const res = await request.post('/api/orders', {
    headers: auth(token),
    data: { pickupHour: hours.at(-1)!.hour, lines: [{ dishId: dish.id, quantity: 1 }] },
  });
  expect(res.status()).toBe(201);
  const order = (await res.json()) as Order;
  expect((await request.put(`/api/orders/${order.id}/finish`, { headers: auth(chefToken) })).status()).toBe(200);

  await loginAs(board, CHEF_EMAIL);
  await board.goto('/board-chef');
  const recent = board.getByRole('list', { name: 'Últimos pedidos listos de hoy' });
  const row = recent.getByRole('listitem').filter({ hasText: `Pedido nº${order.number}` });
  await expect(row).toBeVisible();

  await boardContext.setOffline(true);
  const status = board.getByRole('status').filter({ hasText: /^Sin conexión/ });
  await expect(status).toHaveText('Sin conexión', { timeout: 5000 });
  await row.getByRole('button', { name: `Marcar el pedido nº${order.number} como entregado` }).click();
  await expect(status).toHaveText('Sin conexión · 1 acción pendiente');
  await expect(row).toContainText('Pendiente de enviar');

  // Meanwhile another board recalls the order: the hand-over no longer makes sense.
  expect((await request.put(`/api/orders/${order.id}/reopen`, { headers: auth(chefToken) })).status()).toBe(200);
  await boardContext.setOffline(false);
  const refused = board.getByRole('alert').filter({
    hasText: new RegExp(`^No se pudo enviar «Entregado» del pedido nº${order.number}: El pedido nº\\d+ aún está en preparación`),
  });
  await expect(refused).toBeVisible({ timeout: 15_000 });
  await expect(board.getByRole('list', { name: 'Pendientes de enviar' })).toBeHidden();
  await expect(board.getByRole('status').filter({ hasText: 'En directo' })).toBeVisible({ timeout: 15_000 });
  expect(await board.evaluate(() => localStorage.getItem('comedor.kitchen.offlineQueue'))).toBeNull();
  const now = (await (await request.get(`/api/orders/${order.id}`, { headers: auth(chefToken) })).json()) as Order;
  expect(now).toMatchObject({ status: 'pending', collectedAt: null });
  // shown until the cook closes it; never sent again
  await board.waitForTimeout(5000);
  await expect(refused).toHaveCount(1);
  await refused.getByRole('button', { name: 'Cerrar' }).click();
  await expect(refused).toBeHidden();
  await boardContext.close();
});
