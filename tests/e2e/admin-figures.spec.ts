import { expect, test } from '@playwright/test';
import { ADMIN_EMAIL, loginAs } from './support';
import { newUser, tokenFor } from './admin-api';

test('the dashboard shows the live figures and leads to their screens', async ({ page }) => {
  await loginAs(page, ADMIN_EMAIL);
  const token = await tokenFor(page.request);
  const figures = (await (
    await page.request.get('/api/stats/dashboard', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as {
    users: number;
    unansweredComplaints: number;
  };
  await expect(page).toHaveURL(/\/board-admin$/);
  const users = page.getByRole('link', { name: /Usuarios/ });
  await expect(users).toContainText(String(figures.users));
  await users.click();
  await expect(page.getByText('Listado de Usuarios del Sistema').first()).toBeVisible();
  await page.goto('/dashboard-admin');
  await expect(page.getByRole('link', { name: /Quejas sin responder/ })).toBeVisible();
});

test('Información y Análisis shows the real figures and a button to answer each latest complaint', async ({ page }) => {
  await loginAs(page, ADMIN_EMAIL);
  const token = await tokenFor(page.request);
  const analysis = (await (
    await page.request.get('/api/stats/analysis', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as {
    totalOrders: number;
    topDishes: { name: string; count: number }[];
    latestComplaints: { id: number }[];
  };
  await page.getByRole('menuitem', { name: 'Información y Análisis' }).click();
  await expect(page.getByText(`Total de pedidos: ${analysis.totalOrders}`)).toBeVisible();
  await expect(page.getByText(`1. ${analysis.topDishes[0].name}`)).toBeVisible();
  await expect(page.getByText(/%$/).first()).toBeVisible();
  const answer = page.getByRole('link', { name: 'Responder' });
  await expect(answer).toHaveCount(Math.min(5, analysis.latestComplaints.length));
  await answer.first().click();
  await expect(page.getByRole('heading', { level: 1, name: `Queja Nº${analysis.latestComplaints[0].id}` })).toBeVisible();
});

test('the orders list filters by status', async ({ page }) => {
  await loginAs(page, ADMIN_EMAIL);
  await page.getByRole('menuitem', { name: 'Pedidos', exact: true }).click();
  await expect(page).toHaveURL(/\/orders-admin$/);
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'Terminado' }).click();
  await expect(page.getByRole('row').nth(1)).toContainText('Terminado');
  await expect(page.getByRole('cell', { name: 'Pendiente' })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'Pendiente' }).click();
  await expect(page.getByRole('row').nth(1)).toContainText('Pendiente');
  await expect(page.getByRole('cell', { name: 'Terminado' })).toHaveCount(0);
  await expect(page.getByRole('row').nth(1)).toContainText('€');
});

test('Mi perfil: Editar, change the surname, Guardar Perfil returns to view mode and persists', async ({ page }) => {
  const admin = await newUser(page.request, 'Administrador', 'Perfil');
  await loginAs(page, admin.email, admin.password);
  await page.getByRole('menuitem', { name: 'Perfil', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible();
  await expect(page.getByText('Administrador', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Editar' }).click();
  await page.getByLabel('Apellidos').fill('Renombrada');
  await page.getByRole('button', { name: 'Guardar Perfil' }).click();
  await expect(page.getByText('Perfil actualizado')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Editar' })).toBeVisible();
  await page.reload();
  // the profile card (the user menu in the app bar shows the new name too)
  await expect(page.locator('#main-content').getByText('Renombrada')).toBeVisible();
});

test('the language switch turns the app to English and survives a reload', async ({ page }) => {
  await loginAs(page, ADMIN_EMAIL);
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('menuitem', { name: 'Customer support', exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('menuitem', { name: 'Customer support', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page.getByRole('menuitem', { name: 'Atención al cliente', exact: true })).toBeVisible();
});
