/** Helpers shared by the end-to-end specs: log in through the real login screen, make fresh customers. */
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'comedor123';
export const ADMIN_EMAIL = 'admin@comedor.es';
export const CHEF_EMAIL = 'encargado@comedor.es';
export const CUSTOMER_EMAIL = 'usuario@comedor.es';

export async function loginAs(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/correo|e-mail|email/i).fill(email);
  await page.getByLabel(/contraseña/i).fill(password);
  await page.getByRole('button', { name: /^(login|entrar|iniciar sesión)$/i }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

/** Creates a new customer account through the API and returns its credentials. */
export async function newCustomer(page: Page, name = 'Cliente'): Promise<{ email: string; password: string }> {
  const email = `cliente.${Date.now()}.${Math.floor(Math.random() * 1e6)}@ejemplo.es`;
  const password = 'Prueba1234';
  const res = await page.request.post('/api/login/signup', {
    data: { username: email, password, name, surname: 'De Prueba' },
  });
  expect(res.status()).toBe(201);
  return { email, password };
}
