/**
 * Web Push in Chromium (issue 28): a push delivered to the app's service worker (DevTools protocol
 * `ServiceWorker.deliverPushMessage`, as a push service would) shows a notification with the order's words and
 * the screen a tap opens; opening that screen (/pedidos?pedido=<id>) scrolls to that order and marks it.
 */
import { expect, test } from '@playwright/test';
import type { Hour, Order } from '../../model/entities';
import { createDish } from './customer-admin';
import { freshCustomer, tokenFor, unique } from './support';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

test('a push shows a notification, and its screen scrolls to the order and marks it', async ({ page, context, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 720 });
  await context.grantPermissions(['notifications'], { origin: baseURL });
  const dish = await createDish(page.request, { name: unique('Crema e2e'), category: { id: 1 }, cost: 3.5, stock: 50 });
  const customer = await freshCustomer(page, 'Avisos');
  const token = await tokenFor(page.request, customer.email, customer.password);

  // several orders on coming days, so the list is longer than the screen; the farthest one is the last card
  const calendar = (await (await page.request.get('/api/calendar', { headers: bearer(token) })).json()) as {
    today: string;
    days: { date: string; orderable: boolean }[];
  };
  const placed: Order[] = [];
  for (const { date } of calendar.days.filter((d) => d.orderable && d.date !== calendar.today)) {
    if (placed.length === 4) break;
    const hours = (await (await page.request.get(`/api/hours?date=${date}`, { headers: bearer(token) })).json()) as Hour[];
    if (!Array.isArray(hours) || hours.length === 0) continue;
    const res = await page.request.post('/api/orders', {
      headers: bearer(token),
      data: { pickupDate: date, pickupHour: hours.at(-1)!.hour, lines: [{ dishId: dish.id, quantity: 1 }] },
    });
    if (res.status() === 201) placed.push((await res.json()) as Order);
  }
  expect(placed.length).toBeGreaterThanOrEqual(3);
  const target = placed.at(-1)!;

  await page.goto('/pedidos');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  // the push service's delivery, through the DevTools protocol
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const live = registrations.find((r) => !r.isDeleted && r.scopeURL.startsWith(baseURL!));
      if (live) resolve(live.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const payload = {
    title: `Tu pedido nº ${target.id} está listo`,
    body: 'Ya puedes recogerlo en el mostrador.',
    tag: `order-${target.id}`,
    url: `/pedidos?pedido=${target.id}`,
    kind: 'ready',
    number: target.id,
    status: 'finished',
  };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(baseURL!).origin,
    registrationId: await registrationId,
    data: JSON.stringify(payload),
  });

  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const reg = await navigator.serviceWorker.ready;
          return (await reg.getNotifications()).map((n) => ({
            title: n.title,
            body: n.body,
            tag: n.tag,
            data: n.data as unknown,
          }));
        }),
      { timeout: 15_000 },
    )
    .toEqual([
      {
        title: payload.title,
        body: payload.body,
        tag: payload.tag,
        data: { url: payload.url, number: target.id, status: 'finished', kind: 'ready' },
      },
    ]);

  // what a tap opens: the order's card comes into view, outlined and marked as the current one
  await page.goto(payload.url);
  const card = page.locator(`[data-order-id="${target.id}"]`);
  await expect(card).toHaveAttribute('aria-current', 'true');
  await expect(card).toBeInViewport();
  await expect(card).toBeFocused();
  await expect(page.locator('[aria-current="true"][data-order-id]')).toHaveCount(1);
  await page.screenshot({ path: 'test-results/customer-push-order.png' });

  // the list without a link marks nothing
  await page.goto('/pedidos');
  await expect(page.locator('[data-order-id]').first()).toBeVisible();
  await expect(page.locator('[aria-current="true"][data-order-id]')).toHaveCount(0);
});
