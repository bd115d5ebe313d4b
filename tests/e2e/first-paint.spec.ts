import { expect, test, type Page } from '@playwright/test';
import { CHEF_EMAIL, freshCustomer, loginAs } from './support';

// On a page load the app waits for the opened screen's code before its first render (src/routes/firstScreen.ts):
// the first thing drawn in the page is the screen itself, not a loading spinner that the screen then replaces. The
// customer's home and the kitchen's board also have their first data in the cache by then (their `firstData`), so
// their first drawing is complete: the frame and the screen in one commit, the home's largest photo in the first paint.

/** Before the page's scripts run: remember what #root holds the first time the app draws into it. */
async function watchFirstDraw(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { firstDraw?: { heading: string | null; spinner: boolean } };
    const observer = new MutationObserver(() => {
      const root = document.getElementById('root');
      if (!root || root.childElementCount === 0 || w.firstDraw) return;
      w.firstDraw = {
        heading: root.querySelector('h1')?.textContent ?? null,
        spinner: root.querySelector('[role="progressbar"]') !== null,
      };
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

const firstDraw = (page: Page) =>
  page.evaluate(() => (window as unknown as { firstDraw?: { heading: string | null; spinner: boolean } }).firstDraw);

test('a reloaded customer screen is the first thing the app draws, without a loading spinner before it', async ({ page }) => {
  await freshCustomer(page, 'Paula');
  await watchFirstDraw(page);
  for (const [path, heading] of [
    ['/board-user', '¡Hola, Paula!'],
    ['/crear_menu', 'Crea tu menú'],
    ['/carrito', 'Tu carrito'],
    ['/pedidos', 'Mis pedidos'],
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await firstDraw(page), path).toEqual({ heading, spinner: false });
  }
});

test('a reloaded kitchen board and the login screen are drawn at once too', async ({ page }) => {
  await watchFirstDraw(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(await firstDraw(page)).toEqual({ heading: 'Iniciar sesión', spinner: false });

  await loginAs(page, CHEF_EMAIL);
  await expect(page).toHaveURL(/\/board-chef$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Pedidos pendientes' })).toBeVisible();
  expect(await firstDraw(page)).toEqual({ heading: 'Pedidos pendientes', spinner: false });
});
