import { expect, test } from '@playwright/test';
import { freshCustomer, unique } from './support';
import { createDish, setAvailability } from './customer-admin';

test('a dish the kitchen marks as not available shows Agotado and cannot be added', async ({ page, request }) => {
  const dish = await createDish(request, { name: unique('Natillas e2e'), category: { id: 4 }, cost: 3, stock: 8 });
  await setAvailability(request, dish.id, { isAvailable: false });
  await freshCustomer(page);

  const card = page.getByRole('article', { name: dish.name });
  await expect(card.getByText('Agotado').first()).toBeVisible();
  await expect(card.getByRole('button', { name: `${dish.name}: Agotado` })).toBeDisabled();

  await page.getByRole('link', { name: 'MENÚ', exact: true }).click();
  await page.getByRole('button', { name: 'Añadir postres' }).click();
  const menuCard = page.getByRole('article', { name: dish.name });
  await expect(menuCard.getByText('Agotado')).toBeVisible();
  await expect(menuCard.getByRole('button', { name: `${dish.name}: Agotado` })).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Carrito, 0 artículos' })).toBeVisible();
});

test('a dish with no stock left is Agotado, and the cart never holds more than the stock', async ({ page, request }) => {
  const none = await createDish(request, { name: unique('Sorbete e2e'), category: { id: 4 }, cost: 2.5, stock: 0 });
  const few = await createDish(request, { name: unique('Brownie e2e'), category: { id: 4 }, cost: 3.5, stock: 2 });
  await freshCustomer(page);

  await expect(
    page.getByRole('article', { name: none.name }).getByRole('button', { name: `${none.name}: Agotado` }),
  ).toBeDisabled();

  const add = page.getByRole('button', { name: `Añadir «${few.name}» al carrito` });
  await add.click();
  await add.click();
  await expect(add).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Carrito, 2 artículos' })).toBeVisible();

  await page.getByRole('link', { name: /^Carrito/ }).click();
  await expect(page.getByRole('button', { name: `Añadir una unidad de «${few.name}»` })).toBeDisabled();
});
