import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Hour } from '../../model/entities';
import { CHEF_EMAIL, freshCustomer, loginAs, newCustomer, tokenFor, unique } from './support';
import { createDish } from './customer-admin';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const clock = /\d\d:\d\d/;

async function chefToken(request: APIRequestContext): Promise<string> {
  return tokenFor(request, CHEF_EMAIL);
}

/** The e2e server runs with 50 cooks so other specs never fill a slot; these tests lower it and restore it. */
test.afterEach(async ({ request }) => {
  const token = await chefToken(request);
  await request.put('/api/kitchen/settings', { headers: auth(token), data: { cooks: 50 } });
  await request.delete('/api/kitchen/pause', { headers: auth(token) });
});

async function addToCartAndCheckout(page: Page, dishName: string): Promise<void> {
  await page.getByRole('button', { name: `Añadir «${dishName}» al carrito` }).click();
  await page.getByRole('link', { name: /^Carrito/ }).click();
  await page.getByRole('button', { name: 'Tramitar pedido' }).click();
}

test('a customer whose slot fills up is told the next hour with room, which becomes the next available one', async ({
  page,
  request,
}) => {
  const chef = await chefToken(request);
  expect((await request.put('/api/kitchen/settings', { headers: auth(chef), data: { cooks: 1 } })).ok()).toBeTruthy();
  // one cook and 5-minute slots: one portion of this dish fills a slot
  const dish = await createDish(request, {
    name: unique('Arroz al horno e2e'),
    category: { id: 2 },
    cost: 9,
    stock: 50,
    prepMinutes: 5,
  });
  await freshCustomer(page, 'Marta');
  await addToCartAndCheckout(page, dish.name);

  const dialog = page.getByRole('dialog', { name: 'Elige tu día y hora' });
  const next = dialog.getByRole('button', { name: clock }).first();
  await expect(next).toBeVisible();
  const wanted = (await next.textContent())!.trim();

  // Meanwhile another customer takes that slot.
  const other = await newCustomer(page, 'Rápido');
  const otherToken = await tokenFor(request, other.email, other.password);
  const taken = await request.post('/api/orders', {
    headers: auth(otherToken),
    data: { pickupHour: wanted, lines: [{ dishId: dish.id, quantity: 1 }] },
  });
  expect(taken.status()).toBe(201);
  const offered = (await (await request.get('/api/hours?load=5', { headers: auth(otherToken) })).json()) as Hour[];
  const nextWithRoom = offered[0].hour;
  expect(nextWithRoom).not.toBe(wanted);

  await next.click();
  await page.getByRole('dialog', { name: 'Revisa tu pedido' }).getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(dialog.getByRole('alert')).toContainText(`Prueba a las ${nextWithRoom}`);
  await expect(dialog.getByRole('button', { name: clock }).first()).toHaveText(nextWithRoom);
  await expect(dialog.getByRole('button', { name: wanted, exact: true })).toHaveCount(0);

  await dialog.getByRole('button', { name: nextWithRoom, exact: true }).click();
  await page.getByRole('dialog', { name: 'Revisa tu pedido' }).getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(page.getByRole('dialog', { name: /Pedido realizado/ })).toBeVisible();
});

test('a customer sees the pause with the time ordering resumes, and it lifts live; orders show their ready time', async ({
  page,
  request,
}) => {
  const chef = await chefToken(request);
  const dish = await createDish(request, {
    name: unique('Tortilla e2e'),
    category: { id: 2 },
    cost: 7,
    stock: 50,
    prepMinutes: 12,
  });
  await freshCustomer(page, 'Luis');
  await addToCartAndCheckout(page, dish.name);
  const dialog = page.getByRole('dialog', { name: 'Elige tu día y hora' });
  await expect(dialog.getByRole('button', { name: clock }).first()).toBeVisible();

  const paused = await request.put('/api/kitchen/pause', { headers: auth(chef), data: { minutes: 20 } });
  const until = new Date(((await paused.json()) as { pausedUntil: string }).pausedUntil);
  const resumesAt = until.toLocaleTimeString('es-ES', {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: 'Europe/Madrid',
  });
  await expect(dialog.getByText(`La cocina no acepta pedidos ahora mismo; vuelve a las ${resumesAt}`)).toBeVisible();
  await expect(dialog.getByRole('button', { name: clock })).toHaveCount(0);

  await request.delete('/api/kitchen/pause', { headers: auth(chef) });
  await expect(dialog.getByText(/La cocina no acepta pedidos/)).toHaveCount(0);
  await dialog.getByRole('button', { name: clock }).first().click();
  await page.getByRole('dialog', { name: 'Revisa tu pedido' }).getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(page.getByRole('dialog', { name: /Pedido realizado/ })).toBeVisible();

  await page.goto('/pedidos');
  await expect(page.getByText(/^Listo hacia las \d\d:\d\d/).first()).toBeVisible();
});

test('the kitchen pauses orders from the board, sees the countdown, and resumes', async ({ browser, request }) => {
  const chefContext = await browser.newContext();
  const customerContext = await browser.newContext();
  const board = await chefContext.newPage();
  const customer = await customerContext.newPage();
  const dish = await createDish(request, { name: unique('Flan e2e'), category: { id: 4 }, cost: 3, stock: 50 });
  await loginAs(board, CHEF_EMAIL);
  await expect(board.getByRole('heading', { name: 'Pedidos pendientes' })).toBeVisible();
  await freshCustomer(customer, 'Nuria');
  await customer.getByRole('button', { name: `Añadir «${dish.name}» al carrito` }).click();
  await customer.getByRole('link', { name: /^Carrito/ }).click();

  await board.getByRole('button', { name: 'Pausar pedidos' }).click();
  await board.getByRole('menuitem', { name: '10 minutos' }).click();
  const banner = board.getByRole('status').filter({ hasText: 'Pedidos en pausa' });
  await expect(banner).toContainText(/hasta las \d\d:\d\d · quedan (10:\d\d|9:\d\d)/);
  const first = await banner.textContent();
  await expect(banner).not.toHaveText(first!, { timeout: 5000 });

  // The open customer app learns of the pause live.
  await expect(customer.getByText(/La cocina no acepta pedidos ahora mismo; vuelve a las \d\d:\d\d/)).toBeVisible();
  const status = await request.get('/api/kitchen/status', { headers: auth(await chefToken(request)) });
  expect(((await status.json()) as { paused: boolean }).paused).toBe(true);

  await board.getByRole('button', { name: 'Reanudar' }).click();
  await expect(banner).toHaveCount(0);
  await expect(board.getByRole('button', { name: 'Pausar pedidos' })).toBeVisible();
  await expect(customer.getByText(/La cocina no acepta pedidos/)).toHaveCount(0);

  // A chosen length, up to three hours.
  await board.getByRole('button', { name: 'Pausar pedidos' }).click();
  await board.getByRole('menuitem', { name: 'Otra duración…' }).click();
  await board.getByLabel(/Minutos/).fill('200');
  await expect(board.getByRole('button', { name: 'Pausar', exact: true })).toBeDisabled();
  await board.getByLabel(/Minutos/).fill('45');
  await board.getByRole('button', { name: 'Pausar', exact: true }).click();
  await expect(board.getByRole('status').filter({ hasText: 'Pedidos en pausa' })).toContainText(/quedan (45:\d\d|44:\d\d)/);
  await board.getByRole('button', { name: 'Reanudar' }).click();
  await expect(board.getByRole('button', { name: 'Pausar pedidos' })).toBeVisible();
  await chefContext.close();
  await customerContext.close();
});
