/**
 * English mode: once a user picks English on the login screen, the login, customer, kitchen and admin screens
 * show no Spanish interface text, and `<html lang>` says "en" (and goes back to "es" with Spanish).
 * Restaurant data (dish names, customers' messages) stays as written; the words checked are interface words
 * from the Spanish catalogs, capitalised as the interface writes them ("Cocina" is left out: it is also the
 * name of a kitchen station, which is data; the kitchen's app title is checked by name instead).
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN_EMAIL, CHEF_EMAIL, DEMO_PASSWORD, newCustomer, tokenFor, unique } from './support';
import { allergenByName, createDish, setAvailability } from './customer-admin';
import type { Hour } from '../../model/entities';

const SPANISH_WORDS = [
  'Pedido',
  'Pedidos',
  'Carrito',
  'Cerrar sesión',
  'Añadir',
  'Cargando',
  'Reintentar',
  'Contraseña',
  'Correo electrónico',
  'Inicio',
  'Perfil',
  'Usuarios',
  'Análisis',
  'Reclamaciones',
  'Tramitar',
  'Pendiente',
  'Listo',
  'Bienvenido',
  'Recompensas',
  'Menú',
  'Hora de recogida',
  'Iniciar sesión',
  'Entrar',
  'Volver',
  'Guardar',
  'Cancelar',
  'Platos',
  'Existencias',
  'Disponible',
  'Agotado',
  'Ración',
  'Raciones',
  'Total a pagar',
  'Tu carrito',
  'En directo',
  'Conectando',
];

async function spanishOn(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  const labels = await page
    .locator('[aria-label], [title], [placeholder]')
    .evaluateAll((els) =>
      els.map((el) =>
        [el.getAttribute('aria-label'), el.getAttribute('title'), el.getAttribute('placeholder')].filter(Boolean).join(' '),
      ),
    );
  const all = `${text}\n${labels.join('\n')}\n${await page.title()}`;
  return SPANISH_WORDS.filter((word) => new RegExp(`(?<!\\p{L})${word}(?!\\p{L})`, 'u').test(all));
}

async function expectEnglish(page: Page, screen: string): Promise<void> {
  await expect(page.locator('body')).not.toContainText(/Cargando|Loading/);
  expect(await page.evaluate(() => document.documentElement.lang), screen).toBe('en');
  expect(await spanishOn(page), screen).toEqual([]);
  await page.screenshot({ path: test.info().outputPath(`${screen}.png`), fullPage: true });
}

/** Picks English on the login screen, then logs in with the English labels. */
async function loginInEnglish(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: /^login$/i })).toBeVisible();
  await page.getByLabel(/e-mail/i).fill(email);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole('button', { name: /^login$/i }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

/** Another account in the same browser, English already chosen: the session dropped, the English login again. */
async function signInAgain(page: Page, email: string): Promise<void> {
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByLabel(/e-mail/i).fill(email);
  await page.getByLabel(/^password/i).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /^login$/i }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

test('the login screen switches to English and back, and <html lang> follows', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('button', { name: /^login$/i })).toBeVisible();
  await expect(page.getByLabel(/^password/i)).toBeVisible();
  await expectEnglish(page, 'login-en');
  // The choice survives a reload: the language is set on load too.
  await page.reload();
  await expect(page.getByLabel(/^password/i)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page.getByLabel(/contraseña/i)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('a customer in English: home, menu and cart show no Spanish', async ({ page }) => {
  const account = await newCustomer(page, 'Emma');
  await loginInEnglish(page, account.email, account.password);
  await page.goto('/inicio');
  await expect(page.getByRole('button', { name: /^Add “.+” to the cart$/ }).first()).toBeVisible();
  await expectEnglish(page, 'customer-home-en');
  await page
    .getByRole('button', { name: /^Add “.+” to the cart$/ })
    .first()
    .click();
  await page.goto('/crear_menu');
  await expect(page.getByRole('heading', { name: 'Build your menu' })).toBeVisible();
  await expectEnglish(page, 'customer-menu-en');
  await page.getByRole('link', { name: 'Cart, 1 item' }).click();
  await expect(page.getByText(/€\d/).first()).toBeVisible();
  await expectEnglish(page, 'customer-cart-en');
});

test('a customer in English at the pending-orders limit reads the refusal in English', async ({ page, request }) => {
  const dish = await createDish(request, { name: unique('Zumo e2e'), category: { id: 5 }, cost: 2, stock: 50 });
  const account = await newCustomer(page, 'Olga');
  // Three orders already waiting in the kitchen (the server's default limit), placed through the API.
  const headers = { Authorization: `Bearer ${await tokenFor(request, account.email, account.password)}` };
  const hours = (await (await request.get('/api/hours', { headers })).json()) as Hour[];
  for (let i = 0; i < 3; i++) {
    const res = await request.post('/api/orders', {
      headers,
      data: { pickupHour: hours.at(-1)!.hour, lines: [{ dishId: dish.id, quantity: 1 }] },
    });
    expect(res.status()).toBe(201);
  }
  await loginInEnglish(page, account.email, account.password);
  await page.goto('/inicio');
  await page
    .getByRole('button', { name: /^Add “.+” to the cart$/ })
    .first()
    .click();
  await page.getByRole('link', { name: 'Cart, 1 item' }).click();
  await page.getByRole('button', { name: 'Check out' }).click();
  const hourDialog = page.getByRole('dialog', { name: 'Pick your day and time' });
  await hourDialog
    .getByRole('button', { name: /^\d\d:\d\d$/ })
    .first()
    .click();
  const summary = page.getByRole('dialog', { name: 'Review your order' });
  await expect(summary.getByRole('button', { name: 'Confirm order' })).toBeEnabled();
  await expect(summary.getByText(/^Today, /)).toBeVisible();
  await expectEnglish(page, 'customer-summary-en');
  await summary.getByRole('button', { name: 'Confirm order' }).click();
  // The 409's code is translated: the English sentence, not the API's Spanish one.
  await expect(
    page.getByText(/You already have 3 orders waiting\. You can place another once the kitchen finishes one\./),
  ).toBeVisible();
  await expect(page.getByText(/pedidos pendientes/)).toHaveCount(0);
});

/** The customer in English with one portion of `dishName` in the cart, at the hour dialog: the first hour offered. */
async function cartAtHourDialog(page: Page, dishName: string): Promise<{ dialog: Locator; hour: Locator; wanted: string }> {
  await page.goto('/inicio');
  await page.getByRole('button', { name: `Add “${dishName}” to the cart` }).click();
  await page.getByRole('link', { name: 'Cart, 1 item' }).click();
  await page.getByRole('button', { name: 'Check out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pick your day and time' });
  const hour = dialog.getByRole('button', { name: /^\d\d:\d\d$/ }).first();
  await expect(hour).toBeVisible();
  return { dialog, hour, wanted: (await hour.textContent())!.trim() };
}

test('a customer in English whose dish sells out before confirming reads “sold out” in English', async ({ page, request }) => {
  const dish = await createDish(request, { name: unique('Croquetas e2e'), category: { id: 2 }, cost: 5, stock: 5 });
  const account = await newCustomer(page, 'Lucy');
  await loginInEnglish(page, account.email, account.password);
  const { hour } = await cartAtHourDialog(page, dish.name);
  await hour.click();
  const summary = page.getByRole('dialog', { name: 'Review your order' });
  await expect(summary.getByRole('button', { name: 'Confirm order' })).toBeEnabled();
  // Meanwhile the kitchen runs out of it.
  await setAvailability(request, dish.id, { stock: 0 });
  await summary.getByRole('button', { name: 'Confirm order' }).click();
  // The 409's code (order_sold_out) is worded by the client: English, with the dish's name as written.
  await expect(page.getByText(`“${dish.name}” is sold out.`)).toBeVisible();
  await expect(page.getByText(/está agotado/)).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('customer-sold-out-en.png'), fullPage: true });
});

