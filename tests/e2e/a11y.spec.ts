/**
 * Accessibility: axe-core (WCAG 2.1 A and AA rules) finds no serious or critical violation on the screens each
 * role uses most, and every dish photo is named after its dish.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN_EMAIL, CHEF_EMAIL, freshCustomer, loginAs, newCustomer, tokenFor, unique } from './support';
import { createDish } from './customer-admin';
import { PNG } from './admin-api';
import type { Hour } from '../../model/entities';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Runs axe on the page (or inside one element) and fails with each serious/critical violation and its nodes. */
async function expectNoSeriousViolations(page: Page, screen: string, include?: string): Promise<void> {
  // The screen's data first: no placeholder or spinner left (a busy machine can take seconds to answer).
  await expect(page.locator('.MuiSkeleton-root, [role="progressbar"]:not([aria-valuenow])')).toHaveCount(0, { timeout: 30_000 });
  // A dialog fading in has blended colours: axe must see the screen as it settles, not mid-transition.
  await expect.poll(() => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length)).toBe(0);
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll('.MuiDialog-container, .MuiBackdrop-root')].every(
          (el) => getComputedStyle(el).opacity === '1',
        ),
      ),
    )
    .toBe(true);
  let builder = new AxeBuilder({ page }).withTags(WCAG_21_AA);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')} ${n.failureSummary?.replace(/\n/g, ' ') ?? ''}`).join('\n')}`,
    );
  expect.soft(serious, `axe on ${screen}`).toEqual([]);
}

/**
 * Waits until the images in view have loaded or failed, so axe and the alt assertions see the final DOM. A lazy
 * image out of the viewport (a card further along the "Última hora" carousel) is not fetched until it scrolls in.
 */
async function imagesSettled(scope: Locator): Promise<void> {
  await expect
    .poll(async () =>
      scope.locator('img').evaluateAll((imgs) =>
        imgs.every((node) => {
          const img = node as HTMLImageElement;
          if (img.complete) return true;
          const r = img.getBoundingClientRect();
          const inView = r.right > 0 && r.bottom > 0 && r.left < window.innerWidth && r.top < window.innerHeight;
          return img.loading === 'lazy' && !inView;
        }),
      ),
    )
    .toBe(true);
}

