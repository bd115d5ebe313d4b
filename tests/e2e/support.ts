/**
 * Helpers shared by the end-to-end specs, each defined once: log in through the real login screen, a token
 * from the real API, fresh customers, unique names. The admin-side set-ups live in admin-api.ts and
 * customer-admin.ts and build on these.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

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

/**
 * The API reads a browser request makes: its own path and query, or, for a batch (GET /api/batch, model/batch.ts,
 * which a first screen's early reads go in), each read it carries, as `/api/<path>`.
 */
export function apiReads(url: URL): string[] {
  if (url.pathname === '/api/batch') return url.searchParams.getAll('get').map((get) => `/api/${get}`);
  return [url.pathname + url.search];
}

/** A bearer token from POST login (the demo administrator's unless told). */
export async function tokenFor(request: APIRequestContext, email = ADMIN_EMAIL, password = DEMO_PASSWORD): Promise<string> {
  const res = await request.post('/api/login', { data: { userName: email, password } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** A name no other test run has made: `prefix` and a short unique suffix. */
export function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/** Creates a new customer account through the API and returns its credentials (not logged in: see freshCustomer). */
export async function newCustomer(page: Page, name = 'Cliente'): Promise<{ email: string; password: string }> {
  const email = `cliente.${Date.now()}.${Math.floor(Math.random() * 1e6)}@ejemplo.es`;
  const password = 'Prueba1234';
  const res = await page.request.post('/api/login/signup', {
    data: { username: email, password, name, surname: 'De Prueba' },
  });
  expect(res.status()).toBe(201);
  return { email, password };
}

/** A new customer (newCustomer), logged in through the real login screen, landing on the home. */
export async function freshCustomer(page: Page, name = 'Cliente'): Promise<{ email: string; password: string }> {
  const customer = await newCustomer(page, name);
  await loginAs(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/board-user$/);
  return customer;
}
