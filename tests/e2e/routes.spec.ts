/**
 * Walks the route table: every URL of the spec opens its screen for the role it is meant for, in Spanish,
 * with no raw translation key, "undefined" or NaN on the page.
 */
import { expect, test, type Page } from '@playwright/test';
import { matchPath } from 'react-router-dom';
import { ROUTE_TABLE, type RouteEntry } from '../../src/routes/routeTable';
import { ADMIN_EMAIL, CHEF_EMAIL, CUSTOMER_EMAIL, loginAs } from './support';

const EMAIL_BY_ROLE = { Administrador: ADMIN_EMAIL, Usuario: CUSTOMER_EMAIL, Encargado: CHEF_EMAIL } as const;
type Role = keyof typeof EMAIL_BY_ROLE;

/** A concrete URL for a table entry: path parameters become ids that the demo data has. */
function concrete(path: string): string {
  if (path === '/reset-password') return '/reset-password?token=abcdefghijklmnop';
  return path
    .replace(
      '/usrManagement-modify-admin/:id/*',
      '/usrManagement-modify-admin/3/true/Lucía/Fernández Soto/usuario@comedor.es/169',
    )
    .replace(':id', '1');
}

function roleFor(entry: RouteEntry): Role | null {
  if (entry.guard === 'public') return null;
  if (entry.guard === 'any') return 'Usuario';
  return entry.guard[0] as Role;
}

/** Text no screen may show: raw catalog keys of our namespaces, undefined, NaN. */
const BROKEN = /\b(?:ra|admin|customer|kitchen|shell|comedor)\.[a-z_]+\.[a-z_.]+\b|\bundefined\b|\bNaN\b/;

async function expectCleanScreen(page: Page): Promise<void> {
  // Live screens keep a stream open, so "network idle" never comes: wait for spinners and skeletons to go.
  await page.waitForLoadState('load');
  await expect(page.locator('body')).not.toHaveText(/^\s*$/);
  await expect(page.locator('.MuiCircularProgress-root, .MuiSkeleton-root')).toHaveCount(0, { timeout: 15_000 });
  expect(await page.locator('body').innerText()).not.toMatch(BROKEN);
}

for (const role of Object.keys(EMAIL_BY_ROLE) as Role[]) {
  const entries = ROUTE_TABLE.filter((e) => roleFor(e) === role && !e.path.includes('*'));
  test(`every ${role} URL opens its screen`, async ({ page }) => {
    test.setTimeout(30_000 + entries.length * 8_000);
    await loginAs(page, EMAIL_BY_ROLE[role]);
    for (const entry of entries) {
      const url = concrete(entry.path);
      await test.step(url, async () => {
        await page.goto(url);
        await expectCleanScreen(page);
        await expect(page, `${url} must not send a ${role} to the login screen`).not.toHaveURL(/\/login$/);
        // An unknown path renders the login screen where it stands: a missing route would show it here.
        await expect(page.getByRole('button', { name: /^login$/i }), `${url} must be a real screen`).toHaveCount(0);
        // The visit ends on the entry's own path, or where the table says it redirects.
        const lands = entry.redirect ?? entry.redirectsTo ?? entry.path;
        await expect(page, `${url} must end on ${lands}`).toHaveURL((at) => matchPath(lands, at.pathname) !== null);
      });
    }
  });
}

test('every public URL opens without a session, and an unknown one shows the login screen', async ({ page }) => {
  for (const entry of ROUTE_TABLE.filter((e) => e.guard === 'public' && e.path !== '/recipe' && e.frame !== 'admin')) {
    const url = entry.path === '*' ? '/esta-ruta-no-existe' : concrete(entry.path);
    await test.step(url, async () => {
      await page.goto(url);
      await expectCleanScreen(page);
    });
  }
  await page.goto('/esta-ruta-no-existe');
  await expect(page.getByLabel(/correo/i)).toBeVisible();
  await expect(page.getByRole('button', { name: /login/i })).toBeVisible();
});