/** A dish with a photo, so the cards show an <img> whose name must be the dish's. */
async function dishWithPhoto(page: Page, category: number, prefix: string) {
  const token = await tokenFor(page.request, ADMIN_EMAIL);
  const upload = await page.request.post('/api/images', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { file: { name: 'plato.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(upload.ok()).toBeTruthy();
  const { url } = (await upload.json()) as { url: string };
  return createDish(page.request, { name: unique(prefix), category: { id: category }, cost: 5, stock: 30, image: url });
}

test('customer screens: home, menu, cart with the hour dialog, profile and orders', async ({ page }) => {
  // Eight screens, each waited for and audited: 35 s of the default 60 on a 2-core machine at load 19.
  test.setTimeout(120_000);
  const starter = await dishWithPhoto(page, 3, 'Croquetas a11y');
  await freshCustomer(page, 'Lucía');

  await expect(page.getByRole('heading', { name: '¡Hola, Lucía!' })).toBeVisible();
  const card = page.getByRole('article', { name: starter.name }).first();
  await expect(card.getByRole('img', { name: starter.name })).toBeVisible();
  await imagesSettled(page.locator('body'));
  // every image is either named or explicitly decorative
  expect(await page.locator('img:not([alt])').count()).toBe(0);
  await expectNoSeriousViolations(page, '/board-user');

  await page.getByRole('link', { name: 'MENÚ', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Crea tu menú' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Añadir entrantes' })).toBeVisible();
  await expectNoSeriousViolations(page, '/crear_menu');
  await page.getByRole('button', { name: 'Añadir entrantes' }).click();
  const menuCard = page.getByRole('article', { name: starter.name }).first();
  await expect(menuCard.getByRole('img', { name: starter.name })).toBeVisible();
  await expectNoSeriousViolations(page, '/crear_menu (entrantes)');
  await menuCard.getByRole('button', { name: `Añadir «${starter.name}» al carrito` }).click();
  await expect(page.getByRole('link', { name: 'Carrito, 1 artículo' })).toBeVisible();

  await page.getByRole('link', { name: /^Carrito/ }).click();
  await expect(page.getByRole('button', { name: 'Tramitar pedido' })).toBeVisible();
  await imagesSettled(page.locator('body'));
  await expectNoSeriousViolations(page, '/carrito');
  await page.getByRole('button', { name: 'Tramitar pedido' }).click();
  const hours = page.getByRole('dialog', { name: 'Elige tu día y hora' });
  await expect(hours.getByRole('button', { name: /^\d\d:\d\d$/ }).first()).toBeVisible();
  await expectNoSeriousViolations(page, '/carrito (Elige tu hora)');
  await hours
    .getByRole('button', { name: /^\d\d:\d\d$/ })
    .first()
    .click();
  const summary = page.getByRole('dialog', { name: 'Revisa tu pedido' });
  await expect(summary.getByRole('button', { name: 'Confirmar pedido' })).toBeEnabled();
  await expectNoSeriousViolations(page, '/carrito (Revisa tu pedido)');
  await summary.getByRole('button', { name: 'Confirmar pedido' }).click();
  const placed = page.getByRole('dialog', { name: '¡Pedido realizado!' });
  await expect(placed).toBeVisible();
  await expectNoSeriousViolations(page, '/carrito (¡Pedido realizado!)');
  await placed.getByRole('link', { name: 'Ver mis pedidos' }).click();

  await expect(page.getByRole('heading', { name: 'Mis pedidos' })).toBeVisible();
  await expect(page.getByRole('article').first()).toContainText(starter.name);
  await expectNoSeriousViolations(page, '/pedidos');

  await page.getByRole('link', { name: 'INICIO', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Tu pedido de hoy' })).toContainText('Pendiente');
  await imagesSettled(page.locator('body'));
  await expectNoSeriousViolations(page, '/board-user (Tu pedido de hoy)');

  await page.goto('/perfil');
  await expect(page.getByRole('heading', { name: /Lucía/ }).first()).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Progreso hacia el siguiente premio' })).toBeVisible();
  await imagesSettled(page.locator('body'));
  expect(await page.locator('img:not([alt])').count()).toBe(0);
  await expectNoSeriousViolations(page, '/perfil');
});

test('login screen', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByLabel(/contraseña/i)).toBeVisible();
  await expectNoSeriousViolations(page, '/login');
});

test('kitchen board with an order on it', async ({ page }) => {
  const dish = await dishWithPhoto(page, 1, 'Sopa a11y');
  const customer = await newCustomer(page, 'Pablo');
  const token = await tokenFor(page.request, customer.email, customer.password);
  const hours = (await (
    await page.request.get('/api/hours', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as Hour[];
  const order = await page.request.post('/api/orders', {
    headers: { Authorization: `Bearer ${token}` },
    data: { pickupHour: hours[0].hour, lines: [{ dishId: dish.id, quantity: 2 }] },
  });
  expect(order.status()).toBe(201);

  await loginAs(page, CHEF_EMAIL);
  await expect(page).toHaveURL(/\/board-chef$/);
  await expect(page.getByRole('heading', { name: 'Pedidos pendientes' })).toBeVisible();
  await expect(page.getByText(dish.name).first()).toBeVisible();
  await expectNoSeriousViolations(page, '/board-chef');
});

test('admin home: headings in order, and the photo beside the name is not read out twice', async ({ page }) => {
  // Lighthouse's accessibility score counts two rules axe files under best practices: heading-order (the figures'
  // labels were <h6> under an <h2>) and image-redundant-alt (the app bar's photo had the name beside it as alt).
  const token = await tokenFor(page.request, ADMIN_EMAIL);
  const upload = await page.request.post('/api/images', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { file: { name: 'cara.png', mimeType: 'image/png', buffer: PNG } },
  });
  const { url } = (await upload.json()) as { url: string };
  const email = `${unique('admin.foto').replace(/\W+/g, '.')}@comedor.es`;
  const created = await page.request.post('/api/users', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: 'Inés', surname: 'Foto Prueba', email, password: 'Prueba1234', roleName: 'Administrador', image: url },
  });
  expect(created.status()).toBe(201);
  await loginAs(page, email, 'Prueba1234');
  await expect(page).toHaveURL(/\/board-admin$/);
  const menu = page.getByRole('button', { name: 'Menú de Inés Foto Prueba' });
  await expect(menu.locator('img')).toHaveAttribute('src', url);
  await expect(page.getByText('Pendientes', { exact: true }).first()).toBeVisible();
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0, { timeout: 30_000 });
  const { violations } = await new AxeBuilder({ page })
    .withRules(['heading-order', 'image-redundant-alt', 'image-alt'])
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  // the figures are still named by their labels
  await expect(page.getByRole('group', { name: 'Pendientes' }).first()).toBeVisible();
});

test('admin screens: dashboard, user list and dish edit', async ({ page }) => {
  const dish = await dishWithPhoto(page, 2, 'Filete a11y');
  await loginAs(page, ADMIN_EMAIL);
  await expect(page).toHaveURL(/\/board-admin$/);
  await expect(page.getByRole('link', { name: /Usuarios/ })).toBeVisible();
  await expectNoSeriousViolations(page, '/board-admin');

  await page.goto('/users');
  await expect(page.getByText(/Mostrando del 1 al/)).toBeVisible();
  await expectNoSeriousViolations(page, '/users');

  await page.goto(`/dish-management-edit/${dish.id}`);
  await expect(page.getByLabel(/^Nombre/)).toHaveValue(dish.name);
  await imagesSettled(page.locator('body'));
  await expectNoSeriousViolations(page, `/dish-management-edit/${dish.id}`);
});
