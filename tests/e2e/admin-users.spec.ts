import { expect, test, type Page } from '@playwright/test';
import { ADMIN_EMAIL, loginAs } from './support';
import { newUser } from './admin-api';

async function search(page: Page, term: string) {
  await page.getByPlaceholder('Buscar por nombre, apellidos, email o rol').fill(term);
}

test.beforeEach(async ({ page }) => {
  await loginAs(page, ADMIN_EMAIL);
});

test('pages through the users ten at a time with Anterior and Siguiente', async ({ page }) => {
  await page.goto('/usrManagement-list-admin');
  await expect(page.getByText('Listado de Usuarios del Sistema').first()).toBeVisible();
  const footer = page.getByText(/^Mostrando del 1 al 10 de un total de (\d+) registros$/);
  await expect(footer).toBeVisible();
  const total = Number((await footer.textContent())!.match(/total de (\d+)/)![1]);
  expect(total).toBeGreaterThan(10);
  await expect(page.getByRole('button', { name: 'Anterior' })).toBeDisabled();
  await expect(page.getByRole('row')).toHaveCount(11);
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByText(`Mostrando del 11 al ${Math.min(20, total)} de un total de ${total} registros`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Anterior' })).toBeEnabled();
  const last = Math.ceil(total / 10);
  // one page at a time, as a user reads them: each click waits for the page it asked for
  for (let p = 2; p < last; p++) {
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByText(`Mostrando del ${p * 10 + 1} al `)).toBeVisible();
  }
  await expect(page.getByText(`de un total de ${total} registros`)).toContainText(`al ${total} de`);
  await expect(page.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
});

test('creates a user with Agregar Usuario and finds it with the search box', async ({ page }) => {
  const email = `nuevo.${Date.now()}@comedor.es`;
  await page.goto('/usrManagement-list-admin');
  await page.getByRole('link', { name: 'Agregar Usuario' }).click();
  await expect(page.getByText('Añadir Nuevo Usuario').first()).toBeVisible();
  await page.getByLabel(/^Nombre/).fill('Berta');
  await page.getByLabel(/^Apellidos/).fill('Creada Ahora');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Contraseña/).fill('Segura1234');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Usuario creado con éxito')).toBeVisible();
  await search(page, email);
  const row = page.getByRole('row', { name: new RegExp(email) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Administrador');
  await expect(page.getByText('Mostrando 1 registro')).toBeVisible();
});

test('searches by name and by role', async ({ page }) => {
  const { email } = await newUser(page.request, 'Encargado', 'Buscable');
  await page.goto('/usrManagement-list-admin');
  await search(page, 'Buscable');
  await expect(page.getByRole('row', { name: new RegExp(email) })).toBeVisible();
  await search(page, 'Encargado');
  await expect(page.getByRole('row').nth(1)).toContainText('Encargado');
});

test('edits a user: each field stays locked until its checkbox is ticked', async ({ page }) => {
  const { email, user } = await newUser(page.request, 'Usuario', 'Editable');
  await page.goto(`/usrManagement-modify-admin/${user.id}/true/Editable/Automática/${email}/0`);
  await expect(page).toHaveURL(new RegExp(`/users/${user.id}$`));
  const name = page.getByLabel(/^Nombre/);
  await expect(name).toHaveValue('Editable');
  await expect(name).toBeDisabled();
  await page.getByLabel('Modificar Nombre').check();
  await expect(name).toBeEnabled();
  await name.fill('Editada');
  await page.getByLabel('Modificar Puntos').check();
  await page.getByLabel(/^Puntos/).fill('77');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Usuario actualizado con éxito')).toBeVisible();
  await search(page, email);
  const row = page.getByRole('row', { name: new RegExp(email) });
  await expect(row).toContainText('Editada');
  await expect(row).toContainText('77');
  await expect(row).toContainText('Usuario');
});

test('deletes a user after the Spanish confirmation', async ({ page }) => {
  const { email } = await newUser(page.request, 'Usuario', 'Borrable');
  await page.goto('/usrManagement-list-admin');
  await search(page, email);
  const row = page.getByRole('row', { name: new RegExp(email) });
  await row.getByRole('button', { name: 'Borrar' }).click();
  await expect(page.getByText('¿Estás seguro de que deseas eliminar este usuario?')).toBeVisible();
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Usuario eliminado')).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.reload();
  await search(page, email);
  await expect(page.getByText(/No se han encontrado/)).toBeVisible();
});
