import { expect, test } from '@playwright/test';
import { loginAs, newCustomer } from './support';

for (const path of ['/board-admin', '/usrManagement-list-admin', '/users', '/dish-management', '/profile-admin', '/list']) {
  test(`without a session ${path} sends the visitor to /login`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  });
}

test('the root path goes to the login screen', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

test('an unknown path shows the login screen', async ({ page }) => {
  await page.goto('/esto-no-existe/para-nada');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(page.getByLabel('Correo electrónico')).toBeVisible();
});

test('a customer opening admin screens is sent to their own home and never sees them', async ({ page }) => {
  const customer = await newCustomer(page);
  await loginAs(page, customer.email, customer.password);
  for (const path of ['/board-admin', '/usrManagement-list-admin', '/users', '/customerSupport-list-shared']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/board-user$/);
    await expect(page.getByText('Listado de Usuarios del Sistema')).toHaveCount(0);
    await expect(page.getByText('Pedidos pendientes')).toHaveCount(0);
  }
});

test('any logged-in role opens /list but only an administrator can edit the reward card', async ({ page }) => {
  const customer = await newCustomer(page);
  await loginAs(page, customer.email, customer.password);
  await page.goto('/list');
  await expect(page.getByRole('heading', { name: 'Premios' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Editar' })).toHaveCount(0);
});

test('a token the server rejects (401) ends the session', async ({ page }) => {
  await loginAs(page, 'admin@comedor.es');
  // Same claims, broken signature: the client still reads a session, the server answers 401.
  await page.evaluate(() => sessionStorage.setItem('auth-token', `${sessionStorage.getItem('auth-token')}x`));
  await page.goto('/usrManagement-list-admin');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => sessionStorage.getItem('auth-token'))).toBeNull();
});