test('a customer in English whose hour fills up before confirming reads the full slot in English', async ({ page, request }) => {
  const chef = { Authorization: `Bearer ${await tokenFor(request, CHEF_EMAIL)}` };
  // The e2e server runs with 50 cooks; one cook and 5-minute slots make one portion of this dish fill a slot.
  expect((await request.put('/api/kitchen/settings', { headers: chef, data: { cooks: 1 } })).ok()).toBeTruthy();
  try {
    const dish = await createDish(request, {
      name: unique('Paella e2e'),
      category: { id: 2 },
      cost: 9,
      stock: 50,
      prepMinutes: 5,
    });
    const account = await newCustomer(page, 'Henry');
    await loginInEnglish(page, account.email, account.password);
    const { dialog, hour, wanted } = await cartAtHourDialog(page, dish.name);
    // Meanwhile another customer takes that hour.
    const other = await newCustomer(page, 'Quick');
    const taken = await request.post('/api/orders', {
      headers: { Authorization: `Bearer ${await tokenFor(request, other.email, other.password)}` },
      data: { pickupHour: wanted, lines: [{ dishId: dish.id, quantity: 1 }] },
    });
    expect(taken.status()).toBe(201);
    await hour.click();
    await page.getByRole('dialog', { name: 'Review your order' }).getByRole('button', { name: 'Confirm order' }).click();
    // order_slot_full (or order_slot_full_today at the day's last hour), worded in English with the hours.
    await expect(dialog.getByRole('alert')).toContainText(`The kitchen has no room left for this order at ${wanted}`);
    await expect(page.getByText(/no tiene sitio/)).toHaveCount(0);
    await expectEnglish(page, 'customer-slot-full-en');
  } finally {
    await request.put('/api/kitchen/settings', { headers: chef, data: { cooks: 50 } });
  }
});

