/** API shortcuts for the admin end-to-end specs: tokens and fresh records made through the real API. */
import { expect, type APIRequestContext } from '@playwright/test';
import { ADMIN_EMAIL, DEMO_PASSWORD } from './support';

export async function tokenFor(request: APIRequestContext, email = ADMIN_EMAIL, password = DEMO_PASSWORD): Promise<string> {
  const res = await request.post('/api/login', { data: { userName: email, password } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

export function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/** Creates an active user of the given role through POST users (as the demo administrator). */
export async function newUser(request: APIRequestContext, roleName: 'Administrador' | 'Usuario' | 'Encargado', name = 'Prueba') {
  const email = `e2e.${Date.now()}.${Math.floor(Math.random() * 1e6)}@comedor.es`;
  const password = 'Prueba1234';
  const res = await request.post('/api/users', {
    headers: { Authorization: `Bearer ${await tokenFor(request)}` },
    data: { name, surname: 'Automática', email, password, roleName },
  });
  expect(res.status()).toBe(201);
  return { email, password, user: (await res.json()) as { id: number } };
}

/** A 1×1 PNG, enough for the server's content sniffing. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
