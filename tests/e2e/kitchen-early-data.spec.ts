import { expect, test } from '@playwright/test';
import { apiReads, CHEF_EMAIL, loginAs } from './support';

// The kitchen's board asks for its lists from the page's first script, while the app's code downloads
// (dataProvider/http/earlyRequests.ts, CHEF_BOARD; today's date in the restaurant's time zone once the settings
// have answered), then draws once with them (customRoutes/kitchen/boardQueries.ts): on a reload each list
// crosses the network once before the live stream opens, and nothing on the board moves after it is drawn.
test('a reloaded kitchen board asks each of its lists once, before the app runs, and draws without moving', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await loginAs(page, CHEF_EMAIL);
  await expect(page.getByRole('heading', { name: 'Pedidos pendientes' })).toBeVisible();
  // the first page has asked everything it asks (its stream is open): nothing of it is counted below
  await expect(page.getByRole('status').filter({ hasText: 'En directo' })).toBeVisible();

  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const asked: string[] = [];
  // the app's code arrives late, as on a phone: held until the first script has asked the restaurant's today's lists
  // (at most ten seconds), so the lists must be asked before it has arrived, however long the settings' answer takes
  let codeArrived = false;
  const askedBeforeCode: string[] = [];
  let requestsBeforeCode = 0;
  let listsAsked = () => {};
  const listsAskedOrLate = Promise.race([
    new Promise<void>((resolve) => (listsAsked = resolve)),
    new Promise<void>((resolve) => setTimeout(resolve, 10_000)),
  ]);
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await listsAskedOrLate;
    await route.continue();
  });
  page.on('requestfinished', (request) => {
    if (/\/assets\/index-[\w-]+\.js$/.test(request.url())) codeArrived = true;
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && request.method() === 'GET') {
      asked.push(...apiReads(url));
      if (!codeArrived) {
        askedBeforeCode.push(...apiReads(url));
        requestsBeforeCode++;
        if (apiReads(url).some((a) => a.includes('status=pending'))) listsAsked();
      }
    }
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Pedidos pendientes' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'En directo' })).toBeVisible();

  const stream = asked.findIndex((a) => a.startsWith('/api/events/'));
  expect(stream, 'the live stream opened').toBeGreaterThan(0);
  const beforeStream = asked.slice(0, stream);
  const once = (pattern: RegExp) =>
    expect(
      beforeStream.filter((a) => pattern.test(a)),
      String(pattern),
    ).toHaveLength(1);
  once(/^\/api\/settings$/);
  once(/^\/api\/stations$/);
  once(/^\/api\/kitchen\/status$/);
  once(/^\/api\/orders\?status=pending&date=\d{4}-\d{2}-\d{2}$/);
  once(/^\/api\/orders\?status=finished&date=\d{4}-\d{2}-\d{2}&sort=finishedAt&order=DESC&size=10$/);
  once(/^\/api\/orders\/by-day\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
  // asked by the page's first script: all six before the app's code arrived
  expect(askedBeforeCode.filter((a) => !a.startsWith('/api/events/')).sort()).toEqual(
    beforeStream.filter((a) => /settings|stations|kitchen\/status|status=pending|status=finished|by-day/.test(a)).sort(),
  );
  expect(askedBeforeCode).toHaveLength(6);
  // in two requests: the settings, stations and pause in one, the lists of the restaurant's today in the next
  expect(requestsBeforeCode).toBe(2);
  // the date asked is the one the board shows (the restaurant's today)
  const pending = beforeStream.find((a) => a.includes('status=pending'))!;
  const finished = beforeStream.find((a) => a.includes('status=finished'))!;
  expect(new URL(pending, 'http://x').searchParams.get('date')).toBe(new URL(finished, 'http://x').searchParams.get('date'));

  // the stream's "En directo" and the last tickets drawn move nothing already on the screen
  await page.waitForTimeout(500);
  const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
  expect(shifts.reduce((a, b) => a + b, 0)).toBeLessThan(0.01);
});
