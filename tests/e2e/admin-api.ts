/** API shortcuts for the admin end-to-end specs: fresh records made through the real API. */
import { expect, type APIRequestContext } from '@playwright/test';
import { tokenFor } from './support';

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
