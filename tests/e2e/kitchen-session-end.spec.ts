/**
 * The kitchen whose session the server refuses (forged or expired token, account deactivated) lands on the login
 * screen with the notice, whether the refused call is a screen's load or a change: every call goes through the
 * data provider, whose failures react-admin hands to authProvider.checkError.
 */
import { expect, test, type Page } from '@playwright/test';
import { CHEF_EMAIL, loginAs } from './support';

const NOTICE = 'Tu sesión ha terminado. Vuelve a iniciar sesión.';

/** Same claims, broken signature: the browser still reads a session, the server answers 401. */
async function forgeToken(page: Page): Promise<void> {
  await page.evaluate(() => sessionStorage.setItem('auth-token', `${sessionStorage.getItem('auth-token')}x`));
}

async function expectSessionEnded(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(NOTICE)).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('auth-token'))).toBeNull();
}

test.beforeEach(async ({ page }) => {
  // Without the live stream, whose own 401 would end the session by itself: the screen's call must do it.
  await page.route('**/api/events/orders**', (route) => route.abort());
  await loginAs(page, CHEF_EMAIL);
  await expect(page).toHaveURL(/\/board-chef$/);
});

test('a refused token ends the kitchen session at the next screen it opens', async ({ page }) => {
  await forgeToken(page);
  // A call of the board's own may meet the 401 first: then the app is on the login screen and there is no link.
  await page.evaluate(() => document.querySelector<HTMLAnchorElement>('a[href="/platos"]')?.click());
  await expectSessionEnded(page);
  await expect(page.getByText(/No se pudieron cargar/)).toHaveCount(0);
});

test('a refused token ends the kitchen session when it saves a change', async ({ page }) => {
  await page.getByRole('link', { name: 'PLATOS' }).click();
  const card = page.getByRole('article').first();
  await expect(card).toBeVisible();
  await forgeToken(page);
  await card.getByRole('button', { name: 'Editar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Guardar' }).click();
  await expectSessionEnded(page);
});
