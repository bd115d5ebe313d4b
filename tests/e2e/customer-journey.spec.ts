import { expect, test } from '@playwright/test';
import { freshCustomer, unique } from './support';
import { createDish, setAvailability } from './customer-admin';

test('a customer orders from the home and the menu, picks an hour and finds the order in Ver mis pedidos', async ({
  page,
  request,
}) => {
  const starter = await createDish(request, {
    name: unique('Croquetas e2e'),
    category: { id: 3 },
    cost: 4.5,
    stock: 10,
    ingredients: [{ name: 'Bechamel' }],
  });
  const first = await createDish(request, {
    name: unique('Sopa e2e'),
    category: { id: 1 },
    cost: 6,
    stock: 10,
    ingredients: [{ name: 'Fideos' }, { name: 'Caldo' }],
  });
  await freshCustomer(page, 'Marta');

  await expect(page.getByRole('heading', { name: '¡Hola, Marta!' })).toBeVisible();
  for (const title of ['Para empezar', 'Esto te va a gustar', 'Nuestros destacados', '¿Te apetece algo dulce?']) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
  await page.getByRole('button', { name: `Añadir «${starter.name}» al carrito` }).click();
  await expect(page.getByRole('link', { name: 'Carrito, 1 artículo' })).toBeVisible();

  await page.getByRole('link', { name: 'MENÚ', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Crea tu menú' })).toBeVisible();
  await page.getByRole('button', { name: 'Añadir primeros' }).click();
  await page.getByRole('button', { name: `Ver información de «${first.name}»` }).click();
  const info = page.getByRole('dialog', { name: first.name });
  await expect(info.getByRole('list', { name: 'Ingredientes' })).toContainText('Fideos');
  await info.getByRole('button', { name: `Añadir «${first.name}» al carrito` }).click();
  await expect(info).toBeHidden();
  await expect(page.getByRole('link', { name: 'Carrito, 2 artículos' })).toBeVisible();

  await page.getByRole('link', { name: /^Carrito/ }).click();
  await page.getByRole('button', { name: `Añadir una unidad de «${starter.name}»` }).click();
  await expect(page.getByRole('group', { name: `Cantidad de «${starter.name}»` })).toContainText('2');
  await expect(page.getByLabel(/^Total:/)).toHaveText(/15,00\s€/);

  await page.getByRole('button', { name: 'Tramitar pedido' }).click();
  const hours = page.getByRole('dialog', { name: 'Elige tu día y hora' });
  await expect(hours.getByText('Siguiente hora disponible')).toBeVisible();
  const next = hours.getByRole('button', { name: /^\d\d:\d\d$/ }).first();
  const hour = (await next.textContent()) ?? '';
  await next.click();
  await page.getByRole('dialog', { name: 'Revisa tu pedido' }).getByRole('button', { name: 'Confirmar pedido' }).click();

  const placed = page.getByRole('dialog', { name: '¡Pedido realizado!' });
  // the day and the hour: "Jueves 26 de noviembre, 13:30"
  await expect(placed.getByText(new RegExp(`^\\p{Lu}\\p{Ll}+ \\d+ de \\p{Ll}+, ${hour}$`, 'u'))).toBeVisible();
  const numberText = (await placed.getByText(/^Pedido nº\d+$/).textContent()) ?? '';
  expect(numberText).toMatch(/^Pedido nº\d+$/);

  await placed.getByRole('link', { name: 'Ver mis pedidos' }).click();
  await expect(page.getByRole('heading', { name: 'Mis pedidos' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Carrito, 0 artículos' })).toBeVisible();
  const order = page.getByRole('article', { name: numberText });
  await expect(order).toContainText('Pendiente');
  await expect(order).toContainText(`2 × ${starter.name}`);
  await expect(order).toContainText(`1 × ${first.name}`);
  await expect(order).toContainText(`Hora de recogida: ${hour}`);
});

test('the cart survives a reload, and lines can be lowered and removed down to the empty state', async ({ page, request }) => {
  const dish = await createDish(request, { name: unique('Flan e2e'), category: { id: 4 }, cost: 3.2, stock: 10 });
  await freshCustomer(page);
  await page.getByRole('button', { name: `Añadir «${dish.name}» al carrito` }).click();
  await page.getByRole('button', { name: `Añadir «${dish.name}» al carrito` }).click();
  await page.reload();
  await expect(page.getByRole('link', { name: 'Carrito, 2 artículos' })).toBeVisible();

  await page.getByRole('link', { name: /^Carrito/ }).click();
  await expect(page.getByLabel(/^Total:/)).toHaveText(/6,40\s€/);
  await page.getByRole('button', { name: `Quitar una unidad de «${dish.name}»` }).click();
  await expect(page.getByLabel(/^Total:/)).toHaveText(/3,20\s€/);
  await page.getByRole('button', { name: `Quitar «${dish.name}» del carrito` }).click();
  await expect(page.getByText('Tu carrito está vacío.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Tu carrito está vacío.')).toBeVisible();
});

test('when a dish runs out before checkout, the order fails with a message naming it and the cart is kept', async ({
  page,
  request,
}) => {
  const dish = await createDish(request, { name: unique('Tarta e2e'), category: { id: 4 }, cost: 4, stock: 3 });
  await freshCustomer(page);
  for (let i = 0; i < 2; i++) await page.getByRole('button', { name: `Añadir «${dish.name}» al carrito` }).click();
  await setAvailability(request, dish.id, { stock: 1 });

  await page.getByRole('link', { name: /^Carrito/ }).click();
  await page.getByRole('button', { name: 'Tramitar pedido' }).click();
  await page
    .getByRole('dialog', { name: 'Elige tu día y hora' })
    .getByRole('button', { name: /^\d\d:\d\d$/ })
    .first()
    .click();
  await page.getByRole('dialog', { name: 'Revisa tu pedido' }).getByRole('button', { name: 'Confirmar pedido' }).click();

  await expect(page.getByText(/No hay suficientes unidades/)).toContainText(dish.name);
  await expect(page.getByRole('dialog', { name: '¡Pedido realizado!' })).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Elige tu día y hora' })).toBeHidden();
  await expect(page.getByRole('group', { name: `Cantidad de «${dish.name}»` })).toContainText('2');
  await expect(page.getByRole('link', { name: 'Carrito, 2 artículos' })).toBeVisible();
});
