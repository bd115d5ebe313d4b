/**
 * A customer whose session the server ends while the app is open (account deactivated, forged or expired
 * token) lands on the login screen with a short notice at the next call, instead of an endless "Reintentar".
 */
import { expect, test } from '@playwright/test';
import { tokenFor } from './admin-api';
import { loginAs, newCustomer } from './support';

const NOTICE = 'Tu sesión ha terminado. Vuelve a iniciar sesión.';

test('a customer deactivated by an administrator is sent to the login screen at the next screen', async ({ page, request }) => {
  const customer = await newCustomer(page);
  await loginAs(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/board-user$/);

  const admin = { Authorization: `Bearer ${await tokenFor(request)}` };
  const user = await (await request.get(`/api/users/email/${encodeURIComponent(customer.email)}`, { headers: admin })).json();
  const res = await request.put(`/api/users/${user.id}`, { headers: admin, data: { ...user, active: false } });
  expect(res.status()).toBe(200);

  await page.getByRole('navigation', { name: 'Navegación principal' }).first().getByText('PERFIL').click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(NOTICE)).toBeVisible();
  await expect(page.getByText(/Reintentar/)).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('auth-token'))).toBeNull();
});

test('a token the server refuses sends the customer to the login screen with the notice', async ({ page }) => {
  const customer = await newCustomer(page);
  await loginAs(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/board-user$/);
  // Same claims, broken signature: the browser still reads a session, the server answers 401.
  await page.evaluate(() => sessionStorage.setItem('auth-token', `${sessionStorage.getItem('auth-token')}x`));
  await page.getByRole('navigation', { name: 'Navegación principal' }).first().getByText('PERFIL').click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(NOTICE)).toBeVisible();

  // Logging in again works and the notice is gone.
  await loginAs(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/board-user$/);
});
