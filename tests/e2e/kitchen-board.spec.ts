import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Hour, Order, User } from '../../model/entities';
import { CHEF_EMAIL, freshCustomer, loginAs, newCustomer, tokenFor, unique } from './support';
import { allergenByName, createDish } from './customer-admin';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function openBoard(page: Page): Promise<void> {
  await loginAs(page, CHEF_EMAIL);
  await expect(page).toHaveURL(/\/board-chef$/);
  await expect(page.getByRole('heading', { name: 'Pedidos pendientes' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'En directo' })).toBeVisible();
}

async function placeOrderByApi(
  request: APIRequestContext,
  token: string,
  lines: { dishId: number; quantity: number }[],
): Promise<Order> {
  const hours = (await (await request.get('/api/hours', { headers: auth(token) })).json()) as Hour[];
  const res = await request.post('/api/orders', { headers: auth(token), data: { pickupHour: hours.at(-1)!.hour, lines } });
  expect(res.status()).toBe(201);
  return (await res.json()) as Order;
}

test('a customer orders and the open board shows it live; listo removes it for good and the customer sees it ready', async ({
  browser,
  request,
}) => {
  const dish = await createDish(request, { name: unique('Croquetas cocina'), category: { id: 3 }, cost: 5, stock: 20 });
  const chefContext = await browser.newContext();
  const customerContext = await browser.newContext();
  const chef = await chefContext.newPage();
  const customer = await customerContext.newPage();
  await openBoard(chef);

  // The customer marks an allergen, then orders through the customer app.
  const account = await freshCustomer(customer, 'Elena');
  const token = await tokenFor(request, account.email, account.password);
  const me = (await (await request.get('/api/users/me', { headers: auth(token) })).json()) as User;
  const gluten = await allergenByName(request, 'Gluten');
  expect(
    (
      await request.put(`/api/users_allergens/user/${me.id}/allergen/${gluten.id}?isAllergic=true`, { headers: auth(token) })
    ).ok(),
  ).toBeTruthy();
  await customer.getByRole('button', { name: `Añadir «${dish.name}» al carrito` }).click();
  await customer.getByRole('button', { name: `Añadir «${dish.name}» al carrito` }).click();
  await customer.getByRole('link', { name: /^Carrito/ }).click();
  await customer.getByRole('button', { name: 'Tramitar pedido' }).click();
  const slot = customer
    .getByRole('dialog', { name: 'Elige tu día y hora' })
    .getByRole('button', { name: /^\d\d:\d\d$/ })
    .first();
  const hour = (await slot.textContent()) ?? '';
  await slot.click();
  await customer.getByRole('dialog', { name: 'Revisa tu pedido' }).getByRole('button', { name: 'Confirmar pedido' }).click();
  const placed = customer.getByRole('dialog', { name: '¡Pedido realizado!' });
  const title = (await placed.getByText(/^Pedido nº\d+$/).textContent()) ?? '';
  expect(title).toMatch(/^Pedido nº\d+$/);

  // The chef's board, never reloaded, shows the ticket.
  const ticket = chef.getByRole('article', { name: title });
  await expect(ticket).toBeVisible({ timeout: 3000 });
  await expect(ticket).toContainText(`Hora de recogida: ${hour}`);
  await expect(ticket).toContainText('Cliente: Elena De Prueba');
  await expect(ticket.getByRole('list', { name: 'Platos', exact: true })).toContainText(`2×${dish.name}`);
  await expect(ticket.getByRole('list', { name: 'Alérgenos del cliente' })).toContainText('Gluten');
  await expect(ticket.getByText('Nuevo')).toBeVisible();
  // The new ticket's badge and every text on it read at WCAG AA contrast.
  const contrast = await new AxeBuilder({ page: chef })
    .include(`article[aria-labelledby="${await ticket.getAttribute('aria-labelledby')}"]`)
    .withRules(['color-contrast'])
    .analyze();
  expect(contrast.violations.flatMap((v) => v.nodes.map((n) => n.html))).toEqual([]);
  const summary = chef.getByRole('list', { name: 'Raciones por preparar de cada plato' });
  await expect(summary.getByRole('listitem').filter({ hasText: dish.name })).toHaveText(new RegExp(`^${dish.name}\\s*2$`));

  await ticket.getByRole('button', { name: 'listo' }).click();
  await expect(chef.getByText(`${title} listo. Se ha avisado al cliente.`)).toBeVisible();
  await expect(ticket).toBeHidden();
  await chef.reload();
  await expect(chef.getByRole('heading', { name: 'Pedidos pendientes' })).toBeVisible();
  await expect(chef.getByText(/pedidos? pendientes?$|No hay pedidos pendientes/).first()).toBeVisible();
  await expect(chef.getByRole('article', { name: title })).toHaveCount(0);

  // The customer's order history says it is ready.
  await customer.goto('/pedidos');
  await expect(customer.getByRole('article', { name: title })).toContainText('Listo');
  const mine = (await (await request.get('/api/orders/mine', { headers: auth(token) })).json()) as Order[];
  expect(mine.find((o) => `Pedido nº${o.number}` === title)?.status).toBe('finished');

  await chefContext.close();
  await customerContext.close();
});

