import { expect, test } from '@playwright/test';
import { ADMIN_EMAIL, loginAs, tokenFor, unique } from './support';

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
  // The search reaches the URL after react-admin's debounce; a tab chosen before that would be undone by it.
  await expect(page).toHaveURL(/filter=.*Flan/);
  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: 'Borrar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Borrar' }).click();
  await expect(page.getByText(`«${name}» retirado de la carta`)).toBeVisible();
  await expect(card).toHaveCount(0);

  await page.getByRole('tab', { name: 'Retirados' }).click();
  await expect(page).toHaveURL(/withdrawn/);
  await expect(card.getByText('Retirado', { exact: true })).toBeVisible();
  // By keyboard, as a user may. The card leaves this tab within the same event (the list updates at once), and
  // Playwright retries an element action whose element vanished meanwhile, against a card that no longer exists.
  await card.getByRole('button', { name: 'Volver a la carta' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`«${name}» vuelve a estar en la carta`)).toBeVisible();
  await expect(card).toHaveCount(0);

  await page.getByRole('tab', { name: 'En la carta' }).click();
  await expect(card.getByRole('button', { name: 'Borrar' })).toBeVisible();
  await expect(card.getByText('Retirado', { exact: true })).toHaveCount(0);
});
