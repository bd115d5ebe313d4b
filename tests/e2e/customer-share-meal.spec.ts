/**
 * "Ceder mi menú" (issue 26 point 5) on phones and the real clock. Today's orders are past their cut-off (the
 * default "-1d 16:00" closed today yesterday at 16:00), so a today's order shows how a frozen order looks: no
 * "Cambiar" nor "Anular", the sentence saying when the time to change it ended, and "Ceder mi menú" still there.
 * The giver offers it and withdraws the offer; the colleague sees it on their home with their own allergen
 * warning while it is offered, and no longer once withdrawn. A coming day's offered meal shows on the colleague's
 * home for that day ("¿Para qué día?"), named by its day.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { Dish, Order, User } from '../../model/entities';
import type { OfferedMeal } from '../../model/week-responses';
import { allergenByName, createDish } from './customer-admin';
import { freshCustomer, loginAs, newCustomer, tokenFor, unique } from './support';
import { api, auth, bookableAhead, dayChip, dayHeading, es, todayWithTime, weekdayAndDay } from './week-support';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
test.use(PHONE);

async function phone(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, baseURL, locale: 'es-ES', timezoneId: 'Europe/Madrid' });
  return context.newPage();
}

test('a frozen order of today can still be offered; the colleague sees it with their allergen warning, until it is withdrawn', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { calendar, lastHour } = await todayWithTime(request);
  const today = calendar.today;
  const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  const gluten = await allergenByName(request, 'Gluten');
  const dish = await createDish(request, {
    name: unique('Pan de pueblo e2e'),
    category: { id: 3 },
    cost: 3.2,
    stock: 10,
    allergens: [{ id: gluten.id }],
  });

  // the giver's order for today, at today's last hour
  const giverName = unique('Nuria');
  const giver = await freshCustomer(page, giverName);
  const token = await tokenFor(request, giver.email, giver.password);
  const placed = await request.post('/api/orders', {
    headers: auth(token),
    data: { pickupDate: today, pickupHour: lastHour, lines: [{ dishId: dish.id, quantity: 2 }] },
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()) as Order;
  const title = `Pedido nº${order.number}`;
  expect(order).toMatchObject({ changeable: false, offeredAt: null });

  // after the cut-off: no "Cambiar" nor "Anular", why, and "Ceder mi menú" stays
  await page.goto('/pedidos');
  const card = page.getByRole('region', { name: 'Hoy', exact: true }).getByRole('article', { name: title });
  await expect(card).toContainText(`2 × ${dish.name}`);
  await expect(card).toContainText('El plazo para cambiarlo terminó ayer a las 16:00');
  await expect(card.getByRole('button', { name: 'Cambiar' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Anular' })).toHaveCount(0);
  const offerButton = card.getByRole('button', { name: `Ceder el pedido nº${order.number}` });
  await expect(offerButton).toHaveText('Ceder mi menú');
  // the API agrees: the order is frozen for changes
  const frozen = `El plazo para cambiar este pedido terminó el ${es(yesterday, { weekday: 'long' })} ${Number(yesterday.slice(8))} a las 16:00.`;
  const cancel = await request.put(`/api/orders/${order.id}/cancel`, { headers: auth(token) });
  expect(cancel.status()).toBe(409);
  expect(await cancel.json()).toMatchObject({ code: 'order_frozen', message: frozen });
  const change = await request.put(`/api/orders/${order.id}`, {
    headers: auth(token),
    data: { pickupHour: lastHour, lines: [{ dishId: dish.id, quantity: 1 }] },
  });
  expect(change.status()).toBe(409);
  expect(await change.json()).toMatchObject({ code: 'order_frozen', message: frozen });

  // the colleague marked gluten as an allergen
  const colleague = await phone(browser, baseURL);
  const mate = await newCustomer(colleague, unique('Andrés'));
  const mateToken = await tokenFor(request, mate.email, mate.password);
  const me = await api<User>(request, mateToken, 'users/me');
  const marked = await request.put(`/api/users_allergens/user/${me.id}/allergen/${gluten.id}?isAllergic=true`, {
    headers: auth(mateToken),
  });
  expect(marked.ok()).toBe(true);
  await loginAs(colleague, mate.email, mate.password);
  await expect(colleague).toHaveURL(/\/board-user$/);

  // offered: the chip, "Retirar oferta"; the colleague's home lists it with "Contiene Gluten…"
  await offerButton.click();
  const ask = page.getByRole('dialog', { name: `¿Ceder tu menú del pedido nº${order.number}?` });
  await ask.getByRole('button', { name: 'Sí, cederlo' }).click();
  await expect(page.getByText('Has ofrecido tu menú: tus compañeros ya pueden verlo.')).toBeVisible();
  await expect(card.getByText('Ofrecido', { exact: true })).toBeVisible();
  const withdraw = card.getByRole('button', { name: 'Retirar oferta' });
  await expect(withdraw).toBeVisible();
  await expect(card).toContainText('El plazo para cambiarlo terminó ayer a las 16:00');

  const offered = colleague.getByRole('region', { name: 'Menús que ceden tus compañeros' });
  const meal = offered.getByRole('listitem', { name: `Menú para las ${lastHour}` }).filter({ hasText: dish.name });
  await expect(meal).toContainText(`2 × ${dish.name}`);
  await expect(meal.getByRole('note')).toHaveText('Contiene Gluten, que marcaste como alérgeno');
  await expect(meal.getByRole('button', { name: `Quedarme el menú de las ${lastHour}` })).toHaveText('Quedármelo');
  const listed = await api<OfferedMeal[]>(request, mateToken, `orders/offered?date=${today}`);
  expect(listed.find((m) => m.id === order.id)).toMatchObject({
    pickupHour: lastHour,
    allergenWarnings: [{ id: gluten.id, name: 'Gluten' }],
  });
  // the giver does not see their own offer among the colleagues' ones
  expect(await api<OfferedMeal[]>(request, token, `orders/offered?date=${today}`)).not.toContainEqual(
    expect.objectContaining({ id: order.id }),
  );

  // withdrawn: the meal is the giver's again and leaves the colleague's home without a reload
  await withdraw.click();
  await expect(page.getByText('Has retirado la oferta: el menú sigue siendo tuyo.')).toBeVisible();
  await expect(card.getByText('Ofrecido', { exact: true })).toBeHidden();
  await expect(offerButton).toBeVisible();
  await expect(meal).toBeHidden();
  expect(await api<OfferedMeal[]>(request, mateToken, `orders/offered?date=${today}`)).not.toContainEqual(
    expect.objectContaining({ id: order.id }),
  );
  expect((await api<Order[]>(request, token, 'orders/mine')).find((o) => o.id === order.id)).toMatchObject({
    status: 'pending',
    offeredAt: null,
  });
  // taking a withdrawn offer is refused; the order stays the giver's
  const late = await request.put(`/api/orders/${order.id}/take`, { headers: auth(mateToken) });
  expect(late.status()).toBe(409);
  expect((await api<Order[]>(request, token, 'orders/mine')).some((o) => o.id === order.id)).toBe(true);
});

test('a coming day’s offered meal shows on the colleague’s home when they pick that day, named by its day, and not on today’s', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { calendar } = await todayWithTime(request);
  const ahead = bookableAhead(calendar);
  const day = ahead.find((d) => d.weekday === 4) ?? ahead[0];
  expect(day, 'an open day ahead before its cut-off').toBeTruthy();

  const giver = await freshCustomer(page, unique('Irene'));
  const token = await tokenFor(request, giver.email, giver.password);
  const dish = (await api<Dish[]>(request, token, `dishes?date=${day.date}`)).find((d) => d.isAvailable && d.stock >= 2)!;
  const placed = await request.post('/api/orders', {
    headers: auth(token),
    data: { pickupDate: day.date, pickupHour: '13:30', lines: [{ dishId: dish.id, quantity: 1 }] },
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()) as Order;

  // before the cut-off the card has both: "Cambiar"/"Anular" and "Ceder mi menú"
  await page.goto('/pedidos');
  const card = page.getByRole('region', { name: dayHeading(calendar, day.date), exact: true }).getByRole('article', {
    name: `Pedido nº${order.number}`,
  });
  await expect(card.getByRole('button', { name: 'Cambiar' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Anular' })).toBeVisible();
  await card.getByRole('button', { name: `Ceder el pedido nº${order.number}` }).click();
  await page
    .getByRole('dialog', { name: `¿Ceder tu menú del pedido nº${order.number}?` })
    .getByRole('button', { name: 'Sí, cederlo' })
    .click();
  await expect(card.getByText('Ofrecido', { exact: true })).toBeVisible();

  const colleague = await phone(browser, baseURL);
  await freshCustomer(colleague, unique('Tomás'));
  const title = `Menú del ${weekdayAndDay(day.date)} a las 13:30`;
  const days = colleague.getByRole('radiogroup', { name: '¿Para qué día?' });
  await expect(days.getByRole('radio', { checked: true })).toHaveAccessibleName(/^(Hoy|Mañana), /);
  await expect(colleague.getByRole('listitem', { name: title })).toHaveCount(0);
  await days.getByRole('radio', { name: dayChip(day.date) }).click();
  const meal = colleague
    .getByRole('region', { name: 'Menús que ceden tus compañeros' })
    .getByRole('listitem', { name: title })
    .filter({ hasText: dish.name });
  await expect(meal).toContainText(`1 × ${dish.name}`);
  await meal.getByRole('button', { name: 'Quedarme el menú de las 13:30' }).click();
  await expect(colleague.getByText(`¡Ahora es tuyo! Recógelo a las 13:30 como pedido nº${order.number}.`)).toBeVisible();
  await expect(meal).toBeHidden();
});
