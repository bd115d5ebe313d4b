/**
 * Issue 23.5: on the dish edit form every field is locked until its own "Modificar …" checkbox is ticked; a
 * locked field cannot be edited and its value is saved unchanged. The ingredients were the one that did not lock.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Dish } from '../../model/entities';
import { ADMIN_EMAIL, loginAs, tokenFor, unique } from './support';

async function newDish(request: APIRequestContext): Promise<Dish> {
  const res = await request.post('/api/dishes', {
    headers: { Authorization: `Bearer ${await tokenFor(request)}` },
    data: {
      name: unique('Ensalada candado'),
      cost: 5.5,
      category: { id: 1 },
      ingredients: [{ name: 'Tomate' }, { name: 'Lechuga' }],
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as Dish;
}

async function stored(request: APIRequestContext, id: number): Promise<Dish> {
  const res = await request.get(`/api/dishes/${id}`, { headers: { Authorization: `Bearer ${await tokenFor(request)}` } });
  return (await res.json()) as Dish;
}

test('every field of the dish edit form is locked until its own checkbox is ticked', async ({ page }) => {
  const dish = await newDish(page.request);
  await loginAs(page, ADMIN_EMAIL);
  await page.goto(`/dish-management-edit/${dish.id}`);
  const ingredients = page.getByLabel('Ingrediente', { exact: true });
  await expect(ingredients).toHaveCount(2);
  await expect(ingredients.first()).toHaveValue('Tomate');

  const locked = [
    ['Categoría', page.getByRole('combobox', { name: 'Categoría' })],
    ['Nombre', page.getByLabel(/^Nombre/)],
    ['Precio (€)', page.getByLabel(/^Precio/)],
    ['Descripción', page.getByLabel(/^Descripción/)],
    ['Existencias', page.getByLabel(/^Existencias/)],
    ['Preparación (min por ración)', page.getByLabel(/^Preparación/)],
    ['Opciones', page.getByLabel('Destacado', { exact: true })],
    ['Ingredientes', ingredients.first()],
    ['Alérgenos', page.getByRole('checkbox', { name: 'Gluten' })],
  ] as const;
  for (const [field, input] of locked) {
    await expect(page.getByLabel(`Modificar ${field}`), field).not.toBeChecked();
    await expect(input, field).toBeDisabled();
  }
  await expect(ingredients.nth(1)).toBeDisabled();
  // nor can a row be added or removed while locked
  await expect(page.getByRole('button', { name: 'Añadir' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Eliminar' })).toHaveCount(0);

  // ticking one opens that one only
  await page.getByLabel('Modificar Ingredientes').check();
  await expect(ingredients.first()).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Añadir' })).toBeVisible();
  await expect(page.getByLabel(/^Nombre/)).toBeDisabled();
  await expect(page.getByRole('checkbox', { name: 'Gluten' })).toBeDisabled();
});

test('locked ingredients are saved unchanged; once ticked, the edit is saved', async ({ page }) => {
  const dish = await newDish(page.request);
  await loginAs(page, ADMIN_EMAIL);
  await page.goto(`/dish-management-edit/${dish.id}`);
  const ingredients = page.getByLabel('Ingrediente', { exact: true });
  await expect(ingredients.first()).toHaveValue('Tomate');
  // typing into the locked field does nothing
  await ingredients
    .first()
    .pressSequentially('Pepino', { timeout: 2_000 })
    .catch(() => undefined);
  await expect(ingredients.first()).toHaveValue('Tomate');
  await page.getByLabel('Modificar Nombre').check();
  const renamed = `${dish.name} bis`;
  await page.getByLabel(/^Nombre/).fill(renamed);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Plato actualizado con éxito')).toBeVisible();
  let saved = await stored(page.request, dish.id);
  expect(saved.name).toBe(renamed);
  expect(saved.ingredients).toEqual([{ name: 'Tomate' }, { name: 'Lechuga' }]);
  expect(saved.cost).toBe(5.5);

  await page.goto(`/dish-management-edit/${dish.id}`);
  await expect(ingredients.first()).toHaveValue('Tomate');
  await page.getByLabel('Modificar Ingredientes').check();
  await ingredients.first().fill('Pepino');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Plato actualizado con éxito')).toBeVisible();
  saved = await stored(page.request, dish.id);
  expect(saved.ingredients).toEqual([{ name: 'Pepino' }, { name: 'Lechuga' }]);
  expect(saved.name).toBe(renamed);
});
