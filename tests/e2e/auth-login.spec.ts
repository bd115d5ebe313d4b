import { expect, test } from '@playwright/test';
import { ADMIN_EMAIL, CHEF_EMAIL, CUSTOMER_EMAIL, DEMO_PASSWORD, loginAs } from './support';

test('the e-mail field takes the focus once the screen is drawn, unless the user has moved on', async ({ page }) => {
  await page.goto('/login');
  const email = page.getByLabel('Correo electrónico');
  await expect(email).toBeFocused();
  // typing goes straight into it, with no click
  await page.keyboard.type('usuario@comedor.es');
  await expect(email).toHaveValue('usuario@comedor.es');

  // a user who reached the password field before the focus came is not pulled back: the page's load is held
  // back by a slow image (the focus waits for the load and a painted frame) while the user taps the password field
  await page.route('**/slow-e2e.png', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.fulfill({ status: 404, body: '' });
  });
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const img = new Image();
      img.src = '/slow-e2e.png';
      img.alt = '';
      document.body.appendChild(img);
    });
  });
  await page.reload({ waitUntil: 'commit' });
  await page.getByLabel('Contraseña').click();
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  await page.waitForFunction(() => document.readyState === 'complete');
  // the moment the focus would come: a frame after the load, then a task
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
  await expect(page.getByLabel('Contraseña')).toBeFocused();
});

test('an unknown e-mail shows its own flag for about 3 seconds', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill('nadie.existe@comedor.es');
  await page.getByLabel('Contraseña').fill('loquesea123');
  await page.getByRole('button', { name: 'Login' }).click();
  const flag = page.getByRole('alert').filter({ hasText: 'No existe ninguna cuenta con ese correo electrónico.' });
  await expect(flag).toBeVisible();
  await expect(flag).toBeHidden({ timeout: 5000 });
  await expect(page).toHaveURL(/\/login$/);
});

test('a wrong password shows another flag and keeps the visitor on the login screen', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(ADMIN_EMAIL);
  await page.getByLabel('Contraseña').fill('incorrecta999');
  await page.getByRole('button', { name: 'Login' }).click();
  const flag = page.getByRole('alert').filter({ hasText: 'La contraseña no es correcta.' });
  await expect(flag).toBeVisible();
  await expect(flag).toBeHidden({ timeout: 5000 });
  expect(await page.evaluate(() => sessionStorage.getItem('auth-token'))).toBeNull();
});

test('a deactivated account with the right password is told so and whom to ask, in Spanish and in English', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill('nuria.ortega@comedor.es');
  await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  const flag = page.getByRole('alert');
  await expect(flag).toHaveText('Tu cuenta está desactivada. Para volver a usarla, habla con el personal del comedor.');
  await page.screenshot({ path: test.info().outputPath('login-deactivated.png') });
  // It stays (unlike the 3-second flags): the visitor has time to read whom to ask.
  await page.waitForTimeout(3500);
  await expect(flag).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => sessionStorage.getItem('auth-token'))).toBeNull();

  await page.getByRole('button', { name: 'English' }).click();
  await page.getByLabel(/e-mail/i).fill('nuria.ortega@comedor.es');
  await page.getByLabel(/^password/i).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /^login$/i }).click();
  await expect(page.getByRole('alert')).toHaveText('Your account is deactivated. To use it again, talk to the canteen staff.');

  // With a wrong password it is just a wrong password: nothing tells a stranger the account is deactivated.
  await page.getByRole('button', { name: 'Español' }).click();
  await page.getByLabel('Correo electrónico').fill('nuria.ortega@comedor.es');
  await page.getByLabel('Contraseña').fill('incorrecta999');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText('La contraseña no es correcta.');
});

test('the form asks for a valid e-mail and a password before calling the server', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Este campo es obligatorio.')).toHaveCount(2);
  await page.getByLabel('Correo electrónico').fill('no-es-un-correo');
  await expect(page.getByText('Escribe un correo electrónico válido.')).toBeVisible();
});

for (const [email, home, role] of [
  [ADMIN_EMAIL, '/board-admin', 'Administrador'],
  [CHEF_EMAIL, '/board-chef', 'Encargado'],
  [CUSTOMER_EMAIL, '/board-user', 'Usuario'],
] as const) {
  test(`a ${role} lands on ${home} with the session stored`, async ({ page }) => {
    await loginAs(page, email, DEMO_PASSWORD);
    await expect(page).toHaveURL(new RegExp(`${home}$`));
    const session = await page.evaluate(() => [
      sessionStorage.getItem('auth-token'),
      sessionStorage.getItem('auth-user'),
      sessionStorage.getItem('auth-role'),
    ]);
    expect(session[0]).toBeTruthy();
    expect(Number(session[1])).toBeGreaterThan(0);
    expect(session[2]).toBe(role);
  });
}

test('password recovery accepts the company e-mail and Cancelar goes back', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: '¿Has olvidado tu contraseña?' }).click();
  await expect(page).toHaveURL(/\/recovery$/);
  await page.getByLabel('Correo de empresa').fill(CUSTOMER_EMAIL);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText(/recibirás un enlace para restablecer la contraseña/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('signing out clears the session and returns to the login screen', async ({ page }) => {
  await loginAs(page, ADMIN_EMAIL);
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
});
