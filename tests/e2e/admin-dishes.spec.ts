import { expect, test } from '@playwright/test';
import { ADMIN_EMAIL, loginAs, unique } from './support';
import { PNG } from './admin-api';

test('creates a dish with an uploaded image, edits its price, withdraws it and brings it back', async ({ page }) => {
  const name = unique('Sopa e2e');
  await loginAs(page, ADMIN_EMAIL);
  await page.goto('/dish-management-postres');
  await expect(page.getByRole('tab', { name: 'Postres', selected: true })).toBeVisible();
  await page.getByRole('link', { name: 'Añadir' }).click();
  await expect(page).toHaveURL(/\/dish-management-create\?category=4$/);

  await page.getByLabel(/^Nombre/).fill(name);
  await page.getByLabel(/^Precio/).fill('4.5');
  await page.getByLabel(/^Descripción/).fill('Sopa de prueba con fideos');
  await page.getByLabel(/^Existencias/).fill('12');
  await page.getByRole('button', { name: 'Añadir' }).first().click();
  await page.getByLabel('Ingrediente').first().fill('Fideos');
  await page.getByRole('checkbox', { name: 'Gluten' }).check();
  await page.locator('input[type=file]').setInputFiles({ name: 'sopa.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Imagen subida')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Vista previa de la imagen' })).toBeVisible();
  await page.getByRole('button', { name: 'Guardar' }).click();

  await expect(page.getByText('Plato creado con éxito')).toBeVisible();
  await expect(page).toHaveURL(/\/dish-management-postres$/);
  await page.getByPlaceholder('Buscar platos').fill(name);
  // the search lands in the URL (a filtered list can be shared) once the typing pauses
  await expect(page).toHaveURL(/filter=.*Sopa/);
  const card = page.getByRole('article', { name });
  await expect(card).toContainText('4,50 €');
  await expect(card.getByRole('img', { name })).toBeVisible();

  await card.getByRole('link', { name: 'Editar' }).click();
  await expect(page).toHaveURL(/\/dish-management-edit\/\d+$/);
  const price = page.getByLabel(/^Precio/);
  await expect(price).toBeDisabled();
  await page.getByLabel('Modificar Precio (€)').check();
  await price.fill('7.25');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Plato actualizado con éxito')).toBeVisible();
  await page.getByPlaceholder('Buscar platos').fill(name);
  // the search lands in the URL (a filtered list can be shared) once the typing pauses
  await expect(page).toHaveURL(/filter=.*Sopa/);
  await expect(card).toContainText('7,25 €');

  await card.getByRole('button', { name: 'Borrar' }).click();
  await expect(page.getByText('¿Estás seguro de que deseas eliminar este plato?', { exact: false })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Borrar' }).click();
  await expect(card).toHaveCount(0);
  await page.getByRole('tab', { name: 'Retirados' }).click();
  await expect(card.getByText('Retirado')).toBeVisible();
  await card.getByRole('button', { name: 'Volver a la carta' }).click();
  await expect(card).toHaveCount(0);
  await page.getByRole('tab', { name: 'En la carta' }).click();
  await expect(card.getByRole('button', { name: 'Borrar' })).toBeVisible();
});

test('the five category routes open their tab', async ({ page }) => {
  await loginAs(page, ADMIN_EMAIL);
  for (const [path, tab] of [
    ['/dish-management', 'Primeros'],
    ['/dish-management-segundos', 'Segundos'],
    ['/dish-management-entrantes', 'Entrantes'],
    ['/dish-management-postres', 'Postres'],
    ['/dish-management-bebidas', 'Bebidas'],
  ]) {
    await page.goto(path);
    await expect(page.getByRole('tab', { name: tab, selected: true })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
  }
});
