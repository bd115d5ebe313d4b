/**
 * A customer whose session the server ends while the app is open (account deactivated, forged or expired
 * token) lands on the login screen with a short notice at the next call, instead of an endless "Reintentar".
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { loginAs, newCustomer, tokenFor } from './support';

const NOTICE = 'Tu sesión ha terminado. Vuelve a iniciar sesión.';

async function deactivate(request: APIRequestContext, email: string): Promise<void> {
  const admin = { Authorization: `Bearer ${await tokenFor(request)}` };
  const user = await (await request.get(`/api/users/email/${encodeURIComponent(email)}`, { headers: admin })).json();
  const res = await request.put(`/api/users/${user.id}`, { headers: admin, data: { ...user, active: false } });
  expect(res.status()).toBe(200);
}

test('a customer deactivated by an administrator is sent to the login screen at the next screen', async ({ page, request }) => {
  // Without the live stream (which would end the session by itself, see below), the next screen's call meets the 401.
  await page.route('**/api/events/orders**', (route) => route.abort());
  const customer = await newCustomer(page);
  await loginAs(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/board-user$/);
  await deactivate(request, customer.email);

  // To the next screen, whose call meets the 401. The app may already have met it on a call of its own (it keeps
  // what it shows fresh): then it is on the login screen already and there is no link to follow.
  await page.evaluate(() => document.querySelector<HTMLAnchorElement>('nav a[href="/perfil"]')?.click());
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(NOTICE)).toBeVisible();
  await expect(page.getByText(/Reintentar/)).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('auth-token'))).toBeNull();
});

test('with its live stream open, a deactivated customer leaves for the login screen without a click', async ({
  page,
  request,
}) => {
  const customer = await newCustomer(page);
  await loginAs(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/board-user$/);
  await deactivate(request, customer.email);
  // The server closes the stream at once; its reconnect gets the 401.
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(NOTICE)).toBeVisible();
});

test('a token the server refuses sends the customer to the login screen with the notice', async ({ page }) => {
  const customer = await newCustomer(page);
  await loginAs(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/board-user$/);
  // Same claims, broken signature: the browser still reads a session, the server answers 401.
  await page.evaluate(() => sessionStorage.setItem('auth-token', `${sessionStorage.getItem('auth-token')}x`));
  // The open app may already be calling the server (live queue notices, the kitchen's status): a reload makes the
  // next call certain, and its 401 must end the session as any other call's does.
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(NOTICE)).toBeVisible();
  // The notice survives a reload of the login screen (the tab keeps why its session ended).
  await page.reload();
  await expect(page.getByText(NOTICE)).toBeVisible();

  // Logging in again works and the notice is gone.
  await loginAs(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/board-user$/);
});

test('a refused token on a reload of the cart, whose data the page asks before the app runs, also ends at the login screen', async ({
  page,
}) => {
  const customer = await newCustomer(page);
  await loginAs(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/board-user$/);
  await page.goto('/carrito');
  await expect(page.getByRole('heading', { name: 'Tu carrito' })).toBeVisible();
  await page.evaluate(() => sessionStorage.setItem('auth-token', `${sessionStorage.getItem('auth-token')}x`));
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(NOTICE)).toBeVisible();
  await expect(page.getByText(/Reintentar/)).toHaveCount(0);
});
