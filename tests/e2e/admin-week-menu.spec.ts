/**
 * The Administrador plans the canteen's week and sees it (issue 26 points 1, 4 and 7): in "Menú semanal" a dish's
 * portions for a coming day are edited in place and "Copiar día" copies that day onto another, and the customer's
 * menu of those dates (GET dishes?date=) follows; the orders list filtered by tomorrow's pick-up date ("Mañana")
 * shows exactly tomorrow's orders; the dashboard's "Mañana" card adds up tomorrow's bookings; the kitchen board
 * shows today's orders only and "Próximos días" beside it, which moves live when a coming day is booked.
 * Screenshots: Menú semanal, Días cerrados, the dashboard, the board (desktop and phone).
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { addDays, mondayOf } from '../../model/calendar';
import type { OrdersByDay } from '../../model/day-menu';
import type { DashboardFigures, Dish, Order } from '../../model/entities';
import type { DayMenu } from '../../model/week-responses';
import { localClock } from '../../model/zonedTime';
import { ADMIN_EMAIL, CHEF_EMAIL, loginAs, newCustomer, tokenFor } from './support';

const TIME_ZONE = 'Europe/Madrid';
const today = () => localClock(new Date(), TIME_ZONE).date;
/** "jueves 3", as the week grid names a day in its fields */
const dayLabel = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('es-ES', { weekday: 'long', day: 'numeric', timeZone: 'UTC' });

