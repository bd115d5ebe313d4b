/**
 * "Mi pedido habitual" on a phone (issue 26 point 6): from an upcoming order in 'Mis pedidos' the customer chooses
 * "Repetir cada semana", picks a second weekday and sees the days booked (and any that could not be, with why);
 * the usual order shows under "Mi pedido habitual" and "Dejar de repetir", after a confirmation that says how many
 * orders go, cancels them.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Dish, Order } from '../../model/entities';
import type { Calendar } from '../../model/week-responses';
import { freshCustomer, tokenFor } from './support';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const WEEKDAY_NAMES = ['', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'];

async function api<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const res = await request.get(`/api/${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}

test('repeat an order every week on a phone, see the booked days, then stop repeating it', async ({ page, request }) => {
  const customer = await freshCustomer(page);
  const token = await tokenFor(request, customer.email, customer.password);
  const calendar = await api<Calendar>(request, token, 'calendar');
  const ahead = calendar.days.filter((d) => d.orderable && d.date > calendar.today);
  const target = ahead[1] ?? ahead[0];
  const second = ahead.find((d) => d.weekday !== target.weekday)!;
  expect(target && second, 'two open weekdays ahead').toBeTruthy();
  const dish = (await api<Dish[]>(request, token, `dishes?date=${target.date}`)).find((d) => d.isAvailable && d.stock >= 5)!;
  const hours = await api<{ hour: string }[]>(request, token, `hours?date=${target.date}`);
  const placed = await request.post('/api/orders', {
    headers: { Authorization: `Bearer ${token}` },
    data: { pickupDate: target.date, pickupHour: hours[0]!.hour, lines: [{ dishId: dish.id, quantity: 1 }] },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as Order;

  await page.goto('/pedidos');
  await page.getByRole('button', { name: `Repetir cada semana el pedido nº${order.number}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Repetir cada semana' });
  const days = dialog.getByRole('group', { name: 'Días de la semana' });
  await expect(days.getByRole('button', { name: WEEKDAY_NAMES[target.weekday], exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await days.getByRole('button', { name: WEEKDAY_NAMES[second.weekday], exact: true }).click();
  await page.screenshot({ path: 'test-results/usual-order-dialog.png' });
  const posted = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/usual-orders'));
  await dialog.getByRole('button', { name: /^Repetir los / }).click();
  const answer = await posted;
  expect(answer.status()).toBe(201);
  const booking = (await answer.json()) as { placed: Order[]; skipped: { date: string }[] };
  expect(booking.placed.length + booking.skipped.length).toBeGreaterThan(0);
  await expect(dialog).toContainText(/Repetiremos este pedido los /);
  if (booking.placed.length > 0) await expect(dialog).toContainText(`(pedido nº${booking.placed[0]!.number})`);
  await page.screenshot({ path: 'test-results/usual-order-result.png' });
  await dialog.getByRole('button', { name: 'Entendido' }).click();

  const section = page.getByRole('region', { name: /Mi pedido habitual/ });
  await expect(section).toContainText(dish.name);
  await page.screenshot({ path: 'test-results/usual-order-section.png', fullPage: true });
  await section.getByRole('button', { name: 'Dejar de repetir' }).click();
  const confirm = page.getByRole('dialog', { name: /¿Dejar de repetir tu pedido los / });
  const changeable = booking.placed.filter((o) => o.changeable).length;
  if (changeable > 1) await expect(confirm).toContainText(`Se anularán los ${changeable} pedidos`);
  await confirm.getByRole('button', { name: 'Sí, dejar de repetir' }).click();
  await expect(page.getByText(/Ya no se repetirá\./)).toBeVisible();
  await expect(page.getByRole('region', { name: /Mi pedido habitual/ })).toHaveCount(0);
  // The order it started from was not made by the usual order: it stays.
  const mine = await api<Order[]>(request, token, 'orders/mine');
  expect(mine.find((o) => o.id === order.id)?.status).toBe('pending');
  expect(mine.filter((o) => o.usualOrderId && o.changeable && o.status === 'pending')).toEqual([]);
});
