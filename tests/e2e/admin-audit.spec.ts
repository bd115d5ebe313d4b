/**
 * Issue 29 point 3: the administrator changes a dish's price, finds the change in "Registro de actividad"
 * filtered by Platos (who, what, from → to), the filter survives a reload (it lives in the URL), and the dish's
 * own page shows it under "Historial".
 */
import { expect, test } from '@playwright/test';
import type { Dish } from '../../model/entities';
import { newUser } from './admin-api';
import { ADMIN_EMAIL, loginAs, tokenFor, unique } from './support';

const SHOTS = 'test-results';

test('a price change shows in Registro de actividad and in the dish Historial', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const created = await page.request.post('/api/dishes', {
    headers: { Authorization: `Bearer ${await tokenFor(page.request)}` },
    data: { name: unique('Pisto auditado'), cost: 5.5, category: { id: 1 } },
  });
  expect(created.status()).toBe(201);
  const dish = (await created.json()) as Dish;

  await loginAs(page, ADMIN_EMAIL);
  await page.goto(`/dish-management-edit/${dish.id}`);
  await expect(page.getByLabel(/^Nombre/)).toHaveValue(dish.name);
  await page.getByLabel('Modificar Precio (€)').check();
  await page.getByLabel(/^Precio/).fill('6,25');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Plato actualizado con éxito')).toBeVisible();

  // The menu leads to the screen; filter by Platos.
  await page.getByRole('menuitem', { name: 'Registro de actividad' }).click();
  await expect(page).toHaveURL(/\/audit-events/);
  await page.getByRole('combobox', { name: 'Qué' }).click();
  await page.getByRole('option', { name: 'Platos', exact: true }).click();
  await expect(page).toHaveURL(/resource.*dishes/);
  const change = /Precio: 5,50\s€ → 6,25\s€/;
  const row = page.getByRole('row').filter({ hasText: change });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Modificado');
  await expect(row).toContainText('Platos');
  await expect(row).toContainText(String(dish.id));
  await expect(row).toContainText('Administrador');
  await expect(page.getByRole('row').filter({ hasText: 'Usuarios' })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/admin-audit-list.png`, fullPage: true });

  // The filter is in the URL: a reload keeps it.
  await page.reload();
  await expect(page).toHaveURL(/resource.*dishes/);
  await expect(page.getByRole('combobox', { name: 'Qué' })).toHaveText('Platos');
  await expect(page.getByRole('row').filter({ hasText: change })).toHaveCount(1);

  // The dish's own page: its Historial.
  await page.goto(`/dish-management-edit/${dish.id}`);
  const history = page.getByRole('region', { name: 'Historial' });
  await expect(history.getByText(change)).toBeVisible();
  await expect(history.getByText(/· Modificado$/)).toBeVisible();
  await expect(history.getByText(/· Creado$/)).toBeVisible();
  await history.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/admin-audit-history.png`, fullPage: true });
});

test("a user's page shows its Historial, and the list opens from a URL with its filter", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { user, email } = await newUser(page.request, 'Usuario', 'Historiada');
  const renamed = await page.request.put(`/api/users/${user.id}`, {
    headers: { Authorization: `Bearer ${await tokenFor(page.request)}` },
    data: { name: 'Renombrada', surname: 'Automática', email, roleName: 'Usuario', active: true },
  });
  expect(renamed.status()).toBe(200);
  await loginAs(page, ADMIN_EMAIL);
  await page.goto(`/users/${user.id}`);
  const history = page.getByRole('region', { name: 'Historial' });
  await expect(history.getByText('Nombre: Historiada → Renombrada')).toBeVisible();
  await expect(history.getByText(/· Creado$/)).toBeVisible();
  await expect(history).not.toContainText(/password|Prueba1234|undefined|NaN/);
  await page.screenshot({ path: `${SHOTS}/admin-audit-user.png`, fullPage: true });

  // A link with the filter in its URL opens the list filtered.
  await page.goto(`/audit-events?filter=${encodeURIComponent(JSON.stringify({ resource: 'users', recordId: String(user.id) }))}`);
  await expect(page.getByRole('row').filter({ hasText: 'Nombre: Historiada → Renombrada' })).toHaveCount(1);
});
