/**
 * Issue 23.1: every money input of the admin takes "7,25" and "7.25" as 7,25 € (typed key by key, as a person
 * types), refuses anything else with its message, and a tenfold price change asks before it is saved. Reward
 * costs are points: whole numbers only.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Dish } from '../../model/entities';
import { ADMIN_EMAIL, loginAs, tokenFor, unique } from './support';

async function newDish(request: APIRequestContext, cost: number): Promise<Dish> {
  const res = await request.post('/api/dishes', {
    headers: { Authorization: `Bearer ${await tokenFor(request)}` },
    data: { name: unique('Precio e2e'), cost, category: { id: 2 } },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as Dish;
}

async function storedCost(request: APIRequestContext, id: number): Promise<number> {
  const res = await request.get(`/api/dishes/${id}`, { headers: { Authorization: `Bearer ${await tokenFor(request)}` } });
  return ((await res.json()) as Dish).cost;
}

/** Empties the price field and types the text one key at a time, then leaves the field. */
async function typePrice(page: Page, text: string) {
  const price = page.getByLabel(/^Precio/);
  await price.clear();
  await price.pressSequentially(text, { delay: 20 });
  await price.blur();
}

async function openEdit(page: Page, dish: Dish) {
  await page.goto(`/dish-management-edit/${dish.id}`);
  await expect(page.getByLabel(/^Nombre/)).toHaveValue(dish.name);
  await page.getByLabel('Modificar Precio (€)').check();
}

test('a new dish priced "7,25" typed key by key is saved as 7,25 €', async ({ page }) => {
  const name = unique('Coma e2e');
  await loginAs(page, ADMIN_EMAIL);
  await page.goto('/dish-management-create?category=2');
  await page.getByLabel(/^Nombre/).fill(name);
  await typePrice(page, '7,25');
  await expect(page.getByLabel(/^Precio/)).toHaveValue('7,25');
  const created = page.waitForResponse((r) => r.url().endsWith('/api/dishes') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Guardar' }).click();
  const dish = (await (await created).json()) as Dish;
  expect(dish.cost).toBe(7.25);
  expect(await storedCost(page.request, dish.id)).toBe(7.25);
  await expect(page.getByText('Plato creado con éxito')).toBeVisible();
  await page.getByPlaceholder('Buscar platos').fill(name);
  await expect(page.getByRole('article', { name })).toContainText('7,25 €');
});

test('editing a price: "7.25" and "7,5" typed key by key are saved as 7,25 € and 7,50 €', async ({ page }) => {
  const dish = await newDish(page.request, 6);
  await loginAs(page, ADMIN_EMAIL);
  await openEdit(page, dish);
  await expect(page.getByLabel(/^Precio/)).toHaveValue('6');
  await typePrice(page, '7.25');
  // shown back the Spanish way once the field is left
  await expect(page.getByLabel(/^Precio/)).toHaveValue('7,25');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Plato actualizado con éxito')).toBeVisible();
  expect(await storedCost(page.request, dish.id)).toBe(7.25);

  await openEdit(page, { ...dish, cost: 7.25 });
  await expect(page.getByLabel(/^Precio/)).toHaveValue('7,25');
  await typePrice(page, '7,5');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Plato actualizado con éxito')).toBeVisible();
  expect(await storedCost(page.request, dish.id)).toBe(7.5);
});

test('a price that is not one is refused with its message and nothing is saved', async ({ page }) => {
  const dish = await newDish(page.request, 7.25);
  await loginAs(page, ADMIN_EMAIL);
  await openEdit(page, dish);
  const cases: [string, string][] = [
    ['7,2,5', 'Escribe el precio en euros, con coma o punto para los céntimos: por ejemplo 7,25.'],
    ['abc', 'Escribe el precio en euros, con coma o punto para los céntimos: por ejemplo 7,25.'],
    ['7,255', 'El precio admite como máximo dos decimales, por ejemplo 7,25.'],
    ['-3', 'El precio no puede ser negativo.'],
    ['', 'Escribe un precio, por ejemplo 7,25.'],
  ];
  let puts = 0;
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().includes('/api/dishes/')) puts++;
  });
  for (const [text, message] of cases) {
    await typePrice(page, text);
    await expect(page.getByText(message), text).toBeVisible();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText(message), text).toBeVisible();
    await expect(page.getByLabel(/^Precio/)).toHaveAttribute('aria-invalid', 'true');
  }
  expect(puts).toBe(0);
  expect(await storedCost(page.request, dish.id)).toBe(7.25);
  // a good price clears the message
  await typePrice(page, '7,30');
  await expect(page.getByText('Escribe un precio, por ejemplo 7,25.')).toHaveCount(0);
});

