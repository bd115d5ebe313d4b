/**
 * Rewards as a business: redeeming spends points to spend and gives a code; staff validate the code once in
 * "Validar premio" (kitchen or admin) and a second validation is refused with the day and time it was used;
 * the admin's user mode says why each "Canjear" is disabled, and the editor makes a reward repeatable.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Redemption, Reward } from '../../model/entities';
import { alreadyUsedMessage, CODE_ALPHABET } from '../../model/redemptions';
import { ADMIN_EMAIL, CHEF_EMAIL, freshCustomer, loginAs, tokenFor, unique } from './support';
import { setPoints } from './customer-admin';

const CODE = new RegExp(`[${CODE_ALPHABET}]{6}`);
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function createReward(request: APIRequestContext, name: string, cost: number): Promise<Reward> {
  const token = await tokenFor(request, ADMIN_EMAIL);
  const res = await request.post('/api/rewards', { headers: auth(token), data: { name, cost } });
  expect(res.status()).toBe(201);
  return (await res.json()) as Reward;
}

async function redemptionOf(request: APIRequestContext, code: string): Promise<Redemption> {
  const token = await tokenFor(request, CHEF_EMAIL);
  const res = await request.get(`/api/reward_redemptions/code/${code}`, { headers: auth(token) });
  expect(res.status()).toBe(200);
  return (await res.json()) as Redemption;
}

test('a customer redeems a reward and gets a code; the kitchen validates it once and refuses it the second time', async ({
  page,
  browser,
  request,
}) => {
  const reward = await createReward(request, unique('Bocadillo'), 40);
  await page.setViewportSize({ width: 390, height: 844 });
  const customer = await freshCustomer(page, 'Irene');
  await setPoints(request, customer.email, 100);

  await page.goto('/perfil');
  await expect(page.getByText('Para canjear: 100 puntos')).toBeVisible();
  const card = page.getByRole('article', { name: reward.name });
  await card.getByRole('button', { name: `Canjear ${reward.name}` }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Se descontarán 40 puntos');
  await confirm.getByRole('button', { name: 'Canjear' }).click();

  const codeDialog = page.getByRole('dialog', { name: 'Tu código del premio' });
  await expect(codeDialog).toBeVisible();
  const code = (await codeDialog.getByText(CODE).innerText()).trim();
  expect(code).toMatch(new RegExp(`^${CODE.source}$`));
  await page.screenshot({ path: 'test-results/reward-code-390.png' });
  await codeDialog.getByRole('button', { name: 'Entendido' }).click();
  await expect(card).toContainText(`Código: ${code}`);
  await expect(card.getByRole('button', { name: `Canjear ${reward.name}` })).toHaveCount(0);
  await expect(page.getByText('Para canjear: 60 puntos')).toBeVisible();
  // the level still counts every point earned
  await expect(page.getByText('100 puntos', { exact: true })).toBeVisible();

  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/reward-card-390.png' });

  const staffContext = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const kitchen = await staffContext.newPage();
  await loginAs(kitchen, CHEF_EMAIL);
  await kitchen.getByRole('link', { name: 'VALIDAR PREMIO' }).click();
  await expect(kitchen).toHaveURL(/\/validar-premio$/);
  await expect(kitchen.getByRole('heading', { name: 'Validar premio' })).toBeVisible();
  await kitchen.getByLabel('Código del premio').fill(code.toLowerCase());
  await kitchen.getByRole('button', { name: 'Validar premio' }).click();
  const status = kitchen.getByRole('status');
  await expect(status).toHaveText(`Premio validado: entrega «${reward.name}» a Irene De Prueba.`);

  await kitchen.getByRole('button', { name: 'Validar premio' }).click();
  const used = await redemptionOf(request, code);
  expect(used.validatedAt).not.toBeNull();
  await expect(status).toHaveText(alreadyUsedMessage(new Date(used.validatedAt!), 'Europe/Madrid'));
  await expect(status).toHaveText(/^Este código ya se usó el \d\d\/\d\d a las \d\d:\d\d\.$/);
  await kitchen.screenshot({ path: 'test-results/validar-premio-1024.png' });
  // the refusal is readable (WCAG 2.1 AA, as tests/e2e/a11y.spec.ts checks the other screens)
  const { violations } = await new AxeBuilder({ page: kitchen }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await staffContext.close();

  await page.reload();
  await expect(page.getByRole('article', { name: reward.name })).toContainText('Código usado el');
});

test('the admin user mode says why each "Canjear" is disabled, the editor makes a reward repeatable, and the admin validates from the menu', async ({
  page,
  request,
}) => {
  const reward = await createReward(request, unique('Zumo'), 45);
  const adminToken = await tokenFor(request, ADMIN_EMAIL);
  const email = `gerente.${Date.now()}@ejemplo.es`;
  const created = await request.post('/api/users', {
    headers: auth(adminToken),
    data: { name: 'Gema', surname: 'Ruiz Vela', email, password: 'Prueba1234', roleName: 'Administrador', points: 60 },
  });
  expect(created.status()).toBe(201);
  const costly = ((await (await request.get('/api/rewards', { headers: auth(adminToken) })).json()) as Reward[]).find(
    (r) => r.cost > 60,
  )!;
  await page.setViewportSize({ width: 1024, height: 768 });
  await loginAs(page, email, 'Prueba1234');

  await page.goto('/rewarmanagement-musr-admin');
  await expect(page.getByText('Puntos para canjear: 60')).toBeVisible();
  await expect(page.getByRole('article', { name: costly.name })).toContainText(
    `Nivel insuficiente: se desbloquea con ${costly.cost} puntos ganados`,
  );
  const card = page.getByRole('article', { name: reward.name });
  await card.getByRole('button', { name: 'Canjear' }).click();
  await expect(card).toContainText(CODE);
  const code = CODE.exec(await card.innerText())![0];
  await expect(page.getByText('Puntos para canjear: 15')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Canjeado' })).toBeDisabled();
  await expect(card).toContainText('Ya canjeado, y este premio no es repetible');

  // the administrator makes it repeatable: it can be earned again, once the points to spend cover it
  await page.getByRole('link', { name: 'Modo Administrador' }).click();
  const editable = page.getByRole('article', { name: reward.name });
  await editable.getByRole('button', { name: 'Editar' }).click();
  await editable.getByLabel('Se puede canjear más de una vez').check();
  await editable.getByRole('button', { name: 'Guardar' }).click();
  await expect(editable).toContainText('Repetible');
  await page.goto('/rewarmanagement-musr-admin');
  await expect(page.getByRole('article', { name: reward.name })).toContainText('Te faltan 30 puntos');
  await expect(page.getByRole('article', { name: reward.name }).getByRole('button', { name: 'Canjear' })).toBeDisabled();
  await page.screenshot({ path: 'test-results/rewards-user-mode-1024.png', fullPage: true });

  await page.getByRole('menuitem', { name: 'Validar premio' }).click();
  await expect(page).toHaveURL(/\/validar-premio$/);
  await page.getByLabel('Código del premio').fill(code);
  await page.getByRole('button', { name: 'Consultar' }).click();
  await expect(page.getByRole('status')).toContainText(`Código sin usar: «${reward.name}» de Gema Ruiz Vela`);
  await page.getByRole('button', { name: 'Validar premio' }).click();
  await expect(page.getByRole('status')).toHaveText(`Premio validado: entrega «${reward.name}» a Gema Ruiz Vela.`);
});
