/**
 * Checkout on a phone: after the hour, the order's summary (dishes, quantities, allergen warnings, line and
 * order totals, day and hour) appears before anything is sent; 'Atrás' sends nothing; 'Confirmar pedido' sends
 * exactly one POST orders, which says the customer confirmed the allergen warnings.
 */
import { expect, test, type Request } from '@playwright/test';
import type { Order, User } from '../../model/entities';
import { loginAs, newCustomer, tokenFor, unique } from './support';
import { allergenByName, createDish } from './customer-admin';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

test('the summary comes before any POST orders; Atrás sends nothing and Confirmar pedido sends one', async ({
  page,
  request,
}) => {
  const gluten = await allergenByName(request, 'Gluten');
  const bread = await createDish(request, {
    name: unique('Montadito e2e'),
    category: { id: 3 },
    cost: 3.25,
    stock: 10,
    allergens: [{ id: gluten.id }],
  });
  const juice = await createDish(request, {
    name: unique('Zumo e2e'),
    category: { id: 5 },
    cost: 2.2,
    stock: 10,
    allergens: [],
  });
  // A customer allergic to gluten.
  const account = await newCustomer(page, 'Sara');
  const token = await tokenFor(request, account.email, account.password);
  const me = (await (await request.get('/api/users/me', { headers: auth(token) })).json()) as User;
  const marked = await request.put(`/api/users_allergens/user/${me.id}/allergen/${gluten.id}?isAllergic=true`, {
    headers: auth(token),
  });
  expect(marked.ok()).toBeTruthy();
  await loginAs(page, account.email, account.password);
  await expect(page).toHaveURL(/\/board-user$/);

  const posts: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/orders') posts.push(r);
  });

  await page.getByRole('link', { name: 'MENÚ', exact: true }).click();
  await page.getByRole('button', { name: 'Entrantes' }).click();
  for (let i = 0; i < 2; i++) {
    await page.getByRole('button', { name: `Añadir «${bread.name}» al carrito` }).click();
    await page
      .getByRole('dialog', { name: `¿Añadir «${bread.name}»?` })
      .getByRole('button', { name: 'Sí, añadirlo' })
      .click();
  }
  await page.getByRole('button', { name: 'Bebidas' }).click();
  await page.getByRole('button', { name: `Añadir «${juice.name}» al carrito` }).click();
  await page.getByRole('link', { name: 'Carrito, 3 artículos' }).click();
  await expect(page.getByText('Pagas los precios que ves.')).toBeVisible();
  await expect(page.getByText(/El precio final lo calcula el restaurante/)).toHaveCount(0);

  await page.getByRole('button', { name: 'Tramitar pedido' }).click();
  const hours = page.getByRole('dialog', { name: 'Elige tu día y hora' });
  const first = hours.getByRole('button', { name: /^\d\d:\d\d$/ }).first();
  const hour = (await first.textContent()) ?? '';
  await first.click();

  const summary = page.getByRole('dialog', { name: 'Revisa tu pedido' });
  await expect(summary).toBeVisible();
  await expect(hours).toBeHidden();
  const breadLine = summary.getByRole('listitem', { name: bread.name });
  await expect(breadLine).toContainText(`2 × ${bread.name}`);
  await expect(breadLine).toContainText(/6,50\s€/);
  await expect(breadLine).toContainText(/3,25\s€ \/ ud\./);
  await expect(breadLine.getByRole('note')).toHaveText('Contiene Gluten, que marcaste como alérgeno');
  const juiceLine = summary.getByRole('listitem', { name: juice.name });
  await expect(juiceLine).toContainText(`1 × ${juice.name}`);
  await expect(juiceLine).toContainText(/2,20\s€/);
  await expect(juiceLine.getByRole('note')).toHaveCount(0);
  await expect(summary.getByText(/alérgenos que marcaste. Si lo confirmas/)).toBeVisible();
  await expect(summary.getByLabel('Total del pedido: 8,70 €')).toHaveText(/8,70\s€/);
  await expect(summary.getByText(`a las ${hour}`)).toBeVisible();
  const dayText = (await summary.getByText(/^Hoy, /).textContent()) ?? '';
  await page.screenshot({ path: 'test-results/customer-order-summary.png' });
  expect(posts).toHaveLength(0);

  // Atrás: back to the hours, nothing sent.
  await summary.getByRole('button', { name: 'Atrás' }).click();
  await expect(summary).toBeHidden();
  await expect(hours.getByText('Siguiente hora disponible')).toBeVisible();
  await hours.getByRole('button', { name: hour, exact: true }).click();
  await expect(summary.getByRole('button', { name: 'Confirmar pedido' })).toBeEnabled();
  expect(posts).toHaveLength(0);

  // Confirmar pedido: one POST, with a progress state while it travels.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/orders', async (route) => {
    await held;
    await route.continue();
  });
  const answered = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/orders'));
  await summary.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(summary.getByRole('status')).toHaveText('Haciendo tu pedido…');
  await expect(summary.getByRole('button', { name: 'Confirmar pedido' })).toBeDisabled();
  await expect(summary.getByRole('button', { name: 'Atrás' })).toBeDisabled();
  release();
  const order = (await (await answered).json()) as Order;

  const placed = page.getByRole('dialog', { name: '¡Pedido realizado!' });
  await expect(placed.getByText(`Pedido nº${order.number}`)).toBeVisible();
  expect(posts).toHaveLength(1);
  expect(posts[0].postDataJSON()).toEqual({
    pickupHour: hour,
    // the day the summary said: today's date, written out
    pickupDate: order.pickupDate,
    allergensConfirmed: true,
    lines: [
      { dishId: bread.id, quantity: 2 },
      { dishId: juice.id, quantity: 1 },
    ],
  });
  // what the summary said is what was ordered: hour, day and total
  expect(order.pickupHour).toBe(hour);
  expect(order.total).toBe(8.7);
  const orderDay = new Date(`${order.pickupDate}T12:00:00Z`).toLocaleDateString('es-ES', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  expect(dayText).toBe(`Hoy, ${orderDay}`);
});

test('a cart without the customer’s allergens shows no warning and does not claim a confirmation', async ({ page, request }) => {
  const dish = await createDish(request, { name: unique('Tortilla e2e'), category: { id: 3 }, cost: 5, stock: 10 });
  const account = await newCustomer(page, 'Pablo');
  await loginAs(page, account.email, account.password);
  await page.getByRole('link', { name: 'MENÚ', exact: true }).click();
  await page.getByRole('button', { name: 'Entrantes' }).click();
  await page.getByRole('button', { name: `Añadir «${dish.name}» al carrito` }).click();
  await page.getByRole('link', { name: 'Carrito, 1 artículo' }).click();
  await page.getByRole('button', { name: 'Tramitar pedido' }).click();
  await page
    .getByRole('dialog', { name: 'Elige tu día y hora' })
    .getByRole('button', { name: /^\d\d:\d\d$/ })
    .first()
    .click();
  const summary = page.getByRole('dialog', { name: 'Revisa tu pedido' });
  await expect(summary.getByRole('listitem', { name: dish.name })).toContainText(`1 × ${dish.name}`);
  await expect(summary.getByRole('button', { name: 'Confirmar pedido' })).toBeEnabled();
  await expect(summary.getByRole('note')).toHaveCount(0);
  const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/orders'));
  await summary.getByRole('button', { name: 'Confirmar pedido' }).click();
  expect((await sent).postDataJSON()).not.toHaveProperty('allergensConfirmed');
  await expect(page.getByRole('dialog', { name: '¡Pedido realizado!' })).toBeVisible();
});
