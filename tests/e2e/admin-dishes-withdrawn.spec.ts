import { expect, test } from '@playwright/test';
import { ADMIN_EMAIL, loginAs } from './support';
import { tokenFor, unique } from './admin-api';

test('Borrar removes the dish from the category list and the Retirados view brings it back', async ({ page }) => {
  const name = unique('Flan de huevo');
  const token = await tokenFor(page.request);
  const res = await page.request.post('/api/dishes', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name, description: 'Flan de huevo', cost: 3.5, stock: 5, category: { id: 4 } },
  });
  expect(res.status()).toBe(201);

  await loginAs(page, ADMIN_EMAIL);
  await page.goto('/dish-management-postres');
  await page.getByPlaceholder('Buscar platos').fill(name);
  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: 'Borrar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Borrar' }).click();
  await expect(page.getByText(`«${name}» retirado de la carta`)).toBeVisible();
  await expect(card).toHaveCount(0);

  await page.getByRole('tab', { name: 'Retirados' }).click();
  await expect(card.getByText('Retirado', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Volver a la carta' }).click();
  await expect(page.getByText(`«${name}» vuelve a estar en la carta`)).toBeVisible();
  await expect(card).toHaveCount(0);

  await page.getByRole('tab', { name: 'En la carta' }).click();
  await expect(card.getByRole('button', { name: 'Borrar' })).toBeVisible();
  await expect(card.getByText('Retirado', { exact: true })).toHaveCount(0);
});
