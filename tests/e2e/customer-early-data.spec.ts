import { expect, test, type Page } from '@playwright/test';
import { apiReads, CHEF_EMAIL, freshCustomer, loginAs } from './support';

test.use({ serviceWorkers: 'block' });

/** From the next page load on, notes every loading placeholder (MUI Skeleton) the page ever adds. */
async function watchPlaceholders(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { seenPlaceholders: string[] }).seenPlaceholders = seen;
    new MutationObserver((records) => {
      for (const r of records)
        for (const node of r.addedNodes)
          if (node instanceof Element)
            for (const el of [node, ...node.querySelectorAll('.MuiSkeleton-root')])
              if (el.classList.contains('MuiSkeleton-root')) seen.push(el.className);
    }).observe(document, { childList: true, subtree: true });
  });
}

const placeholdersSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { seenPlaceholders: string[] }).seenPlaceholders);

// The customer's home asks for its data from the page's first script, while the app's code downloads
// (dataProvider/http/earlyRequests.ts): on a reload, each of those calls crosses the network once, and the home shows
// what they answered.
test('a reloaded customer home asks for its dishes, the customer, their allergens and the settings once, before the app runs', async ({
  page,
}) => {
  // no live stream in this test: its opening, and any kitchen notice another test's board sends through it, re-read
  // the orders, which is not the question here (the service worker is kept out so the page's requests can be routed)
  await page.route('**/api/events/orders**', (route) => route.abort());
  await freshCustomer(page, 'Rocío');
  await expect(page.getByRole('heading', { name: '¡Hola, Rocío!' })).toBeVisible();
  // the first page's last carousel (drawn a moment after the others) has asked for its dishes: not counted below
  await expect(page.getByRole('heading', { name: '¿Te apetece algo dulce?' })).toBeVisible();

  const asked: string[] = [];
  let requests = 0;
  let reloaded = false;
  page.on('request', (request) => {
    // the new page's calls only: the old page's stream, routed away above, may try again while the reload starts
    if (request.resourceType() === 'document') reloaded = true;
    const url = new URL(request.url());
    // data calls only: photos (the new page's preloaded ones) and the routed-away stream are not the question
    if (!reloaded || request.method() !== 'GET' || !url.pathname.startsWith('/api/')) return;
    if (!url.pathname.startsWith('/api/images/') && !url.pathname.startsWith('/api/events/')) {
      asked.push(...apiReads(url));
      requests++;
    }
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
  expect(count('/api/settings')).toBe(1);
  // what may show above the carousels: Última hora, the day picker
  expect(count('/api/dishes/last-minute')).toBe(1);
  expect(count('/api/calendar')).toBe(1);
  // the orders of today and later (the card of today's orders) are asked early too, and the app takes that answer;
  // the whole history ('Mis pedidos') is not read for the home
  expect(count('/api/orders/mine?upcoming=true')).toBe(1);
  expect(count('/api/orders/mine')).toBe(0);
  // asked before the app's own code ran: the first API call is one of them
  expect(asked[0]).toMatch(
    /^\/api\/(dishes\?category=\d|dishes\/last-minute|users\/me|users_allergens\/user\/\d+|settings|orders\/mine\?upcoming=true|calendar|orders\/offered)$/,
  );
  // today's meals colleagues offer: asked early too
  expect(count('/api/orders/offered')).toBe(1);
  // the eleven reads crossed the network as one request (a phone's six connections are the app's files' too)
  expect(asked).toHaveLength(11);
  expect(requests).toBe(1);
});

// With its data asked early, the reloaded home waits for it (customRoutes/shared/useFirstVisitData.ts) and draws
// once with the dishes: the carousels never show their loading placeholders. A visit from inside the app, with
// the data already known, draws at once too.
test('a reloaded customer home draws its dishes at once, without loading placeholders', async ({ page }) => {
  await freshCustomer(page, 'Nerea');
  await expect(page.getByRole('heading', { name: '¡Hola, Nerea!' })).toBeVisible();
  await watchPlaceholders(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: '¡Hola, Nerea!' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  for (const title of ['Para empezar', 'Esto te va a gustar', 'Nuestros destacados', '¿Te apetece algo dulce?']) {
    const carousel = page.getByRole('region', { name: title });
    await expect(carousel.getByRole('article').first()).toBeVisible();
  }
  expect(await placeholdersSeen(page)).toEqual([]);
});

// The photos a phone shows before scrolling (the first two cards of the home's first list: "Última hora" when the
// day's cut-off has passed and portions are left, else the first carousel) are the screen's largest paint: the first
// script preloads them as soon as the lists arrive, in the order that list shows its dishes (featured first), instead
// of waiting for the app to draw them; nothing else, so the app's own files keep the phone's connections.
test('a reloaded customer home preloads the photos a phone shows first, the same ones its carousels show', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await freshCustomer(page, 'Irene');
  await expect(page.getByRole('heading', { name: '¡Hola, Irene!' })).toBeVisible();
  await page.reload();
  const starters = page.getByRole('region', { name: 'Para empezar' });
  const seconds = page.getByRole('region', { name: 'Esto te va a gustar' });
  await expect(starters.getByRole('article').nth(1)).toBeVisible();
  await expect(seconds.getByRole('article').first()).toBeVisible();

  // "Última hora" shows after today's cut-off when portions are left: then it is the first list
  const lastMinute = page.getByRole('region', { name: 'Última hora' });
  const firstList = (await lastMinute.isVisible()) ? lastMinute : starters;
  const cardsFirst = [firstList.getByRole('article').nth(0)];
  if ((await firstList.getByRole('article').count()) > 1) cardsFirst.push(firstList.getByRole('article').nth(1));
  const shownSources: string[] = [];
  for (const card of cardsFirst) {
    // a dish without a photo (one another test added) has nothing to preload
    if ((await card.getByRole('img').count()) === 0) continue;
    const photo = card.getByRole('img').first();
    await expect(photo).toHaveAttribute('loading', 'eager');
    shownSources.push((await photo.getAttribute('src')) ?? '');
  }
  expect(shownSources.length).toBeGreaterThanOrEqual(1);
  expect(shownSources.every((src) => src.startsWith('/api/images/'))).toBe(true);
  const preloaded = await page.evaluate(() =>
    [...document.querySelectorAll('link[rel="preload"][as="image"]')].map((l) => l.getAttribute('href')),
  );
  expect(preloaded.sort()).toEqual([...shownSources].sort());
  // the rest load lazily, when they come near the screen
  await expect(seconds.getByRole('article').first().getByRole('img').first()).toHaveAttribute('loading', 'lazy');
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

// "Crea tu menú" and the cart put their early answers in the query cache before the app's first render
// (src/routes/firstScreen.ts, each page's `firstData`): a reload draws the day picker with its days at once, never
// its loading placeholders, and asks the settings, calendar, allergens (and the cart the kitchen's status) once.
for (const path of ['/crear_menu', '/carrito']) {
  test(`a reloaded ${path} draws its days at once, with the answers asked early`, async ({ page }) => {
    await freshCustomer(page, 'Teresa');
    await page.goto(path);
    const days = page.getByRole('radiogroup', { name: '¿Para qué día?' });
    await expect(days.getByRole('radio').first()).toBeVisible();
    await watchPlaceholders(page);
    const asked: string[] = [];
    let reloaded = false;
    page.on('request', (request) => {
      // the new page's calls only (the old one may still be asking), and data calls only (not the live stream)
      if (request.resourceType() === 'document') reloaded = true;
      const url = new URL(request.url());
      if (!reloaded || request.method() !== 'GET' || !url.pathname.startsWith('/api/')) return;
      if (!url.pathname.startsWith('/api/events/')) asked.push(...apiReads(url));
    });
    await page.reload();
    await expect(days.getByRole('radio', { checked: true })).toBeVisible();
    expect(await placeholdersSeen(page)).toEqual([]);
    const count = (p: string) => asked.filter((a) => a === p).length;
    expect(count('/api/settings')).toBe(1);
    expect(count('/api/calendar')).toBe(1);
    expect(asked.filter((a) => a.startsWith('/api/users_allergens/user/'))).toHaveLength(1);
    if (path === '/carrito') {
      // asked by the page's first script with the other three (and again whenever the live stream opens: a pause
      // made while it was closed is not replayed)
      expect(asked.indexOf('/api/kitchen/status')).toBeGreaterThanOrEqual(0);
      expect(asked.indexOf('/api/kitchen/status')).toBeLessThan(4);
    }
  });
}
