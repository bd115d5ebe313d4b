import { expect, test, type Page, type Request } from '@playwright/test';
import { apiReads, CHEF_EMAIL, freshCustomer, loginAs } from './support';

// What a first screen shares the phone's six connections with: nothing it does not draw from. The icon is in the
// page itself, the manifest is linked once the screen has drawn, and the live stream (whose first opening re-reads
// the screen's lists) opens once the screen has had time to settle (src/ui/afterFirstPaint.ts afterFirstScreen).

interface Seen {
  url: URL;
  started: number;
  finished?: number;
}

/**
 * Every request of the page's next load (from its document's request on), with when it started and finished (epoch
 * ms): the page being left may still start one (its live stream, whose timer can fire as the reload begins).
 */
function recordRequests(page: Page): Seen[] {
  const seen: Seen[] = [];
  const byRequest = new Map<Request, Seen>();
  let loading = false;
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) loading = true;
    if (!loading) return;
    const entry = { url: new URL(request.url()), started: Date.now() };
    byRequest.set(request, entry);
    seen.push(entry);
  });
  const done = (request: Request) => {
    const entry = byRequest.get(request);
    if (entry) entry.finished = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return seen;
}

/** The page's first contentful paint, epoch ms. */
const firstPaintAt = (page: Page) =>
  page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    return paint ? performance.timeOrigin + paint.startTime : NaN;
  });

const isStream = (s: Seen) => s.url.pathname === '/api/events/orders';

async function expectStreamAfterFirstScreen(page: Page, seen: Seen[], what: string) {
  await expect.poll(() => seen.some(isStream), { message: `${what}: the live stream opens`, timeout: 10_000 }).toBe(true);
  const stream = seen.find(isStream)!;
  const painted = await firstPaintAt(page);
  expect(Number.isFinite(painted), `${what}: first paint measured`).toBe(true);
  // a margin for the clocks of the test and of the page; the stream waits 600 ms after the first paint
  expect(stream.started - painted, `${what}: ms from the first paint to the stream`).toBeGreaterThan(400);
  const data = seen.filter((s) => s.url.pathname.startsWith('/api/') && !isStream(s) && s.started < stream.started);
  expect(data.flatMap((s) => apiReads(s.url)).length, `${what}: the screen's reads before the stream`).toBeGreaterThan(2);
  // what the first screen draws from was asked before its first paint (the page's first script, the preloaded
  // photos); a photo further down a carousel, asked as it is drawn later, may still be on its way
  for (const s of data.filter((d) => d.started <= painted)) {
    expect(s.finished, `${what}: ${s.url.pathname}${s.url.search} answered before the stream asked`).toBeLessThanOrEqual(
      stream.started,
    );
  }
}

test("a reloaded customer home opens the live stream after its first screen's data and photos", async ({ page }) => {
  await freshCustomer(page, 'Nuria');
  await expect(page.getByRole('heading', { name: '¡Hola, Nuria!' })).toBeVisible();
  const seen = recordRequests(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: '¡Hola, Nuria!' })).toBeVisible();
  await expectStreamAfterFirstScreen(page, seen, 'customer home');
  // the photos the phone shows first are among what arrived before it
  expect(seen.filter((s) => s.url.pathname.startsWith('/api/images/')).length).toBeGreaterThan(0);
});

test('a reloaded kitchen board opens the live stream after its lists, and is live', async ({ page }) => {
  await loginAs(page, CHEF_EMAIL);
  await expect(page).toHaveURL(/\/board-chef$/);
  const seen = recordRequests(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Pedidos pendientes' })).toBeVisible();
  await expectStreamAfterFirstScreen(page, seen, 'kitchen board');
  await expect(page.getByRole('status').filter({ hasText: 'En directo' })).toBeVisible();
});

test('the shell asks for no icon before the first screen, and links the manifest once it has drawn', async ({ page }) => {
  // when the app adds the manifest's link, on the page's own clock
  await page.addInitScript(() => {
    const w = window as unknown as { manifestLinkedAt?: number };
    new MutationObserver(() => {
      if (w.manifestLinkedAt === undefined && document.querySelector('link[rel="manifest"]'))
        w.manifestLinkedAt = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  const seen = recordRequests(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => document.querySelector('link[rel="manifest"]')?.getAttribute('href') ?? null))
    .toBe('/manifest.webmanifest');
  const { linked, painted, loaded } = await page.evaluate(() => ({
    linked: (window as unknown as { manifestLinkedAt?: number }).manifestLinkedAt ?? NaN,
    painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
  }));
  // after the screen's first paint, and 600 ms after the page's load (its first frame then)
  expect(linked, 'the manifest linked after the first paint').toBeGreaterThan(painted);
  expect(linked - loaded, 'ms from the load to the manifest link').toBeGreaterThan(500);
  expect(seen.some((s) => s.url.pathname === '/favicon.svg')).toBe(false);
  const icon = await page.evaluate(() => document.querySelector('link[rel="icon"]')?.getAttribute('href') ?? '');
  expect(icon).toMatch(/^data:image\/svg\+xml,/);
});
