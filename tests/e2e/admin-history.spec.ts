/**
 * Issue 29 point 3: a reward, an order, a station and a day menu each show their "Historial" with a change made
 * through the screens: who (name and role), the field in words and its value from → to, in Spanish. The day
 * menu's history opens for the Encargado too, in the kitchen app's week.
 */
import { expect, test, type Page } from '@playwright/test';
import { addDays, mondayOf } from '../../model/calendar';
import type { Hour, Order } from '../../model/entities';
import type { DayMenu } from '../../model/week-responses';
import { localClock } from '../../model/zonedTime';
import { createDish } from './customer-admin';
import { ADMIN_EMAIL, CHEF_EMAIL, loginAs, newCustomer, tokenFor, unique } from './support';
import { api, auth, es } from './week-support';

const ADMIN_NAME = 'Ana García Robles (Administrador)';
const NOTHING_RAW = /undefined|NaN|costCents|totalCents|categoryIds|dish\d+|pending|finished|\[object/;

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test.use({ viewport: { width: 1280, height: 900 } });

test("a reward's points changed on its card show in its Historial", async ({ page }) => {
  const admin = await tokenFor(page.request);
  const name = unique('Premio con historia');
  const created = await page.request.post('/api/rewards', { headers: auth(admin), data: { name, cost: 100 } });
  expect(created.status()).toBe(201);

  await loginAs(page, ADMIN_EMAIL);
  await page.goto('/rewarmanagement-madm-admin');
  const card = page.getByRole('article', { name });
  await card.getByRole('button', { name: 'Editar' }).click();
  await card.getByLabel('Puntos necesarios').fill('150');
  await card.getByLabel('Se puede canjear más de una vez').check();
  await card.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Premio actualizado')).toBeVisible();

  await card.getByRole('button', { name: `Historial de «${name}»` }).click();
  const dialog = page.getByRole('dialog', { name: `Historial de «${name}»` });
  await expect(dialog.getByText(/· Modificado$/)).toContainText(ADMIN_NAME);
  await expect(dialog.getByText('Puntos necesarios: 100 → 150 · Repetible: No → Sí')).toBeVisible();
  await expect(dialog.getByText(/· Creado$/)).toBeVisible();
  await expect(dialog).not.toContainText(NOTHING_RAW);
  await shot(page, 'history-reward');
});

test('an order finished on the kitchen board shows Pendiente → Listo in its Historial', async ({ page, browser }) => {
  const dish = await createDish(page.request, {
    name: unique('Lentejas con historia'),
    category: { id: 1 },
    cost: 7.25,
    stock: 20,
  });
  const customer = await newCustomer(page, 'Historia');
  const token = await tokenFor(page.request, customer.email, customer.password);
  const hours = (await (await page.request.get('/api/hours', { headers: auth(token) })).json()) as Hour[];
  const placed = await page.request.post('/api/orders', {
    headers: auth(token),
    data: { pickupHour: hours.at(-1)!.hour, lines: [{ dishId: dish.id, quantity: 1 }] },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as Order;

  // The Encargado marks it "listo" on the board.
  const kitchen = await browser.newContext();
  const chef = await kitchen.newPage();
  await loginAs(chef, CHEF_EMAIL);
  const ticket = chef.getByRole('article', { name: `Pedido nº${order.number}` });
  await ticket.getByRole('button', { name: 'listo' }).click();
  await expect(chef.getByText(`Pedido nº${order.number} listo.`, { exact: false })).toBeVisible();
  await kitchen.close();

  await page.context().clearCookies();
  await loginAs(page, ADMIN_EMAIL);
  await page.goto('/orders-admin');
  await page.getByRole('button', { name: `Historial del pedido ${order.number}` }).click();
  const dialog = page.getByRole('dialog', { name: `Historial del pedido ${order.number}` });
  const finished = dialog.getByRole('listitem').filter({ hasText: '(Encargado) · Listo' });
  await expect(finished).toContainText('(Encargado)');
  await expect(finished).toContainText('Estado: Pendiente → Listo');
  await expect(finished).toContainText(/Listo el: — → \d{1,2}\/\d{1,2}\/\d{4}, \d\d:\d\d:\d\d/);
  const createdItem = dialog.getByRole('listitem').filter({ hasText: '(Usuario) · Creado' });
  await expect(createdItem).toContainText('Historia');
  await expect(createdItem).toContainText(/Total: — → 7,25\s€/);
  await expect(createdItem).toContainText(`Platos: — → 1 × ${dish.name}`);
  await expect(dialog).not.toContainText(NOTHING_RAW);
  await shot(page, 'history-order');
});

test('a station renamed on its page shows it in its Historial', async ({ page }) => {
  const admin = await tokenFor(page.request);
  const name = unique('Plancha');
  const created = await page.request.post('/api/stations', { headers: auth(admin), data: { name, categoryIds: [] } });
  expect(created.status()).toBe(201);
  const station = (await created.json()) as { id: number };

  await loginAs(page, ADMIN_EMAIL);
  await page.goto(`/stations/${station.id}`);
  await page.getByLabel(/^Nombre/).fill(`${name} grande`);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Estación actualizada')).toBeVisible();

  await page.goto(`/stations/${station.id}`);
  const history = page.getByRole('region', { name: 'Historial' });
  const renamed = history.getByRole('listitem').filter({ hasText: '(Administrador) · Modificado' });
  await expect(renamed).toContainText(ADMIN_NAME);
  await expect(renamed).toContainText(`Nombre: ${name} → ${name} grande`);
  await expect(history.getByRole('listitem').filter({ hasText: '(Administrador) · Creado' })).toContainText(
    `Nombre: — → ${name}`,
  );
  await expect(history).not.toContainText(NOTHING_RAW);
  await history.scrollIntoViewIfNeeded();
  await shot(page, 'history-station');
});

test("a day menu's portions edited in the week show in that day's Historial, for the administrator and the Encargado", async ({
  page,
  browser,
}) => {
  const admin = await tokenFor(page.request);
  const today = localClock(new Date(), 'Europe/Madrid').date;
  const week = await api<DayMenu[]>(page.request, admin, `day-menus?from=${addDays(today, 1)}&to=${addDays(today, 7)}`);
  const day = week.find((d) => d.open && d.planned && d.dishes.length > 0)!;
  expect(day, 'a planned open day in the coming week').toBeTruthy();
  const entry = day.dishes[0]!;
  const dishes = await api<{ id: number; name: string }[]>(page.request, admin, `dishes?date=${day.date}`);
  const dishName = dishes.find((d) => d.id === entry.dishId)!.name;
  const portions = entry.portions + 3;
  const title = `Historial del ${es(day.date, { weekday: 'long', day: 'numeric', month: 'long' })}`;
  const change = `${dishName}: ${entry.portions} raciones → ${portions} raciones`;

  await loginAs(page, ADMIN_EMAIL);
  await page.goto(`/menu-semanal-admin?semana=${mondayOf(day.date)}`);
  const dayLabel = es(day.date, { weekday: 'long', day: 'numeric' });
  const field = page.getByRole('textbox', { name: `Raciones de «${dishName}» el ${dayLabel}` });
  await field.fill(String(portions));
  await field.press('Enter');
  await expect(page.getByText('Raciones guardadas.')).toBeVisible();

  await page.getByRole('button', { name: title }).click();
  const dialog = page.getByRole('dialog', { name: title });
  const edited = dialog.getByRole('listitem').first();
  await expect(edited).toContainText(ADMIN_NAME);
  await expect(edited).toContainText(change);
  await expect(edited).toContainText('Modificado');
  await expect(dialog).not.toContainText(NOTHING_RAW);
  await shot(page, 'history-day-menu');

  // The Encargado plans the week too: the same Historial in the kitchen app.
  const kitchen = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const chef = await kitchen.newPage();
  await loginAs(chef, CHEF_EMAIL);
  await chef.goto(`/semana?semana=${mondayOf(day.date)}`);
  await chef.getByRole('button', { name: title }).click();
  await expect(chef.getByRole('dialog', { name: title }).getByText(change)).toBeVisible();
  await chef.screenshot({ path: test.info().outputPath('history-day-menu-chef.png'), fullPage: true });
  await kitchen.close();
});
