import { expect, test } from '@playwright/test';
import type { Hour, Order } from '../../model/entities';
import { CHEF_EMAIL, loginAs, newCustomer, tokenFor, unique } from './support';
import { createDish } from './customer-admin';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

for (const screen of [
  { name: 'a 1920×1080 TV', viewport: { width: 1920, height: 1080 } },
  { name: 'a 10-inch tablet in landscape', viewport: { width: 1280, height: 800 } },
]) {
  test(`on ${screen.name}, the pick-up screen moves a number from "En preparación" to "Listo para recoger" live, and drops it when collected`, async ({
    browser,
    request,
  }) => {
    const dish = await createDish(request, {
      name: unique('Tortilla recogida'),
      category: { id: 3 },
      cost: 4,
      stock: 20,
      prepMinutes: 1,
    });
    const context = await browser.newContext({ viewport: screen.viewport });
    const page = await context.newPage();
    await loginAs(page, CHEF_EMAIL);
    await page.goto('/pantalla-recogida');
    await expect(page.getByRole('status').filter({ hasText: 'En directo' })).toBeVisible();
    const preparing = page.getByRole('list', { name: 'En preparación' });
    const ready = page.getByRole('list', { name: 'Listo para recoger' });

    const account = await newCustomer(page, 'Nerea');
    const token = await tokenFor(request, account.email, account.password);
    const hours = (await (await request.get('/api/hours', { headers: auth(token) })).json()) as Hour[];
    const res = await request.post('/api/orders', {
      headers: auth(token),
      data: { pickupHour: hours.at(-1)!.hour, lines: [{ dishId: dish.id, quantity: 1 }] },
    });
    expect(res.status()).toBe(201);
    const order = (await res.json()) as Order;
    const number = String(order.number);

    await expect(preparing.getByRole('listitem').filter({ hasText: new RegExp(`^${number}$`) })).toBeVisible({ timeout: 3000 });
    await expect(ready.getByRole('listitem').filter({ hasText: new RegExp(`^${number}$`) })).toHaveCount(0);
    // numbers only: never the customer's name
    await expect(page.getByText('Nerea')).toHaveCount(0);

    const chef = await tokenFor(request, CHEF_EMAIL);
    expect((await request.put(`/api/orders/${order.id}/finish`, { headers: auth(chef) })).status()).toBe(200);
    await expect(ready.getByRole('listitem').filter({ hasText: new RegExp(`^${number}$`) })).toBeVisible({ timeout: 3000 });
    await expect(preparing.getByRole('listitem').filter({ hasText: new RegExp(`^${number}$`) })).toHaveCount(0);
    // both columns fit the screen side by side, with no horizontal scrolling
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    expect((await request.put(`/api/orders/${order.id}/collect`, { headers: auth(chef) })).status()).toBe(200);
    await expect(ready.getByRole('listitem').filter({ hasText: new RegExp(`^${number}$`) })).toHaveCount(0, { timeout: 3000 });
    await context.close();
  });
}
