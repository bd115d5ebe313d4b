import { expect, test } from '@playwright/test';
import { CUSTOMER_EMAIL } from './support';

test('a visitor creates an account from the login screen and lands logged in on the customer home', async ({ page, request }) => {
  const email = `alta.${Date.now()}@ejemplo.es`;
  await page.goto('/login');
  await page.getByRole('link', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('heading', { name: 'Crear cuenta' })).toBeVisible();

  await page.getByLabel('Nombre').fill('Irene');
  await page.getByLabel('Apellidos').fill('Llorente');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: false }).first().fill('Sabrosa2024');
  await page.getByLabel('Repite la contraseña').fill('Sabrosa2024');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();

  await expect(page).toHaveURL(/\/board-user$/);
  await expect(page.getByRole('heading', { name: '¡Hola, Irene!' })).toBeVisible();

  // The account is a Usuario and logs in with the chosen password.
  const login = await request.post('/api/login', { data: { userName: email, password: 'Sabrosa2024' } });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const me = await request.get('/api/users/me', { headers: { Authorization: `Bearer ${token}` } });
  expect(((await me.json()) as { role: { name: string } }).role.name).toBe('Usuario');
});

test('sign-up explains a weak password, a mismatch and an e-mail already taken, in Spanish', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('Nombre').fill('Pablo');
  await page.getByLabel('Correo electrónico').fill(CUSTOMER_EMAIL);
  await page.getByLabel('Contraseña', { exact: false }).first().fill('corta');
  await page.getByLabel('Repite la contraseña').fill('otra');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByText('La contraseña debe tener al menos 8 caracteres.')).toBeVisible();
  await expect(page.getByText('Las contraseñas no coinciden.')).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);

  await page.getByLabel('Contraseña', { exact: false }).first().fill('Segura123');
  await page.getByLabel('Repite la contraseña').fill('Segura123');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(
    page.getByText('Ya existe una cuenta con este correo electrónico. Inicia sesión o usa otro correo.').first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);
});
