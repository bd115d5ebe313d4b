/** Issue 23 point 4: the cook sees which ordered dish contains the customer's allergen, and that they confirmed it. */
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Hour, Order } from '../../model/entities';
import { CHEF_EMAIL, loginAs, tokenFor, unique } from './support';
import { newUser } from './admin-api';
import { allergenByName, createDish } from './customer-admin';

async function placeOrderByApi(
  request: APIRequestContext,
  token: string,
  body: { allergensConfirmed?: boolean; lines: { dishId: number; quantity: number }[] },
): Promise<Order> {
  const headers = { Authorization: `Bearer ${token}` };
  const hours = (await (await request.get('/api/hours', { headers })).json()) as Hour[];
  const res = await request.post('/api/orders', { headers, data: { pickupHour: hours.at(-1)!.hour, ...body } });
  expect(res.status()).toBe(201);
  return (await res.json()) as Order;
}

test('the ticket and the recipe page mark the dish that contains the customer’s allergen and the confirmation', async ({
  browser,
  request,
}) => {
  const gluten = await allergenByName(request, 'Gluten');
  const bread = await createDish(request, {
    name: unique('Pan de pueblo'),
    category: { id: 3 },
    cost: 2,
    stock: 50,
    allergens: [{ id: gluten.id }],
  });
  const soup = await createDish(request, {
    name: unique('Caldo sin gluten'),
    category: { id: 1 },
    cost: 3,
    stock: 50,
    allergens: [],
  });
  const { email, password, user } = await newUser(request, 'Usuario', 'Celia');
  const token = await tokenFor(request, email, password);
  const allergy = await request.put(`/api/users_allergens/user/${user.id}/allergen/${gluten.id}?isAllergic=true`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(allergy.ok()).toBeTruthy();
  const lines = [
    { dishId: soup.id, quantity: 1 },
    { dishId: bread.id, quantity: 2 },
  ];
  // The customer app sends the confirmation from its summary; an order without it is not marked as confirmed.
  const confirmed = await placeOrderByApi(request, token, { allergensConfirmed: true, lines });
  const unconfirmed = await placeOrderByApi(request, token, { lines });

  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const page = await context.newPage();
  await loginAs(page, CHEF_EMAIL);
  await expect(page).toHaveURL(/\/board-chef$/);

  const ticket = page.getByRole('article', { name: `Pedido nº${confirmed.number}` });
  const dishes = ticket.getByRole('list', { name: 'Platos', exact: true });
  const breadLine = dishes.getByRole('listitem').filter({ hasText: bread.name });
  const soupLine = dishes.getByRole('listitem').filter({ hasText: soup.name });
  await expect(breadLine).toContainText(`2×${bread.name}contiene Gluten`);
  await expect(soupLine).toHaveText(`1×${soup.name}`);
  await expect(ticket.getByRole('list', { name: 'Alérgenos del cliente' })).toContainText('Gluten');
  await expect(ticket).toContainText('El cliente confirmó el aviso de alérgenos');
  await ticket.scrollIntoViewIfNeeded();
  await ticket.screenshot({ path: 'test-results/kitchen-ticket-allergens.png' });

  const other = page.getByRole('article', { name: `Pedido nº${unconfirmed.number}` });
  await expect(other.getByRole('listitem').filter({ hasText: bread.name })).toContainText('contiene Gluten');
  await expect(other).not.toContainText('El cliente confirmó el aviso de alérgenos');

  // The dish opens its recipe for this order: the page says the same.
  await breadLine.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/recipe/${bread.id}\\?order=${confirmed.number}$`));
  await expect(page.getByRole('heading', { name: bread.name, level: 1 })).toBeVisible();
  const warning = page.getByRole('alert').filter({ hasText: `Pedido nº${confirmed.number}` });
  await expect(warning).toContainText(`Pedido nº${confirmed.number} (Celia Automática): contiene Gluten`);
  await expect(warning).toContainText('El cliente confirmó el aviso de alérgenos');
  await page.screenshot({ path: 'test-results/kitchen-recipe-allergens.png' });

  // A dish without the customer's allergens carries no warning on its recipe, and "Atrás" returns to the board.
  await page.getByRole('button', { name: 'Atrás' }).click();
  await expect(page).toHaveURL(/\/board-chef$/);
  await soupLine.getByRole('link').click();
  await expect(page.getByRole('heading', { name: soup.name, level: 1 })).toBeVisible();
  await expect(page.getByText(/contiene Gluten/)).toHaveCount(0);
  await context.close();
});
