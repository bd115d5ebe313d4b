/**
 * The installed app: the service worker takes control, opens the shell without a network, never answers
 * API calls from a cache, and an open tab whose lazy chunk is gone after a deploy reloads once.
 */
import { expect, test } from '@playwright/test';

test('the service worker opens the app shell offline and leaves API calls to the network', async ({ page, context }) => {
  await page.goto('/login');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The first page load registers it; the next one is controlled.
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  await context.setOffline(true);
  await page.goto('/login');
  await expect(page.locator('#root')).not.toBeEmpty();
  const api = await page.evaluate(() =>
    fetch('/api/hours').then(
      (r) => r.status,
      () => 'network error',
    ),
  );
  expect(api).toBe('network error');
  await context.setOffline(false);
});

test('an open tab reloads once when a lazy chunk of an older build is gone', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('#root')).not.toBeEmpty();
  const loads = await page.evaluate(() => performance.getEntriesByType('navigation').length);
  expect(loads).toBe(1);
  const reloaded = page.waitForEvent('load');
  // What Vite's loader does when `import()` of a stale chunk fails.
  await page.evaluate(() => {
    const event = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(event);
  });
  await reloaded;
  // Right after that reload, a second failure is left to the app (no loop).
  const prevented = await page.evaluate(() => {
    const event = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });
  expect(prevented).toBe(false);
  const missing = await page.request.get('/assets/index-gone0000.js');
  expect(missing.status()).toBe(404);
});
