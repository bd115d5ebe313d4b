/**
 * The whole customer journey with the keyboard alone: log in, add a dish, open the cart, choose an hour and
 * order. No click: Tab / Shift+Tab move the focus, Enter and Space activate, typing fills the fields. Every
 * control reached shows a visible focus indicator.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { newCustomer, unique } from './support';
import { createDish } from './customer-admin';

/** Presses `key` until `target` has the focus (at most `max` times), then checks its focus is visible. */
async function focusWith(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', max = 150): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) break;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
  // a keyboard user sees where they are: an outline or a focus ring (box-shadow) on the focused control
  const indicator = await target.evaluate((el) => {
    const style = getComputedStyle(el);
    // a text field shows its focus on its frame (MUI marks it Mui-focused and draws a thicker border)
    const field = el.closest('.MuiInputBase-root')?.classList.contains('Mui-focused') ?? false;
    return {
      visible: el.matches(':focus-visible'),
      outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
      ring: style.boxShadow !== 'none' || field,
    };
  });
  expect(indicator.visible).toBe(true);
  expect(indicator.outline || indicator.ring, `a visible focus indicator on ${target.toString()}`).toBe(true);
}

test('a customer logs in, fills the cart, chooses an hour and orders with the keyboard alone', async ({ page, request }) => {
  // up to a few hundred key presses, each checked: a minute is not enough on a loaded 2-core host
  test.setTimeout(120_000);
  const dish = await createDish(request, { name: unique('Croquetas teclado'), category: { id: 3 }, cost: 4.5, stock: 10 });
  const customer = await newCustomer(page, 'Teclado');

  await page.goto('/login');
  await focusWith(page, page.getByLabel(/correo|e-mail|email/i));
  await page.keyboard.type(customer.email);
  await focusWith(page, page.getByLabel(/contraseña/i));
  await page.keyboard.type(customer.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/board-user$/);
  await expect(page.getByRole('heading', { name: '¡Hola, Teclado!' })).toBeVisible();

  const add = page.getByRole('button', { name: `Añadir «${dish.name}» al carrito` }).first();
  await focusWith(page, add);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('link', { name: 'Carrito, 1 artículo' })).toBeVisible();
  // the cart link is in the header, before the content: back with Shift+Tab
  const cart = page.getByRole('link', { name: 'Carrito, 1 artículo' });
  await focusWith(page, cart, 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/carrito$/);

  const checkout = page.getByRole('button', { name: 'Tramitar pedido' });
  await focusWith(page, checkout);
  await page.keyboard.press('Enter');
  const hours = page.getByRole('dialog', { name: 'Elige tu día y hora' });
  await expect(hours).toBeVisible();
  // the dialog takes the focus and keeps it inside while open
  await expect.poll(() => hours.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  // not the next hour: on a slow machine it may pass while the keyboard walks the dialogs (a few slots of margin)
  const slots = hours.getByRole('button', { name: /^\d\d:\d\d$/ });
  await expect(slots.first()).toBeVisible();
  const slot = slots.nth(Math.min(4, (await slots.count()) - 1));
  await focusWith(page, slot, 'Tab', 40);
  const hour = (await slot.textContent()) ?? '';
  await page.keyboard.press('Space');

  // the summary takes the focus; 'Atrás' returns to the hours with the focus inside them, nothing sent
  const summary = page.getByRole('dialog', { name: 'Revisa tu pedido' });
  await expect(summary).toContainText(`a las ${hour}`);
  await expect.poll(() => summary.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await focusWith(page, summary.getByRole('button', { name: 'Atrás' }), 'Tab', 20);
  await page.keyboard.press('Enter');
  await expect(summary).toBeHidden();
  await expect.poll(() => hours.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await focusWith(page, slot, 'Tab', 40);
  await page.keyboard.press('Enter');
  const confirm = summary.getByRole('button', { name: 'Confirmar pedido' });
  await expect(confirm).toBeEnabled();
  await focusWith(page, confirm, 'Tab', 20);
  await page.keyboard.press('Enter');

  const placed = page.getByRole('dialog', { name: '¡Pedido realizado!' });
  // the day and the hour: "Jueves 26 de noviembre, 13:30"
  await expect(placed.getByText(new RegExp(`^\\p{Lu}\\p{Ll}+ \\d+ de \\p{Ll}+, ${hour}$`, 'u'))).toBeVisible();
  await expect(placed.getByText(/^Pedido nº\d+$/)).toBeVisible();
  await expect.poll(() => placed.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  const myOrders = placed.getByRole('link', { name: 'Ver mis pedidos' });
  await focusWith(page, myOrders, 'Tab', 20);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Mis pedidos' })).toBeVisible();
  await expect(page.getByRole('article').first()).toContainText(`1 × ${dish.name}`);
});
