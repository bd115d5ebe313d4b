/**
 * Issue 26's browser test, on a phone and the real clock: a customer books Thursday (the next Thursday that is
 * open and before its cut-off) through "¿Para qué día?", the menu, the cart and "Elige tu día y hora"; changes it
 * in "Mis pedidos" (another dish and another hour); books another day and cancels it; offers one meal ("Ceder mi
 * menú"); a colleague, signed in on another phone, sees it on the home and takes it; and the kitchen board shows
 * it under the taker's name. The board shows only today's orders, so the meal given away is one for today (a
 * walk-in order, after today's cut-off: giving away does not depend on it).
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { Dish, Order } from '../../model/entities';
import type { OfferedMeal } from '../../model/week-responses';
import { createDish } from './customer-admin';
import { CHEF_EMAIL, freshCustomer, loginAs, tokenFor, unique } from './support';
import {
  SECTIONS,
  WEEKDAYS,
  api,
  auth,
  bookableAhead,
  dayChip,
  dayHeading,
  changeUntil,
  longDay,
  todayWithTime,
  weekdayAndDay,
} from './week-support';

const PHONE = {
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  locale: 'es-ES',
  timezoneId: 'Europe/Madrid',
};
test.use({ viewport: PHONE.viewport, hasTouch: true, isMobile: true });

const nav = (page: Page) => page.getByRole('navigation', { name: 'Navegación principal' });

async function phone(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, baseURL });
  return context.newPage();
}

test('on a phone: book Thursday, change it, cancel another day, give a meal away to a colleague; the board shows it under their name', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { calendar, lastHour } = await todayWithTime(request);
  const today = calendar.today;
  const ahead = bookableAhead(calendar);
  // Thursday; when no Thursday is still open before its cut-off, the next open day, named by its weekday below
  const target = ahead.find((d) => d.weekday === 4) ?? ahead[0];
  const other = ahead.find((d) => d.date !== target?.date);
  expect(target, 'an open day ahead before its cut-off').toBeTruthy();
  expect(other, 'a second open day ahead before its cut-off').toBeTruthy();
  test.info().annotations.push({ type: 'days', description: `${WEEKDAYS[target.weekday]} ${target.date}, ${other!.date}` });

  const giverName = unique('Lucía');
  const giver = await freshCustomer(page, giverName);
  const token = await tokenFor(request, giver.email, giver.password);
  const mine = () => api<Order[]>(request, token, 'orders/mine');

  // two dishes of one section on Thursday's menu, both also on the other day's, with portions to spare
  const thursdayMenu = (await api<Dish[]>(request, token, `dishes?date=${target.date}`)).filter(
    (d) => d.isAvailable && d.stock >= 3,
  );
  const otherMenu = (await api<Dish[]>(request, token, `dishes?date=${other!.date}`)).filter(
    (d) => d.isAvailable && d.stock >= 3,
  );
  const both = thursdayMenu.filter((d) => otherMenu.some((o) => o.id === d.id));
  const category = [1, 2, 3, 4, 5].find((c) => both.filter((d) => d.category.id === c).length >= 2)!;
  const [first, second] = both.filter((d) => d.category.id === category);
  expect(second, 'two dishes of one section on both days').toBeTruthy();

  // ── Thursday through the day picker, the menu, the cart and "Elige tu día y hora"
  const days = page.getByRole('radiogroup', { name: '¿Para qué día?' });
  await expect(days.getByRole('radio', { checked: true })).toHaveAccessibleName(/^(Hoy|Mañana), /);
  await days.getByRole('radio', { name: dayChip(target.date) }).click();
  await expect(days.getByRole('radio', { checked: true })).toHaveAccessibleName(dayChip(target.date));
  expect(longDay(target.date).toLowerCase()).toContain(WEEKDAYS[target.weekday]);

  await nav(page).getByRole('link', { name: 'MENÚ', exact: true }).click();
  await page.getByRole('button', { name: SECTIONS[category] }).click();
  await page.getByRole('button', { name: `Añadir «${first.name}» al carrito` }).click();
  await page.getByRole('link', { name: 'Carrito, 1 artículo' }).click();
  await page.getByRole('button', { name: 'Tramitar pedido' }).click();
  let hours = page.getByRole('dialog', { name: 'Elige tu día y hora' });
  await expect(hours.getByRole('radio', { checked: true })).toHaveAccessibleName(dayChip(target.date));
  await expect(hours.getByRole('heading', { name: `Horas de recogida: ${dayHeading(calendar, target.date)}` })).toBeVisible();
  // a later day's first hour is not "the next" one
  await expect(hours.getByText('Primera hora disponible', { exact: true })).toBeVisible();
  const hour =
    (await hours
      .getByRole('button', { name: /^\d\d:\d\d$/ })
      .first()
      .textContent()) ?? '';
  await hours.getByRole('button', { name: hour, exact: true }).click();
  await page.getByRole('dialog', { name: 'Revisa tu pedido' }).getByRole('button', { name: 'Confirmar pedido' }).click();
  const placed = page.getByRole('dialog', { name: '¡Pedido realizado!' });
  await expect(placed.getByText(`${longDay(target.date)}, ${hour}`)).toBeVisible();
  await expect(placed.getByText(changeUntil(calendar, target.date))).toBeVisible();
  const number = (await placed.getByText(/^Pedido nº\d+$/).textContent()) ?? '';
  let booked = (await mine()).find((o) => `Pedido nº${o.number}` === number)!;
  expect(booked).toMatchObject({ pickupDate: target.date, pickupHour: hour, status: 'pending', changeable: true });
  expect(booked.lines.map((l) => [l.dishId, l.quantity])).toEqual([[first.id, 1]]);

  // ── "Mis pedidos": under Thursday, "Cambiar": one more dish and 13:30 instead
  await placed.getByRole('link', { name: 'Ver mis pedidos' }).click();
  const thursday = page.getByRole('region', { name: dayHeading(calendar, target.date), exact: true });
  const card = thursday.getByRole('article', { name: number });
  await expect(card).toContainText(`1 × ${first.name}`);
  await expect(card).toContainText(`Hora de recogida: ${hour}`);
  await expect(card).toContainText(changeUntil(calendar, target.date));
  // the kitchen's ready estimate is today's business, not a coming day's
  await expect(card).not.toContainText('Listo hacia');
  await card.getByRole('button', { name: 'Cambiar' }).click();
  await expect(page.getByText(`Estás cambiando tu pedido del ${weekdayAndDay(target.date)}`)).toBeVisible();
  await nav(page).getByRole('link', { name: 'MENÚ', exact: true }).click();
  await page.getByRole('button', { name: SECTIONS[category] }).click();
  await page.getByRole('button', { name: `Añadir «${second.name}» al carrito` }).click();
  await page.getByRole('link', { name: 'Carrito, 2 artículos' }).click();
  await page.getByRole('button', { name: 'Tramitar pedido' }).click();
  hours = page.getByRole('dialog', { name: 'Elige tu día y hora' });
  await expect(hours.getByText(`Día: ${longDay(target.date)} (el de tu pedido)`)).toBeVisible();
  await hours.getByRole('button', { name: '13:30', exact: true }).click();
  await page.getByRole('dialog', { name: 'Revisa tu pedido' }).getByRole('button', { name: 'Confirmar cambios' }).click();
  const changed = page.getByRole('dialog', { name: '¡Pedido cambiado!' });
  await expect(changed.getByText(number)).toBeVisible();
  await changed.getByRole('link', { name: 'Ver mis pedidos' }).click();
  await expect(card).toContainText(`Hora de recogida: 13:30`);
  await expect(card).toContainText(`1 × ${first.name}`);
  await expect(card).toContainText(`1 × ${second.name}`);
  await expect(thursday.getByRole('article')).toHaveCount(1);
  booked = (await mine()).find((o) => o.id === booked.id)!;
  expect(booked).toMatchObject({ pickupDate: target.date, pickupHour: '13:30', status: 'pending' });
  expect(booked.lines.map((l) => [l.dishId, l.quantity]).sort()).toEqual(
    [
      [first.id, 1],
      [second.id, 1],
    ].sort(),
  );

  // ── another day, chosen in "Elige tu día y hora", then cancelled after confirming
  await nav(page).getByRole('link', { name: 'MENÚ', exact: true }).click();
  await page.getByRole('button', { name: SECTIONS[category] }).click();
  await page.getByRole('button', { name: `Añadir «${first.name}» al carrito` }).click();
  await page.getByRole('link', { name: 'Carrito, 1 artículo' }).click();
  await page.getByRole('button', { name: 'Tramitar pedido' }).click();
  hours = page.getByRole('dialog', { name: 'Elige tu día y hora' });
  await hours.getByRole('radio', { name: dayChip(other!.date) }).click();
  await expect(hours.getByRole('heading', { name: `Horas de recogida: ${dayHeading(calendar, other!.date)}` })).toBeVisible();
  await hours
    .getByRole('button', { name: /^\d\d:\d\d$/ })
    .first()
    .click();
  const summary = page.getByRole('dialog', { name: 'Revisa tu pedido' });
  await expect(summary).toContainText(longDay(other!.date));
  await summary.getByRole('button', { name: 'Confirmar pedido' }).click();
  const otherNumber =
    (await page
      .getByRole('dialog', { name: '¡Pedido realizado!' })
      .getByText(/^Pedido nº\d+$/)
      .textContent()) ?? '';
  const otherOrder = (await mine()).find((o) => `Pedido nº${o.number}` === otherNumber)!;
  expect(otherOrder).toMatchObject({ pickupDate: other!.date, status: 'pending' });
  const stockOf = async () =>
    (await api<Dish[]>(request, token, `dishes?date=${other!.date}`)).find((d) => d.id === first.id)!.stock;
  const bookedStock = await stockOf();

  await page.getByRole('dialog', { name: '¡Pedido realizado!' }).getByRole('link', { name: 'Ver mis pedidos' }).click();
  const otherCard = page
    .getByRole('region', { name: dayHeading(calendar, other!.date), exact: true })
    .getByRole('article', { name: otherNumber });
  await otherCard.getByRole('button', { name: 'Anular' }).click();
  const confirm = page.getByRole('dialog', { name: `¿Anular tu pedido del ${weekdayAndDay(other!.date)}?` });
  await expect(confirm).toContainText('Se devolverán las raciones.');
  await confirm.getByRole('button', { name: 'Sí, anular' }).click();
  await expect(otherCard).toContainText('Anulado');
  await expect(otherCard.getByRole('button', { name: 'Anular' })).toBeHidden();
  await expect(otherCard.getByRole('button', { name: 'Cambiar' })).toBeHidden();
  await expect.poll(stockOf).toBe(bookedStock + 1);
  expect((await mine()).find((o) => o.id === otherOrder.id)).toMatchObject({ status: 'cancelled' });
  // Thursday's is untouched
  await expect(card).toContainText('Pendiente');
  await expect(card.getByRole('button', { name: 'Cambiar' })).toBeVisible();

  // ── today's meal, given away: the giver offers it, a colleague on another phone takes it from the home
  const dish = await createDish(request, { name: unique('Lentejas e2e'), category: { id: 1 }, cost: 6.5, stock: 10 });
  const todayOrder = await request.post('/api/orders', {
    headers: auth(token),
    data: { pickupDate: today, pickupHour: lastHour, lines: [{ dishId: dish.id, quantity: 1 }] },
  });
  expect(todayOrder.status()).toBe(201);
  const given = (await todayOrder.json()) as Order;
  const givenTitle = `Pedido nº${given.number}`;

  await page.reload();
  const todayCard = page.getByRole('region', { name: 'Hoy' }).getByRole('article', { name: givenTitle });
  await expect(todayCard).toContainText(`1 × ${dish.name}`);
  await todayCard.getByRole('button', { name: `Ceder el pedido nº${given.number}` }).click();
  const offer = page.getByRole('dialog', { name: `¿Ceder tu menú del pedido nº${given.number}?` });
  await expect(offer).toContainText(`lo recogerá a las ${lastHour}`);
  await offer.getByRole('button', { name: 'Sí, cederlo' }).click();
  await expect(todayCard.getByText('Ofrecido', { exact: true })).toBeVisible();
  await expect(todayCard).toContainText('Lo has ofrecido a tus compañeros. Sigue siendo tuyo mientras nadie se lo quede.');
  await expect(todayCard.getByRole('button', { name: 'Retirar oferta' })).toBeVisible();
  expect((await mine()).find((o) => o.id === given.id)?.offeredAt).toBeTruthy();

  const colleague = await phone(browser, baseURL);
  const takerName = unique('Pablo');
  const taker = await freshCustomer(colleague, takerName);
  const takerToken = await tokenFor(request, taker.email, taker.password);
  const offered = colleague.getByRole('region', { name: 'Menús que ceden tus compañeros' });
  const meal = offered.getByRole('listitem', { name: `Menú para las ${lastHour}` }).filter({ hasText: dish.name });
  await expect(meal).toContainText(`1 × ${dish.name}`);
  await expect(meal).toContainText('Total: 6,50');
  await meal.getByRole('button', { name: `Quedarme el menú de las ${lastHour}` }).click();
  await expect(colleague.getByText(`¡Ahora es tuyo! Recógelo a las ${lastHour} como ${givenTitle.toLowerCase()}.`)).toBeVisible();
  await expect(meal).toBeHidden();

  // the order changed hands: the colleague's now, from the giver; gone from the giver's list
  const takersOrders = await api<Order[]>(request, takerToken, 'orders/mine');
  expect(takersOrders.find((o) => o.id === given.id)).toMatchObject({
    status: 'pending',
    offeredAt: null,
    givenBy: { name: giverName, surname: 'De Prueba' },
  });
  expect((await mine()).some((o) => o.id === given.id)).toBe(false);
  expect(await api<OfferedMeal[]>(request, takerToken, `orders/offered?date=${today}`)).not.toContainEqual(
    expect.objectContaining({ id: given.id }),
  );
  await colleague.goto('/pedidos');
  const takenCard = colleague.getByRole('region', { name: 'Hoy' }).getByRole('article', { name: givenTitle });
  await expect(takenCard).toContainText(`Te lo cedió ${giverName} De Prueba`);
  await expect(takenCard).toContainText(`Hora de recogida: ${lastHour}`);
  await page.reload();
  await expect(page.getByRole('article', { name: givenTitle })).toHaveCount(0);
  await expect(card).toBeVisible();

  // ── the kitchen board, today: the order under the taker's name
  const kitchen = await (
    await browser.newContext({
      baseURL,
      locale: 'es-ES',
      timezoneId: 'Europe/Madrid',
      viewport: { width: 1280, height: 900 },
      isMobile: false,
      hasTouch: false,
    })
  ).newPage();
  await loginAs(kitchen, CHEF_EMAIL);
  await expect(kitchen).toHaveURL(/\/board-chef$/);
  const ticket = kitchen.getByRole('article', { name: givenTitle });
  await expect(ticket).toContainText(`Cliente: ${takerName} De Prueba`);
  await expect(ticket).not.toContainText(giverName);
  await expect(ticket).toContainText(`Hora de recogida: ${lastHour}`);
  await expect(ticket.getByRole('list', { name: 'Platos', exact: true })).toContainText(`1×${dish.name}`);
  // the board is today's: Thursday's booking is not on it (it counts under "Próximos días" beside it)
  await expect(kitchen.getByRole('article', { name: number, exact: true })).toHaveCount(0);
});
