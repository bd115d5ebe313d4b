import { expect, test } from '@playwright/test';
import { freshCustomer, unique } from './support';
import { allergenByName, createDish } from './customer-admin';

test('an allergen marked in the profile survives a reload and warns on dishes that contain it, asking before adding', async ({
  page,
  request,
}) => {
  const sesame = await allergenByName(request, 'Sésamo');
  const dish = await createDish(request, {
    name: unique('Hummus e2e'),
    category: { id: 3 },
    cost: 4,
    stock: 10,
    allergens: [{ id: sesame.id }],
  });
  const safe = await createDish(request, {
    name: unique('Tomate aliñado e2e'),
    category: { id: 3 },
    cost: 3,
    stock: 10,
    allergens: [],
  });
  await freshCustomer(page);

  // Nothing marked yet: no warning, adding needs no confirmation.
  const card = page.getByRole('article', { name: dish.name });
  await expect(card.getByRole('note')).toHaveCount(0);

  await page.getByRole('link', { name: 'PERFIL', exact: true }).click();
  const toggle = page.getByRole('button', { name: 'Sésamo' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(toggle).toHaveCSS('text-decoration-line', 'line-through');
  await expect(page.getByText('Sésamo marcado como alérgeno')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sésamo' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('link', { name: 'INICIO', exact: true }).click();
  await expect(card.getByRole('note')).toHaveText('Alérgeno: Sésamo');
  await expect(page.getByRole('article', { name: safe.name }).getByRole('note')).toHaveCount(0);

  await card.getByRole('button', { name: `Añadir «${dish.name}» al carrito` }).click();
  const confirm = page.getByRole('dialog', { name: `¿Añadir «${dish.name}»?` });
  await expect(confirm).toContainText('contiene Sésamo');
  await confirm.getByRole('button', { name: 'No, gracias' }).click();
  await expect(page.getByRole('link', { name: 'Carrito, 0 artículos' })).toBeVisible();

  await card.getByRole('button', { name: `Añadir «${dish.name}» al carrito` }).click();
  await page
    .getByRole('dialog', { name: `¿Añadir «${dish.name}»?` })
    .getByRole('button', { name: 'Sí, añadirlo' })
    .click();
  await expect(page.getByRole('link', { name: 'Carrito, 1 artículo' })).toBeVisible();

  // The info modal carries the warning too.
  await card.getByRole('button', { name: `Ver información de «${dish.name}»` }).click();
  await expect(page.getByRole('dialog', { name: dish.name }).getByRole('note')).toContainText(
    'Contiene Sésamo, que marcaste como alérgeno',
  );
});

test('unmarking an allergen persists and removes the warning', async ({ page, request }) => {
  const fish = await allergenByName(request, 'Pescado');
  const dish = await createDish(request, {
    name: unique('Boquerones e2e'),
    category: { id: 3 },
    cost: 5,
    stock: 10,
    allergens: [{ id: fish.id }],
  });
  await freshCustomer(page);
  await page.goto('/perfil');
  await page.getByRole('button', { name: 'Pescado' }).click();
  await expect(page.getByRole('button', { name: 'Pescado' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Pescado' }).click();
  await expect(page.getByText('Pescado ya no está marcado como alérgeno')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Pescado' })).toHaveAttribute('aria-pressed', 'false');
  await page.getByRole('link', { name: 'INICIO', exact: true }).click();
  await expect(page.getByRole('article', { name: dish.name })).toBeVisible();
  await expect(page.getByRole('article', { name: dish.name }).getByRole('note')).toHaveCount(0);
});
