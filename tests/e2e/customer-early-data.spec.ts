import { expect, test } from '@playwright/test';
import { freshCustomer } from './customer-admin';
import { CHEF_EMAIL, loginAs } from './support';

// The customer's home asks for its data from the page's first script, while the app's code downloads
// (dataProvider/earlyRequests.ts): on a reload, each of those calls crosses the network once, and the home shows
// what they answered.
test('a reloaded customer home asks for its dishes, the customer and their allergens once, before the app runs', async ({
  page,
}) => {
  await freshCustomer(page, 'Rocío');
  await expect(page.getByRole('heading', { name: '¡Hola, Rocío!' })).toBeVisible();

  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && request.method() === 'GET') asked.push(url.pathname + url.search);
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: '¡Hola, Rocío!' })).toBeVisible();
  for (const title of ['Para empezar', 'Esto te va a gustar', 'Nuestros destacados', '¿Te apetece algo dulce?']) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
  await expect(page.getByRole('article').first()).toBeVisible();

  const count = (path: string) => asked.filter((a) => a === path).length;
  for (const category of [3, 2, 5, 4]) expect(count(`/api/dishes?category=${category}`), `dishes ${category}`).toBe(1);
  expect(count('/api/users/me')).toBe(1);
  expect(asked.filter((a) => a.startsWith('/api/users_allergens/user/'))).toHaveLength(1);
  // asked before the app's own code ran: the first API call is one of them
  expect(asked[0]).toMatch(/^\/api\/(dishes\?category=\d|users\/me|users_allergens\/user\/\d+)$/);
});

test("another role's session opening the customer's home asks nothing early and is sent to its own home", async ({ page }) => {
  await loginAs(page, CHEF_EMAIL);
  await expect(page).toHaveURL(/\/board-chef$/);
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) asked.push(url.pathname + url.search);
  });
  await page.goto('/board-user');
  await expect(page).toHaveURL(/\/board-chef$/);
  await expect(page.getByRole('heading', { name: 'Pedidos pendientes' })).toBeVisible();
  expect(asked.filter((a) => /^\/api\/(dishes\?category=|users_allergens\/)/.test(a))).toEqual([]);
});
