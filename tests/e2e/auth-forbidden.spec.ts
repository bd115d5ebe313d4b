import { expect, test } from '@playwright/test';
import { loginAs, tokenFor } from './support';
import { newUser } from './admin-api';

test('an administrator whose role is taken away meanwhile is told access is denied, and stays signed in', async ({ page }) => {
  const { email, password, user } = await newUser(page.request, 'Administrador', 'Degradada');
  await loginAs(page, email, password);
  await page.goto('/usrManagement-list-admin');
  await expect(page.getByText('Listado de Usuarios del Sistema').first()).toBeVisible();

  // Another administrator makes this account a customer while its admin screen is open.
  const res = await page.request.put(`/api/users/${user.id}`, {
    headers: { Authorization: `Bearer ${await tokenFor(page.request)}` },
    data: { name: 'Degradada', surname: 'Automática', email, roleName: 'Usuario' },
  });
  expect(res.status()).toBe(200);

  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByText(/no tienes permiso/i).first()).toBeVisible();
  await expect(page).not.toHaveURL(/\/login$/);
  expect(await page.evaluate(() => sessionStorage.getItem('auth-token'))).not.toBeNull();
});
