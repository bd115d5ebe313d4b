import { expect, test } from '@playwright/test';
import { levelFor } from '../../model/levels';
import type { Complaint, Reward } from '../../model/entities';
import { freshCustomer, loginAs, tokenFor } from './support';
import { answerComplaint, setPoints } from './customer-admin';

test('the profile shows level, points to the next reward and the progress bar, and redeems an unlocked reward', async ({
  page,
  request,
}) => {
  const customer = await freshCustomer(page, 'Nuria');
  await setPoints(request, customer.email, 160);
  const token = await tokenFor(request, customer.email, customer.password);
  const rewards = (await (
    await request.get('/api/rewards', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as Reward[];
  // Rewards may be added by other specs on the shared database: the expected figures come from the live list.
  const info = levelFor(160, rewards);

  await page.getByRole('link', { name: 'PERFIL', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Nuria De Prueba' })).toBeVisible();
  await expect(page.getByText(`Nivel ${info.level}`, { exact: false })).toBeVisible();
  await expect(page.getByText('160 puntos', { exact: true })).toBeVisible();
  if (info.next) {
    await expect(page.getByText(`Te faltan ${info.pointsToNext} puntos para «${info.next.name}»`)).toBeVisible();
  }
  await expect(page.getByRole('progressbar', { name: 'Progreso hacia el siguiente premio' })).toHaveAttribute(
    'aria-valuenow',
    String(info.progress),
  );

  const locked = rewards.find((r) => r.cost > 160);
  if (locked) await expect(page.getByRole('article', { name: locked.name })).toContainText(`Necesitas ${locked.cost} puntos`);

  const unlocked = rewards.find((r) => r.cost <= 160);
  expect(unlocked).toBeDefined();
  const card = page.getByRole('article', { name: unlocked!.name });
  await card.getByRole('button', { name: `Canjear ${unlocked!.name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Canjear' }).click();
  // the code to show at the counter (tests/e2e/reward-redemption.spec.ts follows it to the staff)
  await page.getByRole('dialog', { name: 'Tu código del premio' }).getByRole('button', { name: 'Entendido' }).click();
  await expect(card).toContainText('Canjeado el');
  await page.reload();
  await expect(page.getByRole('article', { name: unlocked!.name })).toContainText('Canjeado el');
});

test('the password box explains mistakes and changes the password', async ({ page }) => {
  const customer = await freshCustomer(page);
  await page.goto('/perfil');
  const box = page.getByRole('region', { name: 'Cambiar contraseña' });
  await box.getByLabel('Contraseña actual').fill('equivocada1');
  await box.getByLabel(/^Nueva contraseña/).fill('NuevaClave99');
  await box.getByLabel('Repite la nueva contraseña').fill('NuevaClave98');
  await box.getByRole('button', { name: 'Cambiar' }).click();
  await expect(box.getByText('Las contraseñas no coinciden.')).toBeVisible();

  await box.getByLabel('Repite la nueva contraseña').fill('NuevaClave99');
  await box.getByRole('button', { name: 'Cambiar' }).click();
  await expect(box.getByText('La contraseña actual no es correcta.')).toBeVisible();

  await box.getByLabel('Contraseña actual').fill(customer.password);
  await box.getByRole('button', { name: 'Cambiar' }).click();
  await expect(page.getByText('Contraseña cambiada')).toBeVisible();
  // The change revoked every older token; this session goes on with the fresh one (a reload reads the profile).
  await page.reload();
  await expect(page.getByRole('region', { name: 'Cambiar contraseña' })).toBeVisible();
  await page.getByRole('link', { name: 'Atención al cliente' }).click();
  await expect(page.getByText('Todavía no nos has escrito.')).toBeVisible();
  await page.goto('/perfil');

  await page.getByRole('button', { name: 'cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await loginAs(page, customer.email, 'NuevaClave99');
  await expect(page).toHaveURL(/\/board-user$/);
});

test('the customer writes to support and later reads the answer', async ({ page, request }) => {
  const customer = await freshCustomer(page);
  await page.getByRole('link', { name: 'PERFIL', exact: true }).click();
  await page.getByRole('link', { name: 'Atención al cliente' }).click();
  await expect(page.getByText('Todavía no nos has escrito.')).toBeVisible();
  const message = `El gazpacho estaba muy salado (${Date.now()})`;
  await page.getByLabel('Tu queja o sugerencia').fill(message);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Mensaje enviado. Te responderemos lo antes posible.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: message })).toContainText('Pendiente de respuesta');

  const token = await tokenFor(request, customer.email, customer.password);
  const mine = (await (
    await request.get('/api/complaints/mine', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as Complaint[];
  await answerComplaint(request, mine[0].id, 'Gracias por avisar, lo hemos corregido.');
  await page.reload();
  const item = page.getByRole('listitem').filter({ hasText: message });
  await expect(item).toContainText('Respuesta del restaurante');
  await expect(item).toContainText('Gracias por avisar, lo hemos corregido.');
});
