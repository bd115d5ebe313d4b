import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN_EMAIL, loginAs, tokenFor, unique } from './support';
import { newUser } from './admin-api';
import { answerComplaint, createDish, finishOrder } from './customer-admin';
import type { Hour, Order } from '../../model/entities';
import { formatClock, localClock } from '../../model/slots';
import { formatMoney } from '../../src/ui/format';

const TIME_ZONE = 'Europe/Madrid';
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A new customer's session, through the API's sign-up. */
async function customerToken(request: APIRequestContext): Promise<string> {
  const email = `${unique('cifras').replace(/\s/g, '').toLowerCase()}@correo.es`;
  const res = await request.post('/api/login/signup', { data: { username: email, email, password: 'Cifras2024' } });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { token: string }).token;
}

test('the dashboard shows the live figures and leads to their screens', async ({ page }) => {
  await loginAs(page, ADMIN_EMAIL);
  const token = await tokenFor(page.request);
  const figures = (await (
    await page.request.get('/api/stats/dashboard', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as {
    users: number;
    unansweredComplaints: number;
  };
  await expect(page).toHaveURL(/\/board-admin$/);
  const users = page.getByRole('link', { name: /Usuarios/ });
  await expect(users).toContainText(String(figures.users));
  await users.click();
  await expect(page.getByText('Listado de Usuarios del Sistema').first()).toBeVisible();
  await page.goto('/dashboard-admin');
  await expect(page.getByRole('link', { name: /Quejas sin responder/ })).toBeVisible();
});

test("the dashboard's today figures equal the day's orders", async ({ page }) => {
  // Two orders of today made here: one the kitchen finishes (revenue), one still pending (not revenue).
  const dish = await createDish(page.request, { name: unique('Café e2e'), category: { id: 5 }, cost: 3.4, stock: 20 });
  const customer = await customerToken(page.request);
  const hours = (await (await page.request.get('/api/hours', { headers: bearer(customer) })).json()) as Hour[];
  const placed: Order[] = [];
  for (const quantity of [1, 2]) {
    const res = await page.request.post('/api/orders', {
      headers: bearer(customer),
      data: { pickupHour: hours.at(-1)!.hour, lines: [{ dishId: dish.id, quantity }] },
    });
    expect(res.status()).toBe(201);
    placed.push((await res.json()) as Order);
  }
  await finishOrder(page.request, placed[1].id);

  await loginAs(page, ADMIN_EMAIL);
  await expect(page).toHaveURL(/\/board-admin$/);
  const admin = await tokenFor(page.request);
  const today = page.getByRole('region', { name: 'Hoy' });
  const figure = (name: string) => today.getByRole('group', { name });
  await expect(async () => {
    // The day's orders as the orders list gives them, counted by hand, and the screen after a fresh load.
    const clock = localClock(new Date(), TIME_ZONE);
    const list = (await (await page.request.get(`/api/orders?date=${clock.date}`, { headers: bearer(admin) })).json()) as Order[];
    expect(list.map((o) => o.id)).toEqual(expect.arrayContaining(placed.map((o) => o.id)));
    const pending = list.filter((o) => o.status === 'pending');
    const revenue = list.filter((o) => o.status === 'finished').reduce((sum, o) => sum + Math.round(o.total * 100), 0) / 100;
    const late = pending.filter((o) => o.pickupHour < formatClock(Math.floor(clock.minutes))).length;
    await page.reload();
    await expect(figure('Pedidos de hoy')).toContainText(String(list.length), { timeout: 3000 });
    await expect(figure('Facturación de hoy')).toContainText(formatMoney(revenue, { locale: 'es', timeZone: TIME_ZONE }), {
      timeout: 1000,
    });
    await expect(figure('Pendientes')).toContainText(String(pending.length), { timeout: 1000 });
    await expect(figure('Con retraso')).toContainText(String(late), { timeout: 1000 });
    // Tomorrow's bookings (the demo books the coming days), counted from the orders list the same way.
    const tomorrow = new Date(`${clock.date}T12:00:00Z`);
    tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
    const tomorrowDate = tomorrow.toISOString().slice(0, 10);
    const booked = (
      (await (await page.request.get(`/api/orders?date=${tomorrowDate}`, { headers: bearer(admin) })).json()) as Order[]
    ).filter((o) => o.status !== 'cancelled').length;
    // They sit in the "Mañana" card beside "Hoy", with tomorrow's booked portions.
    const tomorrowCard = page.getByRole('region', { name: 'Mañana' });
    await expect(tomorrowCard.getByRole('group', { name: 'Reservas para mañana' })).toContainText(String(booked), {
      timeout: 1000,
    });
  }).toPass({ timeout: 30_000 });
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: test.info().outputPath('dashboard-today.png') });
});

test('Información y Análisis shows the real figures and a button to answer each latest complaint', async ({ page }) => {
  // The latest complaint, answered: it offers its answer, not "Responder".
  const customer = await customerToken(page.request);
  const sent = await page.request.post('/api/complaints', {
    headers: bearer(customer),
    data: { message: 'Ya me respondieron.' },
  });
  expect(sent.status()).toBe(201);
  const answered = (await sent.json()) as { id: number };
  await answerComplaint(page.request, answered.id, 'Gracias por escribirnos.');
  await loginAs(page, ADMIN_EMAIL);
  const token = await tokenFor(page.request);
  const analysis = (await (
    await page.request.get('/api/stats/analysis', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as {
    totalOrders: number;
    topDishes: { name: string; count: number }[];
    latestComplaints: { id: number; answer: string | null }[];
    revenue: number;
  };
  expect(analysis.latestComplaints[0].id).toBe(answered.id);
  await page.getByRole('menuitem', { name: 'Información y Análisis' }).click();
  await expect(page.getByText(`Total de pedidos: ${analysis.totalOrders}`)).toBeVisible();
  await expect(page.getByText(`1. ${analysis.topDishes[0].name}`)).toBeVisible();
  await expect(page.getByText(/%$/).first()).toBeVisible();
  await expect(page.getByText(/^Facturación \(últimos 7 días\): /)).toContainText(
    formatMoney(analysis.revenue, { locale: 'es', timeZone: TIME_ZONE }),
  );
  await page.getByRole('button', { name: 'todo', exact: true }).click();
  await expect(page.getByText(/^Facturación \(todo\): /)).toBeVisible();

  const complaints = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: /^(Responder|Ver respuesta)$/ }) });
  const first = complaints.first();
  await expect(first).toContainText('Ya me respondieron.');
  await expect(first.getByRole('link', { name: 'Responder' })).toHaveCount(0);
  await expect(first.getByRole('link', { name: 'Ver respuesta' })).toBeVisible();
  const unanswered = analysis.latestComplaints.filter((c) => !c.answer);
  const answer = page.getByRole('link', { name: 'Responder' });
  await expect(answer).toHaveCount(unanswered.length);
  await page.screenshot({ path: test.info().outputPath('analysis.png'), fullPage: true });
  await first.getByRole('link', { name: 'Ver respuesta' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Queja Nº${answered.id}` })).toBeVisible();
  await expect(page.getByText('Gracias por escribirnos.', { exact: true })).toBeVisible();
});

test('the orders list filters by status', async ({ page }) => {
  await loginAs(page, ADMIN_EMAIL);
  await page.getByRole('menuitem', { name: 'Pedidos', exact: true }).click();
  await expect(page).toHaveURL(/\/orders-admin$/);
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'Terminado' }).click();
  await expect(page.getByRole('row').nth(1)).toContainText('Terminado');
  await expect(page.getByRole('cell', { name: 'Pendiente' })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'Pendiente' }).click();
  await expect(page.getByRole('row').nth(1)).toContainText('Pendiente');
  await expect(page.getByRole('cell', { name: 'Terminado' })).toHaveCount(0);
  await expect(page.getByRole('row').nth(1)).toContainText('€');
});

test('Mi perfil: Editar, change the surname, Guardar Perfil returns to view mode and persists', async ({ page }) => {
  const admin = await newUser(page.request, 'Administrador', 'Perfil');
  await loginAs(page, admin.email, admin.password);
  await page.getByRole('menuitem', { name: 'Perfil', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible();
  await expect(page.getByText('Administrador', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Editar' }).click();
  await page.getByLabel('Apellidos').fill('Renombrada');
  await page.getByRole('button', { name: 'Guardar Perfil' }).click();
  await expect(page.getByText('Perfil actualizado')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Editar' })).toBeVisible();
  await page.reload();
  // the profile card (the user menu in the app bar shows the new name too)
  await expect(page.locator('#main-content').getByText('Renombrada')).toBeVisible();
});

test('the language switch turns the app to English and survives a reload', async ({ page }) => {
  await loginAs(page, ADMIN_EMAIL);
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('menuitem', { name: 'Customer support', exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('menuitem', { name: 'Customer support', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page.getByRole('menuitem', { name: 'Atención al cliente', exact: true })).toBeVisible();
});