async function api<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const res = await request.get(`/api/${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the week's menu edited in place and a day copied reach the customer's menu of those dates", async ({ page, request }) => {
    const admin = await tokenFor(request);
    const customer = await newCustomer(page);
    const customerToken = await tokenFor(request, customer.email, customer.password);
    // Two open coming days: the one edited (planned by the demo) and the one it is copied onto.
    const week = await api<DayMenu[]>(request, admin, `day-menus?from=${addDays(today(), 1)}&to=${addDays(today(), 7)}`);
    const source = week.find((d) => d.open && d.planned && d.dishes.length > 0)!;
    expect(source, 'a planned open day in the coming week').toBeTruthy();
    const target = week.find((d) => d.open && d.date > source.date)!;
    expect(target, 'another open day after it').toBeTruthy();
    const entry = source.dishes[0]!;
    const dish = (await api<Dish[]>(request, admin, `dishes?date=${source.date}`)).find((d) => d.id === entry.dishId)!;
    const portions = entry.booked + 7 + (entry.portions === entry.booked + 7 ? 1 : 0);

    await loginAs(page, ADMIN_EMAIL);
    await page.getByRole('menuitem', { name: 'Menú semanal' }).click();
    await expect(page).toHaveURL(/\/menu-semanal-admin/);
    await expect(page.getByRole('heading', { level: 1, name: 'Menú semanal' })).toBeVisible();
    if (mondayOf(source.date) !== mondayOf(today())) await page.getByRole('button', { name: 'Semana siguiente' }).click();

    // Edit in place: the field of that dish and day, saved with Enter.
    const field = page.getByRole('textbox', { name: `Raciones de «${dish.name}» el ${dayLabel(source.date)}` });
    await expect(field).toHaveValue(String(entry.portions));
    await field.fill(String(portions));
    await field.press('Enter');
    await expect(page.getByText('Raciones guardadas.')).toBeVisible();
    await expect(field).toHaveValue(String(portions));
    // the wide week scrolls inside the screen: the page itself is no wider than the window
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    await shot(page, 'menu-semanal');

    // The customer's menu of that date offers what is left of the new portions.
    await expect(async () => {
      const menu = await api<Dish[]>(request, customerToken, `dishes?date=${source.date}`);
      expect(menu.find((d) => d.id === dish.id)?.stock).toBe(portions - entry.booked);
    }).toPass({ timeout: 10_000 });

    // "Copiar día": the edited day onto the later one.
    await page.getByRole('button', { name: 'Copiar día' }).click();
    const dialog = page.getByRole('dialog', { name: 'Copiar el menú de un día' });
    await dialog.getByLabel('Día de origen').fill(source.date);
    await dialog.getByLabel('Día de destino').fill(target.date);
    await dialog.getByRole('button', { name: 'Copiar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(/^Menú del .* copiado\.$/)).toBeVisible();

    const copied = (await api<DayMenu[]>(request, admin, `day-menus?from=${target.date}&to=${target.date}`))[0]!;
    expect(copied.planned).toBe(true);
    const sourceNow = (await api<DayMenu[]>(request, admin, `day-menus?from=${source.date}&to=${source.date}`))[0]!;
    expect(copied.dishes.map((d) => [d.dishId, d.portions])).toEqual(sourceNow.dishes.map((d) => [d.dishId, d.portions]));
    const copiedEntry = copied.dishes.find((d) => d.dishId === dish.id)!;
    expect(copiedEntry.portions).toBe(portions);
    const targetMenu = await api<Dish[]>(request, customerToken, `dishes?date=${target.date}`);
    expect(targetMenu.find((d) => d.id === dish.id)?.stock).toBe(portions - copiedEntry.booked);
    expect(targetMenu.map((d) => d.id).sort()).toEqual(copied.dishes.map((d) => d.dishId).sort());

    await page.getByRole('link', { name: 'Días cerrados' }).first().click();
    await expect(page.getByRole('heading', { name: 'Días cerrados' }).first()).toBeVisible();
    await shot(page, 'dias-cerrados');
  });

  test("the orders list filtered by tomorrow's pick-up date shows exactly tomorrow's orders", async ({ page, request }) => {
    const admin = await tokenFor(request);
    const tomorrow = addDays(today(), 1);
    const expected = await api<Order[]>(request, admin, `orders?date=${tomorrow}&sort=id&order=DESC`);
    const all = await api<Order[]>(request, admin, 'orders');
    expect(
      all.some((o) => o.pickupDate !== tomorrow),
      'orders of other days exist',
    ).toBe(true);

    await loginAs(page, ADMIN_EMAIL);
    await page.getByRole('menuitem', { name: 'Pedidos', exact: true }).click();
    await expect(page).toHaveURL(/\/orders-admin/);
    const quick = page.getByRole('group', { name: 'Ver pedidos de' });
    await quick.getByRole('button', { name: 'Mañana' }).click();
    await expect(quick.getByRole('button', { name: 'Mañana' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(new RegExp(`filter=.*${tomorrow}`));
    await expect(page.getByLabel('Fecha de recogida', { exact: true })).toHaveValue(tomorrow);

    const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
    const day = new Date(`${tomorrow}T12:00:00Z`).toLocaleDateString('es-ES', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    if (expected.length === 0) {
      await expect(page.getByText(/No hay|Sin resultados|No se encontr/i).first()).toBeVisible();
    } else {
      await expect(rows).toHaveCount(Math.min(expected.length, 25));
      const numbers = await rows.locator('td:nth-child(1)').allInnerTexts();
      expect(numbers.map(Number)).toEqual(expected.slice(0, 25).map((o) => o.number));
      for (const text of await rows.locator('td:nth-child(3)').allInnerTexts()) expect(text).toContain(day);
    }
    // The filter survives a reload (it is in the URL); "Mañana" again clears it.
    await page.reload();
    await expect(page.getByLabel('Fecha de recogida', { exact: true })).toHaveValue(tomorrow);
    await shot(page, 'pedidos-manana');
    await page.getByRole('group', { name: 'Ver pedidos de' }).getByRole('button', { name: 'Mañana' }).click();
    await expect(page.getByLabel('Fecha de recogida', { exact: true })).toHaveValue('');
  });

  test("the dashboard's Mañana card adds up tomorrow's bookings", async ({ page, request }) => {
    await loginAs(page, ADMIN_EMAIL);
    await expect(page).toHaveURL(/\/board-admin$/);
    const admin = await tokenFor(request);
    const card = page.getByRole('region', { name: 'Mañana' });
    await expect(async () => {
      const figures = (await api<DashboardFigures>(request, admin, 'stats/dashboard')).tomorrow;
      await page.reload();
      await expect(card.getByRole('group', { name: 'Reservas para mañana' })).toContainText(String(figures.orders), {
        timeout: 3000,
      });
      await expect(card.getByRole('group', { name: 'Raciones reservadas' })).toContainText(String(figures.portions), {
        timeout: 1000,
      });
      if (figures.dishes.length > 0) await expect(card.getByRole('listitem').first()).toContainText(figures.dishes[0]!.name);
    }).toPass({ timeout: 30_000 });
    await shot(page, 'dashboard');
    // The analysis says it counts orders on their pick-up day, and how many are booked ahead.
    const analysis = await api<{ bookedAhead: number }>(request, admin, 'stats/analysis');
    await page.getByRole('menuitem', { name: 'Información y Análisis' }).click();
    await expect(page.getByText(/Los pedidos cuentan el día de su recogida/)).toBeVisible();
    await expect(page.getByText(`Reservas para los próximos días: ${analysis.bookedAhead} pedido`)).toBeVisible();
    await shot(page, 'analisis');
  });
});

const countText = (n: number) => `Próximos días: ${n} ${n === 1 ? 'pedido' : 'pedidos'}`;

/** The chef's board, the "Próximos días" count beside it, and the count moving live when a coming day is booked. */
async function boardWithComingDays(page: Page, request: APIRequestContext, name: string) {
  const chef = await tokenFor(request, CHEF_EMAIL);
  const coming = async () =>
    (await api<OrdersByDay[]>(request, chef, `orders/by-day?from=${addDays(today(), 1)}&to=${addDays(today(), 14)}`)).reduce(
      (sum, d) => sum + d.orders,
      0,
    );
  await loginAs(page, CHEF_EMAIL);
  await expect(page).toHaveURL(/\/board-chef$/);
  const button = page.getByRole('button', { name: /^Próximos días: \d+ pedidos?$/ });
  await expect(button).toHaveText(countText(await coming()));

  // A customer books a coming day: no ticket on today's board, the count moves without a reload.
  const customer = await newCustomer(page, 'Reserva');
  const token = await tokenFor(request, customer.email, customer.password);
  const calendar = await api<{ today: string; days: { date: string; orderable: boolean }[] }>(request, token, 'calendar');
  const day = calendar.days.find((d) => d.orderable && d.date > calendar.today)!;
  const menu = (await api<Dish[]>(request, token, `dishes?date=${day.date}`)).find((d) => d.isAvailable && d.stock > 0)!;
  const hours = await api<{ hour: string }[]>(request, token, `hours?date=${day.date}`);
  const placed = await request.post('/api/orders', {
    headers: { Authorization: `Bearer ${token}` },
    data: { pickupDate: day.date, pickupHour: hours.at(-1)!.hour, lines: [{ dishId: menu.id, quantity: 1 }] },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as Order;
  await expect(button).toHaveText(countText(await coming()));
  await expect(page.getByRole('heading', { name: `Pedido nº${order.number}`, exact: true })).toHaveCount(0);
  const board = await api<Order[]>(request, chef, `orders?status=pending&date=${today()}`);
  expect(board.map((o) => o.id)).not.toContain(order.id);

  await button.click();
  const list = page.getByRole('dialog', { name: 'Próximos días' });
  await expect(list).toBeVisible();
  const label = new Date(`${day.date}T12:00:00Z`).toLocaleDateString('es-ES', {
    weekday: 'long',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  await expect(list.getByText(new RegExp(`^${label} · \\d+ pedidos?$`))).toBeVisible();
  await shot(page, name);
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
}

test.describe('kitchen, desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test("the board shows today's orders and the coming days' count beside it, live", async ({ page, request }) => {
    await boardWithComingDays(page, request, 'cocina-proximos-dias');
  });
});

test.describe('kitchen, phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test("the coming days' count fits beside the board on a phone", async ({ page, request }) => {
    await boardWithComingDays(page, request, 'cocina-proximos-dias-movil');
    // nothing on the board's screen is wider than the phone
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const box = (await page.getByRole('button', { name: /^Próximos días: / }).boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  });
});
