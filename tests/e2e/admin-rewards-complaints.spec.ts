import { expect, test } from '@playwright/test';
import { ADMIN_EMAIL, loginAs, newCustomer, tokenFor, unique } from './support';

test('creates, edits inline and deletes a reward in Gestión de premios', async ({ page }) => {
  const name = unique('Premio e2e');
  await loginAs(page, ADMIN_EMAIL);
  await page.goto('/rewarmanagement-madm-admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Gestión de premios' })).toBeVisible();
  await page.getByRole('button', { name: 'Nuevo premio' }).click();
  await page.getByLabel(/^Nombre/).fill(name);
  await page.getByLabel('Descripción').fill('Un café gratis');
  await page.getByLabel('Puntos necesarios').fill('9999');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Premio creado')).toBeVisible();
  const card = page.getByRole('article', { name });
  await expect(card).toContainText('9999 puntos');

  await card.getByRole('button', { name: 'Editar' }).click();
  await card.getByLabel('Puntos necesarios').fill('8888');
  await card.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Premio actualizado')).toBeVisible();
  await expect(card).toContainText('8888 puntos');
  await page.reload();
  await expect(page.getByRole('article', { name })).toContainText('8888 puntos');

  await page.getByRole('article', { name }).getByRole('button', { name: 'Borrar' }).click();
  await expect(page.getByText('¿Estás seguro de que deseas eliminar este premio?')).toBeVisible();
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Premio eliminado')).toBeVisible();
  await expect(page.getByRole('article', { name })).toHaveCount(0);
});

test('the user-mode view shows the real points, level and the Modo Administrador link', async ({ page }) => {
  await loginAs(page, ADMIN_EMAIL);
  const token = await tokenFor(page.request);
  const me = (await (await page.request.get('/api/users/me', { headers: { Authorization: `Bearer ${token}` } })).json()) as {
    points: number;
  };
  await page.goto('/rewarmanagement-musr-admin');
  await expect(page.getByText(`Puntos totales: ${me.points}`).first()).toBeVisible();
  await expect(page.getByText(/^Nivel \d+$/)).toBeVisible();
  await expect(page.getByRole('progressbar')).toBeVisible();
  await page.getByRole('link', { name: 'Modo Administrador' }).click();
  await expect(page).toHaveURL(/\/rewarmanagement-madm-admin$/);
});

test('answers a complaint: Comentar saves it and the list marks it answered', async ({ page }) => {
  const customer = await newCustomer(page, 'Quejoso');
  const message = unique('La sopa llegó fría');
  const customerToken = await tokenFor(page.request, customer.email, customer.password);
  const created = await page.request.post('/api/complaints', {
    headers: { Authorization: `Bearer ${customerToken}` },
    data: { message },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  await loginAs(page, ADMIN_EMAIL);
  await page.goto('/customerSupport-list-shared');
  await page.getByPlaceholder('Buscar en las quejas').fill(message);
  // The search reaches the URL after react-admin's debounce; opening a complaint before that would be undone by it.
  await expect(page).toHaveURL(/filter=/);
  const item = page.getByRole('link', { name: `Abrir la queja nº ${id}` });
  await expect(item).toContainText('Sin responder');
  await expect(item).toContainText('Quejoso De Prueba');
  await item.click();

  await expect(page.getByRole('heading', { level: 1, name: `Queja Nº${id}` })).toBeVisible();
  await expect(page.getByText(/^Enviada el: /)).toBeVisible();
  await expect(page.getByText(customer.email)).toBeVisible();
  await page.getByLabel('Respuesta').fill('Lo sentimos, lo revisamos con cocina.');
  await page.getByRole('button', { name: 'Comentar' }).click();
  await expect(page.getByText('Respuesta guardada')).toBeVisible();
  await expect(page.getByText(/^Respondida por Ana García Robles el /)).toBeVisible();
  await expect(page.getByText('Lo sentimos, lo revisamos con cocina.')).toBeVisible();

  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page).toHaveURL(/\/customerSupport-list-shared(\?|$)/);
  await page.getByPlaceholder('Buscar en las quejas').fill(message);
  await expect(page.getByRole('link', { name: `Abrir la queja nº ${id}` })).toContainText('Respondida');
});

test('complaints are paged by nine', async ({ page }) => {
  await loginAs(page, ADMIN_EMAIL);
  await page.goto('/customerSupport-list-shared');
  await expect(page.getByRole('link', { name: /^Abrir la queja nº/ }).first()).toBeVisible();
  expect(await page.getByRole('link', { name: /^Abrir la queja nº/ }).count()).toBeLessThanOrEqual(9);
  await expect(page.getByText(/^1-9 de \d+$/)).toBeVisible();
});
