/**
 * "Mantener la sesión iniciada en este dispositivo" (issue 28): a customer who ticks it opens a new tab (or a
 * notification's link) already signed in; the profile lists the device; after a password change, or once the
 * device is removed, a new tab lands on the login screen. Without the tick a new tab asks for the password.
 */
import { expect, test, type Page } from '@playwright/test';
import { newCustomer } from './support';

async function login(page: Page, email: string, password: string, remember: boolean) {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  if (remember) await page.getByLabel('Mantener la sesión iniciada en este dispositivo').check();
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/board-user$/);
}

test('a remembered device opens new tabs signed in until the password changes', async ({ page, context }) => {
  test.setTimeout(90_000);
  const customer = await newCustomer(page, 'Recordada');
  await login(page, customer.email, customer.password, true);
  // The credential is not readable by the page's scripts.
  expect(await page.evaluate(() => document.cookie)).not.toContain('comedor_device');

  // A new tab (its own sessionStorage, as a tapped notification would open) lands on "Mis pedidos" signed in.
  const second = await context.newPage();
  await second.goto('/pedidos');
  await expect(second).toHaveURL(/\/pedidos$/);
  // …and so does a notification's link, which keeps the order it points at
  const tapped = await context.newPage();
  await tapped.goto('/pedidos?pedido=1');
  await expect(tapped.getByRole('heading', { name: 'Mis pedidos' })).toBeVisible();
  await expect(tapped).toHaveURL(/\/pedidos\?pedido=1$/);
  await tapped.close();
  await expect(second.getByRole('heading', { name: 'Mis pedidos' })).toBeVisible();
  expect(await second.evaluate(() => sessionStorage.getItem('auth-token'))).not.toBeNull();

  // The profile lists this device.
  await second.goto('/perfil');
  const devices = second.getByRole('list', { name: 'Dispositivos con la sesión iniciada' });
  await expect(devices.getByText(/\(este dispositivo\)$/)).toBeVisible();
  await second.screenshot({ path: test.info().outputPath('profile-devices.png'), fullPage: true });

  // A password change (in the first tab, through the API as the profile does) ends the device.
  const token = await page.evaluate(() => sessionStorage.getItem('auth-token'));
  const userId = await page.evaluate(() => sessionStorage.getItem('auth-user'));
  const changed = await page.request.put(`/api/users/${userId}/password`, {
    headers: { authorization: `Bearer ${token}` },
    data: { oldPassword: customer.password, newPassword: 'Cambiada9876' },
  });
  expect(changed.status()).toBe(200);
  const third = await context.newPage();
  await third.goto('/pedidos?pedido=1');
  await expect(third).toHaveURL(/\/login$/);
  await expect(third.getByLabel('Correo electrónico')).toBeVisible();
});

test('without the tick a new tab asks for the password; "Quitar" in the profile ends a remembered device', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const customer = await newCustomer(page, 'Olvidada');
  await login(page, customer.email, customer.password, false);
  const other = await context.newPage();
  await other.goto('/board-user');
  await expect(other).toHaveURL(/\/login$/);

  await login(other, customer.email, customer.password, true);
  await other.goto('/perfil');
  const devices = other.getByRole('list', { name: 'Dispositivos con la sesión iniciada' });
  await devices.getByRole('button', { name: 'Quitar' }).click();
  await other.getByRole('dialog').getByRole('button', { name: 'Quitar' }).click();
  await expect(other.getByText('Ese dispositivo ya no mantiene tu sesión iniciada.')).toBeVisible();
  await expect(other.getByText(/Ningún dispositivo mantiene tu sesión iniciada/)).toBeVisible();

  const after = await context.newPage();
  await after.goto('/board-user');
  await expect(after).toHaveURL(/\/login$/);
});