test('a big order splits into two rows and an order finished elsewhere leaves every open board', async ({ browser, request }) => {
  const dishes = await Promise.all(
    [3, 1, 2, 4, 5, 1, 2].map((category, i) =>
      // one minute each: the 20 portions (the most one order may hold) fit one 5-minute slot of the e2e kitchen
      createDish(request, {
        name: unique(`Plato ${i} cocina`),
        category: { id: category },
        cost: 2,
        stock: 50,
        prepMinutes: 1,
      }),
    ),
  );
  const boards = await Promise.all([browser.newContext(), browser.newContext()]);
  const [first, second] = await Promise.all(boards.map((c) => c.newPage()));
  await openBoard(first);
  await openBoard(second);

  const account = await newCustomer(first, 'Tomás');
  const token = await tokenFor(request, account.email, account.password);
  const order = await placeOrderByApi(
    request,
    token,
    dishes.map((d, i) => ({ dishId: d.id, quantity: [1, 2, 3, 4, 5, 2, 3][i] })),
  );
  const title = `Pedido nº${order.number}`;

  for (const page of [first, second]) {
    const ticket = page.getByRole('article', { name: title });
    await expect(ticket).toBeVisible({ timeout: 3000 });
    // Five dishes in service order (starter, firsts, seconds, dessert) in the first row, the rest below.
    await expect(ticket.getByRole('list', { name: 'Platos', exact: true }).getByRole('listitem')).toHaveCount(5);
    await expect(ticket.getByRole('list', { name: 'Platos', exact: true }).getByRole('listitem').first()).toContainText(
      dishes[0].name,
    );
    await expect(ticket.getByRole('list', { name: 'Más platos' }).getByRole('listitem')).toHaveCount(2);
    await expect(ticket.getByRole('list', { name: 'Más platos' })).toContainText(`5×${dishes[4].name}`);
  }

  const chefToken = await tokenFor(request, CHEF_EMAIL);
  expect((await request.put(`/api/orders/${order.id}/finish`, { headers: auth(chefToken) })).status()).toBe(200);
  await expect(first.getByRole('article', { name: title })).toBeHidden({ timeout: 3000 });
  await expect(second.getByRole('article', { name: title })).toBeHidden({ timeout: 3000 });
  await Promise.all(boards.map((c) => c.close()));
});

test('the new-order sound can be muted and the choice survives a reload', async ({ page }) => {
  await openBoard(page);
  await page.getByRole('button', { name: 'Silenciar el aviso de pedidos nuevos' }).click();
  await expect(page.getByRole('button', { name: 'Activar el aviso sonoro de pedidos nuevos' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.reload();
  await expect(page.getByRole('button', { name: 'Activar el aviso sonoro de pedidos nuevos' })).toBeVisible();
  await page.getByRole('button', { name: 'Activar el aviso sonoro de pedidos nuevos' }).click();
  await expect(page.getByRole('button', { name: 'Silenciar el aviso de pedidos nuevos' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});
