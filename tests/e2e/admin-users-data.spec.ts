import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN_EMAIL, loginAs, tokenFor, unique } from './support';
import { newUser } from './admin-api';

async function chooseFilter(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.beforeEach(async ({ page }) => {
  await loginAs(page, ADMIN_EMAIL);
});

test('deactivates the selected users in one go after its confirmation', async ({ page }) => {
  const name = unique('Baja').replace(/\s/g, '');
  const a = await newUser(page.request, 'Usuario', name);
  const b = await newUser(page.request, 'Usuario', name);
  await page.goto('/users');
  await page.getByPlaceholder('Buscar por nombre, apellidos, email o rol').fill(name);
  await expect(page.getByText('Mostrando del 1 al 2 de un total de 2 registros')).toBeVisible();
  for (const email of [a.email, b.email]) {
    await page
      .getByRole('row', { name: new RegExp(email) })
      .getByRole('checkbox')
      .check();
  }
  await page.getByRole('button', { name: 'Desactivar' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('¿Estás seguro de que deseas desactivar estos 2 usuarios? No podrán iniciar sesión.');
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('2 usuarios desactivados')).toBeVisible();

  const token = await tokenFor(page.request);
  for (const { user } of [a, b]) {
    const res = await page.request.get(`/api/users/id/${user.id}`, { headers: { Authorization: `Bearer ${token}` } });
    expect((await res.json()).active).toBe(false);
  }
  const login = await page.request.post('/api/login', { data: { userName: a.email, password: a.password } });
  // a deactivated account with its right password is told so (403 account_deactivated), never signed in
  expect(login.status()).toBe(403);
  expect((await login.json()).code).toBe('account_deactivated');
});

test('keeps the filters and the sort in the URL: they survive a reload', async ({ page }) => {
  await newUser(page.request, 'Encargado', 'Filtrable');
  await page.goto('/users');
  await page.getByRole('button', { name: 'Nombre' }).click();
  await expect(page).toHaveURL(/sort=name/);
  await chooseFilter(page, 'Rol', 'Encargado');
  await expect(page).toHaveURL(/filter=.*Encargado/);
  await chooseFilter(page, 'Estado', 'Activos');
  await expect(page).toHaveURL(/filter=.*Encargado.*active.*sort=name/);
  await page.reload();
  await expect(page).toHaveURL(/sort=name/);
  await expect(page.getByRole('combobox', { name: 'Rol' })).toHaveText('Encargado');
  await expect(page.getByRole('combobox', { name: 'Estado' })).toHaveText('Activos');
  const rows = page.getByRole('row');
  await expect(rows.nth(1)).toContainText('Encargado');
  const count = await rows.count();
  for (let i = 1; i < count; i++) await expect(rows.nth(i)).toContainText('Encargado');
  await expect(page.getByText(/^Mostrando del 1 al \d+ de un total de \d+ registros$/)).toBeVisible();
});

test('exports the filtered users list as a CSV with Spanish headers', async ({ page }) => {
  const chef = await newUser(page.request, 'Encargado', 'Exportable');
  await page.goto('/users');
  await chooseFilter(page, 'Rol', 'Encargado');
  await expect(page.getByRole('row').nth(1)).toContainText('Encargado');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^usuarios-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await file.path(), 'utf8');
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('Id;Nombre;Apellidos;Email;Rol;Puntos;Activo');
  expect(lines.length).toBeGreaterThan(1);
  for (const line of lines.slice(1)) expect(line.split(';')[4]).toBe('Encargado');
  expect(csv).toContain(chef.email);
  expect(csv).not.toContain('admin@comedor.es');
  expect(csv.toLowerCase()).not.toMatch(/password|contraseña|\$argon2/);
});

test('imports users from a CSV file: preview with problems, confirm, the new users listed', async ({ page }) => {
  const tag = unique('imp').replace(/\s/g, '').toLowerCase();
  const csv = `\uFEFFnombre;apellidos;email;rol;puntos;activo\r\nIrene;Nueva;irene.${tag}@empresa.es;Usuario;3;sí\r\nÓscar;Nuevo;oscar.${tag}@empresa.es;Encargado;0;sí\r\nMala;Fila;sin-arroba;Usuario;0;sí\r\n`;
  await page.goto('/users');
  await page.getByRole('button', { name: 'Importar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar usuarios' });
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'plantilla.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(dialog.getByText('2 filas se crearán, 1 tiene problemas y se omitirá.')).toBeVisible();
  await expect(dialog.getByRole('row', { name: /sin-arroba/ })).toContainText('Email no válido');
  await expect(dialog.getByRole('row', { name: new RegExp(`oscar.${tag}`) })).toContainText('Correcta');
  await dialog.getByRole('button', { name: 'Crear 2 usuarios' }).click();
  await expect(page.getByText('Usuarios creados: 2. Omitidos: 1.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await page.getByPlaceholder('Buscar por nombre, apellidos, email o rol').fill(tag);
  await expect(page.getByText('Mostrando del 1 al 2 de un total de 2 registros')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`irene.${tag}`) })).toContainText('Irene');
  await expect(page.getByRole('row', { name: new RegExp(`oscar.${tag}`) })).toContainText('Encargado');
});

test('says clearly when the import file is not UTF-8, and creates nobody', async ({ page }) => {
  await page.goto('/users');
  await page.getByRole('button', { name: 'Importar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar usuarios' });
  const latin1 = Buffer.concat([Buffer.from('nombre;email\nJos'), Buffer.from([0xe9]), Buffer.from(';jose.latin1@empresa.es\n')]);
  await dialog.locator('input[type=file]').setInputFiles({ name: 'viejo.csv', mimeType: 'text/csv', buffer: latin1 });
  await expect(dialog.getByRole('alert')).toContainText('El archivo no está en UTF-8');
  await expect(dialog.getByRole('button', { name: /^Crear/ })).toBeDisabled();
});

test('on a phone the users list is a simple list and the bulk actions sit in a menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const name = unique('Movil').replace(/\s/g, '');
  const a = await newUser(page.request, 'Usuario', name);
  await page.goto('/users');
  await page.getByPlaceholder('Buscar por nombre, apellidos, email o rol').fill(name);
  await expect(page.getByRole('table')).toHaveCount(0);
  await page.getByRole('checkbox', { name: new RegExp(`Seleccionar «${a.user.id} · ${name}`) }).check();
  await page.getByRole('button', { name: 'Acciones' }).click();
  await page.getByRole('menu').getByRole('button', { name: 'Desactivar' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('¿Estás seguro de que deseas desactivar este usuario? No podrá iniciar sesión.');
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Usuario desactivado')).toBeVisible();
  const login = await page.request.post('/api/login', { data: { userName: a.email, password: a.password } });
  // a deactivated account with its right password is told so (403 account_deactivated), never signed in
  expect(login.status()).toBe(403);
  expect((await login.json()).code).toBe('account_deactivated');
});
