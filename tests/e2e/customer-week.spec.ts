/**
 * A customer on a phone books a coming day (Thursday, or the next open day at least two days ahead): picks the
 * day on the home ("¿Para qué día?", kept across a reload), builds the menu of that day, chooses the hour in
 * "Elige tu día y hora" and places the order; "Mis pedidos" shows it under that day with until when it can be
 * changed; "Cambiar" loads it into the cart and the change (another dish) is saved; another day's order is
 * cancelled after confirming, and that day's portions come back.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Dish, Hour, Order } from '../../model/entities';
import type { Calendar } from '../../model/week-responses';
import { freshCustomer, tokenFor } from './support';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const SECTIONS: Record<number, string> = { 1: 'Primeros', 2: 'Segundos', 3: 'Entrantes', 4: 'Postres', 5: 'Bebidas' };
const es = (date: string, options: Intl.DateTimeFormatOptions) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('es-ES', { ...options, timeZone: 'UTC' });
/** "Jueves 3 de diciembre" */
const longDay = (date: string) => {
  const text = es(date, { weekday: 'long', day: 'numeric', month: 'long' }).replace(', ', ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

async function api<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const res = await request.get(`/api/${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

test('book Thursday on a phone, see it by day with its cut-off, change it, cancel another day and keep the day on reload', async ({
  page,
  request,
}) => {
  const customer = await freshCustomer(page);
  const token = await tokenFor(request, customer.email, customer.password);
  const calendar = await api<Calendar>(request, token, 'calendar');
  const ahead = calendar.days.filter((d) => d.orderable && daysBetween(calendar.today, d.date) >= 2);
  const target = ahead.find((d) => d.weekday === 4) ?? ahead[0];
  const other = ahead.find((d) => d.date !== target.date);
  expect(target, 'an open day two or more days ahead').toBeTruthy();
  expect(other, 'a second open day ahead').toBeTruthy();

  // two dishes of the day, of one menu section, with portions to spare
  const menu = (await api<Dish[]>(request, token, `dishes?date=${target.date}`)).filter((d) => d.isAvailable && d.stock >= 3);
  const category = [1, 2, 3, 4, 5].find((c) => menu.filter((d) => d.category.id === c).length >= 2)!;
  const [first, second] = menu.filter((d) => d.category.id === category);

  // "¿Para qué día?" on the home: today is chosen; the target day is picked and survives a reload
  const days = page.getByRole('radiogroup', { name: '¿Para qué día?' });
  await expect(days.getByRole('radio', { checked: true })).toHaveAccessibleName(/^(Hoy|Mañana), /);
  const chip = days.getByRole('radio', { name: longDay(target.date), exact: true });
  await expect(chip).toHaveText(es(target.date, { weekday: 'short', day: 'numeric' }));
  await chip.click();
  await expect(chip).toHaveAttribute('aria-checked', 'true');
  await page.reload();
  await expect(
    page.getByRole('radiogroup', { name: '¿Para qué día?' }).getByRole('radio', { checked: true }),
  ).toHaveAccessibleName(longDay(target.date));

  // that day's menu: the section lists its dishes, with that day's portions
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'MENÚ', exact: true }).click();
  await expect(page.getByRole('radio', { checked: true })).toHaveAccessibleName(longDay(target.date));
  await page.getByRole('button', { name: SECTIONS[category] }).click();
  await page.getByRole('button', { name: `Añadir «${first.name}» al carrito` }).click();
  await page.getByRole('link', { name: 'Carrito, 1 artículo' }).click();

  // "Elige tu día y hora": the day is the chosen one; its first hour
  await page.getByRole('button', { name: 'Tramitar pedido' }).click();
  const hours = page.getByRole('dialog', { name: 'Elige tu día y hora' });
  await expect(hours.getByRole('radio', { checked: true })).toHaveAccessibleName(longDay(target.date));
  const slot = hours.getByRole('button', { name: /^\d\d:\d\d$/ }).first();
  const hour = (await slot.textContent()) ?? '';
  const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/orders'));
  await slot.click();
  const summary = page.getByRole('dialog', { name: 'Revisa tu pedido' });
  await expect(summary).toContainText(longDay(target.date));
  await summary.getByRole('button', { name: 'Confirmar pedido' }).click();
  expect((await posted).postDataJSON()).toMatchObject({ pickupDate: target.date, pickupHour: hour });

  // the cut-off: ORDER_CUTOFF "-1d 16:00", the day before at 16:00
  const cutoffDay = new Date(Date.parse(`${target.date}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  const when =
    daysBetween(calendar.today, cutoffDay) === 1
      ? 'mañana'
      : daysBetween(calendar.today, cutoffDay) <= 6
        ? `el ${es(cutoffDay, { weekday: 'long' })}`
        : `el ${es(cutoffDay, { weekday: 'long', day: 'numeric' })}`;
  const until = `Puedes cambiarlo hasta ${when} a las 16:00`;
  const placed = page.getByRole('dialog', { name: '¡Pedido realizado!' });
  await expect(placed.getByText(`${longDay(target.date)}, ${hour}`)).toBeVisible();
  await expect(placed.getByText(until)).toBeVisible();
  const number = (await placed.getByText(/^Pedido nº\d+$/).textContent()) ?? '';

  // "Mis pedidos": under that day, with the cut-off sentence, "Cambiar" and "Anular"
  await placed.getByRole('link', { name: 'Ver mis pedidos' }).click();
  const daySection = page.getByRole('region', { name: longDay(target.date) });
  const card = daySection.getByRole('article', { name: number });
  await expect(card).toContainText(`1 × ${first.name}`);
  await expect(card).toContainText(until);

  // "Cambiar": the order in the cart, another dish, the change saved
  await card.getByRole('button', { name: 'Cambiar' }).click();
  await expect(
    page.getByText(`Estás cambiando tu pedido del ${es(target.date, { weekday: 'long', day: 'numeric' })}`),
  ).toBeVisible();
  await expect(page.getByRole('list').getByRole('listitem', { name: first.name })).toBeVisible();
  await page.getByRole('button', { name: `Quitar «${first.name}» del carrito` }).click();
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'MENÚ', exact: true }).click();
  await page.getByRole('button', { name: SECTIONS[category] }).click();
  await page.getByRole('button', { name: `Añadir «${second.name}» al carrito` }).click();
  await page.getByRole('link', { name: 'Carrito, 1 artículo' }).click();
  await page.getByRole('button', { name: 'Tramitar pedido' }).click();
  const put = page.waitForRequest((r) => r.method() === 'PUT' && /\/api\/orders\/\d+$/.test(r.url()));
  await page
    .getByRole('dialog', { name: 'Elige tu día y hora' })
    .getByRole('button', { name: /^\d\d:\d\d$/ })
    .first()
    .click();
  await page.getByRole('dialog', { name: 'Revisa tu pedido' }).getByRole('button', { name: 'Confirmar cambios' }).click();
  expect((await put).postDataJSON()).toMatchObject({ lines: [{ dishId: second.id, quantity: 1 }] });
  const changed = page.getByRole('dialog', { name: '¡Pedido cambiado!' });
  await expect(changed.getByText(number)).toBeVisible();
  await changed.getByRole('link', { name: 'Ver mis pedidos' }).click();
  await expect(card).toContainText(`1 × ${second.name}`);
  await expect(card).not.toContainText(first.name);

  // another day's order, cancelled after confirming: its portions come back
  const otherDish = (await api<Dish[]>(request, token, `dishes?date=${other!.date}`)).find((d) => d.isAvailable && d.stock >= 2)!;
  const [otherHour] = await api<Hour[]>(request, token, `hours?date=${other!.date}`);
  const placedOther = await request.post('/api/orders', {
    headers: { Authorization: `Bearer ${token}` },
    data: { pickupDate: other!.date, pickupHour: otherHour.hour, lines: [{ dishId: otherDish.id, quantity: 2 }] },
  });
  expect(placedOther.status()).toBe(201);
  const otherOrder = (await placedOther.json()) as Order;
  const stockOf = async () =>
    (await api<Dish[]>(request, token, `dishes?date=${other!.date}`)).find((d) => d.id === otherDish.id)?.stock;
  const booked = await stockOf();
  expect(booked).toBe(otherDish.stock - 2);

  await page.reload();
  const otherCard = page
    .getByRole('region', { name: longDay(other!.date) })
    .getByRole('article', { name: `Pedido nº${otherOrder.number}` });
  await otherCard.getByRole('button', { name: 'Anular' }).click();
  const confirm = page.getByRole('dialog', {
    name: `¿Anular tu pedido del ${es(other!.date, { weekday: 'long', day: 'numeric' })}?`,
  });
  await expect(confirm).toContainText('Se devolverán las raciones.');
  await confirm.getByRole('button', { name: 'Sí, anular' }).click();
  await expect(otherCard).toContainText('Anulado');
  await expect(otherCard.getByRole('button', { name: 'Anular' })).toBeHidden();
  await expect.poll(stockOf).toBe(booked! + 2);
  // the changed order is untouched
  await expect(card).toContainText('Pendiente');

  // the chosen day is still the one on the home after all this, and after a reload
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'INICIO', exact: true }).click();
  await expect(
    page.getByRole('radiogroup', { name: '¿Para qué día?' }).getByRole('radio', { checked: true }),
  ).toHaveAccessibleName(longDay(target.date));
  await page.reload();
  await expect(
    page.getByRole('radiogroup', { name: '¿Para qué día?' }).getByRole('radio', { checked: true }),
  ).toHaveAccessibleName(longDay(target.date));
});