test('a price ten times the stored one asks first: "Revisar" keeps the old price, confirming saves it', async ({ page }) => {
  const dish = await newDish(page.request, 7.25);
  await loginAs(page, ADMIN_EMAIL);
  await openEdit(page, dish);
  await typePrice(page, '725');
  await page.getByRole('button', { name: 'Guardar' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Revisa el precio')).toBeVisible();
  await expect(dialog).toContainText(/El nuevo precio, 725,00\s€, es diez veces o más el actual, 7,25\s€/);
  await dialog.getByRole('button', { name: 'Revisar' }).click();
  await expect(dialog).toHaveCount(0);
  expect(await storedCost(page.request, dish.id)).toBe(7.25);
  await expect(page).toHaveURL(new RegExp(`/dish-management-edit/${dish.id}$`));

  // down by ten asks too
  await typePrice(page, '0,70');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toContainText(/es la décima parte o menos del actual, 7,25\s€/);
  await dialog.getByRole('button', { name: 'Revisar' }).click();
  expect(await storedCost(page.request, dish.id)).toBe(7.25);

  await typePrice(page, '72,50');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await dialog.getByRole('button', { name: 'Guardar este precio' }).click();
  await expect(page.getByText('Plato actualizado con éxito')).toBeVisible();
  expect(await storedCost(page.request, dish.id)).toBe(72.5);

  // an ordinary change does not ask
  await openEdit(page, { ...dish, cost: 72.5 });
  await typePrice(page, '70');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Plato actualizado con éxito')).toBeVisible();
  expect(await storedCost(page.request, dish.id)).toBe(70);
});

test('a reward costs whole points: "7,25" is refused with its message, "150" typed key by key is saved', async ({ page }) => {
  const name = unique('Premio puntos');
  await loginAs(page, ADMIN_EMAIL);
  await page.goto('/rewarmanagement-madm-admin');
  await page.getByRole('button', { name: 'Nuevo premio' }).click();
  await page.getByLabel(/^Nombre/).fill(name);
  const points = page.getByLabel('Puntos necesarios');
  await points.clear();
  await points.pressSequentially('7,25', { delay: 20 });
  await points.blur();
  await expect(page.getByText('Los puntos son un número entero, sin decimales: por ejemplo 150.')).toBeVisible();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Premio creado')).toHaveCount(0);
  await points.clear();
  await points.pressSequentially('150', { delay: 20 });
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Premio creado')).toBeVisible();
  await expect(page.getByRole('article', { name })).toContainText('150 puntos');
  const res = await page.request.get('/api/rewards', {
    headers: { Authorization: `Bearer ${await tokenFor(page.request)}` },
  });
  const rewards = (await res.json()) as { name: string; cost: number }[];
  expect(rewards.find((r) => r.name === name)?.cost).toBe(150);
});

test('counts in the admin forms are whole: stock "7,25" is refused, not read as 725; "12" typed key by key is saved', async ({
  page,
}) => {
  const dish = await newDish(page.request, 4);
  await loginAs(page, ADMIN_EMAIL);
  await page.goto(`/dish-management-edit/${dish.id}`);
  await expect(page.getByLabel(/^Nombre/)).toHaveValue(dish.name);
  await page.getByLabel('Modificar Existencias').check();
  const stock = page.getByLabel(/^Existencias/);
  await stock.clear();
  await stock.pressSequentially('7,25', { delay: 20 });
  await stock.blur();
  await expect(stock).toHaveValue('7,25');
  const message = 'Escribe un número entero, sin decimales ni otros signos: por ejemplo 12.';
  await expect(page.getByText(message)).toBeVisible();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(message)).toBeVisible();
  await stock.clear();
  await stock.pressSequentially('12', { delay: 20 });
  await expect(stock).toHaveValue('12');
  // the form has checked the new value before it is saved (a busy host can take a moment)
  await expect(page.getByText(message)).toHaveCount(0);
  const saved = page.waitForResponse((r) => r.url().endsWith(`/api/dishes/${dish.id}`) && r.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Guardar' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Plato actualizado con éxito')).toBeVisible();
  const res = await page.request.get(`/api/dishes/${dish.id}`, {
    headers: { Authorization: `Bearer ${await tokenFor(page.request)}` },
  });
  expect(((await res.json()) as Dish).stock).toBe(12);
});
