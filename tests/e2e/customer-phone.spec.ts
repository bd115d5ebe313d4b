import { expect, test } from '@playwright/test';
import { freshCustomer, unique } from './support';
import { createDish } from './customer-admin';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('on a phone the customer orders from the menu accordion with the bottom navigation', async ({ page, request }) => {
  const drink = await createDish(request, { name: unique('Limonada e2e'), category: { id: 5 }, cost: 2.2, stock: 10 });
  await freshCustomer(page);

  const nav = page.getByRole('navigation', { name: 'Navegación principal' });
  await expect(nav).toBeVisible();
  const box = await nav.boundingBox();
  expect(box && box.y + box.height).toBeGreaterThan(800);

  await nav.getByRole('link', { name: 'MENÚ', exact: true }).click();
  for (const section of ['Primeros', 'Segundos', 'Entrantes', 'Postres', 'Bebidas']) {
    await expect(page.getByRole('button', { name: section })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Bebidas' }).click();
  await page.getByRole('button', { name: `Añadir «${drink.name}» al carrito` }).click();
  await page.getByRole('button', { name: `Añadir «${drink.name}» al carrito` }).click();

  await page.getByRole('link', { name: 'Carrito, 2 artículos' }).click();
  await expect(page.getByLabel(/^Total:/)).toHaveText(/4,40\s€/);
  await page.getByRole('button', { name: 'Tramitar pedido' }).click();
  const hours = page.getByRole('dialog', { name: 'Elige tu día y hora' });
  await expect(hours.getByText('Siguiente hora disponible')).toBeVisible();
  await hours
    .getByRole('button', { name: /^\d\d:\d\d$/ })
    .first()
    .click();
  await page.getByRole('dialog', { name: 'Revisa tu pedido' }).getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(page.getByRole('dialog', { name: '¡Pedido realizado!' }).getByText(/^Pedido nº\d+$/)).toBeVisible();

  await page.getByRole('link', { name: 'Ver mis pedidos' }).click();
  await expect(page.getByRole('article').first()).toContainText(`2 × ${drink.name}`);

  // Nothing overflows the phone's width.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