test('allergens carry their English names for the customer, the kitchen and the admin', async ({ page, request }) => {
  const milk = await allergenByName(request, 'Lácteos');
  const sesame = await allergenByName(request, 'Sésamo');
  const dish = await createDish(request, {
    name: unique('Tarta e2e'),
    category: { id: 4 },
    cost: 4,
    stock: 10,
    allergens: [{ id: milk.id }, { id: sesame.id }],
  });
  const spanish =
    /Lácteos|Sésamo|Frutos de cáscara|Crustáceos|Huevos|Pescado|Cacahuetes|Altramuces|Moluscos|Sulfitos|Mostaza|Apio|Soja/;

  // Customer: the profile's toggles, the card's warning, the confirmation and the info dialog.
  const account = await newCustomer(page, 'Grace');
  await loginInEnglish(page, account.email, account.password);
  await page.goto('/perfil');
  await page.getByRole('button', { name: 'Milk', exact: true }).click();
  await expect(page.getByText('Milk marked as an allergen')).toBeVisible();
  for (const name of ['Crustaceans', 'Eggs', 'Nuts', 'Sesame seeds', 'Sulphites', 'Lupin', 'Molluscs']) {
    await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
  }
  await expect(page.locator('main')).not.toContainText(spanish);
  await page.screenshot({ path: test.info().outputPath('customer-allergens-en.png'), fullPage: true });
  await page.goto('/inicio');
  const card = page.getByRole('article', { name: dish.name });
  await expect(card.getByRole('note')).toHaveText('Allergen: Milk');
  await card.getByRole('button', { name: `Add “${dish.name}” to the cart` }).click();
  await expect(page.getByRole('dialog', { name: `Add “${dish.name}”?` })).toContainText('This dish contains Milk');
  await page.keyboard.press('Escape');
  await card.getByRole('button', { name: `Information about “${dish.name}”` }).click();
  const info = page.getByRole('dialog', { name: dish.name });
  // The marked one (Milk) is listed apart, as a warning; the others under "Allergens".
  await expect(info.getByRole('list', { name: 'Allergens' })).toHaveText('Sesame seeds');
  await expect(info.getByRole('list', { name: 'Contains Milk, which you marked as an allergen' })).toHaveText('Milk');
  await expect(info).not.toContainText(spanish);

  // Kitchen: the recipe page's allergen chips.
  await signInAgain(page, CHEF_EMAIL);
  await page.goto(`/recipe/${dish.id}`);
  await expect(page.getByRole('list', { name: 'Allergens' })).toHaveText(/Milk.*Sesame seeds|Sesame seeds.*Milk/);
  await expect(page.locator('body')).not.toContainText(spanish);

  // Admin: the dish form's allergen checkboxes.
  await signInAgain(page, ADMIN_EMAIL);
  await page.goto(`/dish-management-edit/${dish.id}`);
  await expect(page.getByRole('checkbox', { name: 'Milk' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Sesame seeds' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Peanuts' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Lácteos' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('admin-dish-allergens-en.png'), fullPage: true });
});

test('the kitchen board in English shows no Spanish', async ({ page }) => {
  await loginInEnglish(page, CHEF_EMAIL);
  await expect(page).toHaveURL(/\/board-chef$/);
  await expect(page.getByRole('heading', { name: 'Pending orders' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Kitchen');
  await expect(page.getByRole('banner')).not.toContainText('Cocina');
  await expectEnglish(page, 'kitchen-board-en');
});

test('the admin dashboard in English shows no Spanish', async ({ page }) => {
  await loginInEnglish(page, ADMIN_EMAIL);
  await expect(page).toHaveURL(/\/board-admin$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectEnglish(page, 'admin-dashboard-en');
});

test('the admin in English exports users with English headers and reads the import problems in English', async ({ page }) => {
  await loginInEnglish(page, ADMIN_EMAIL);
  await page.goto('/users');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = readFileSync(await file.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('Id;Name;Surname;Email;Role;Points;Active');
  expect(lines.slice(1).map((l) => l.split(';')[6])).toContain('Yes');

  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import users' });
  const csv = 'name;email;role\r\nMala;sin-arroba;Jefa\r\n';
  await dialog.locator('input[type=file]').setInputFiles({ name: 'users.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const row = dialog.getByRole('row', { name: /sin-arroba/ });
  await expect(row).toContainText('Invalid e-mail: “sin-arroba”.');
  await expect(row).toContainText('Unknown role: “Jefa”');
  await expect(row).not.toContainText(/no válido|desconocido/);
  // A refused header is said in English too.
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from('surname;email\r\nX;x@y.es\r\n') });
  await expect(dialog.getByText(/The name column is missing\./)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('admin-import-en.png'), fullPage: true });
});
