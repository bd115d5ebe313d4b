// The page's first script (dataProvider/http/earlyScript.ts), run as the browser runs it: what it asks with the
// session's token for the opened screen, the kitchen's dates in the restaurant's time zone once the settings have
// answered, and the photos it preloads. The network is the test's own fetch: the URLs are the question here; the e2e
// tests (customer-early-data, kitchen-early-data) show the app takes the answers.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { askEarly } from '../../../dataProvider/http/earlyScript';
import { EARLY_SCREENS, EARLY_SETTINGS } from '../../../dataProvider/http/earlyRequests';
import { TOKEN_KEY, USER_KEY, ROLE_KEY } from '../../../dataProvider/http/sessionKeys';
import { featureRank } from '../../../model/dishes';
import { PATHS } from '../../../model/paths';

const keys = { token: TOKEN_KEY, user: USER_KEY, role: ROLE_KEY };
/** each read the script asked, as `<url> <Authorization>` */
let asked: string[] = [];
/** the requests that crossed the network */
let requests: string[] = [];
let bodies: Record<string, unknown> = {};
/** reads the server refuses, by URL: their status */
let refused: Record<string, number> = {};
let batchFails = false;

beforeEach(() => {
  asked = [];
  requests = [];
  bodies = {};
  refused = {};
  batchFails = false;
  // the server's batch (server/routes/batch.ts): each `get` answered as alone, in the order asked
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      requests.push(url);
      const auth = (init.headers as Record<string, string>).Authorization;
      const gets = new URL(url, 'http://localhost').searchParams.getAll('get');
      for (const path of gets) asked.push(`/api/${path} ${auth}`);
      if (batchFails) return Promise.reject(new TypeError('Failed to fetch'));
      const answers = gets.map((path) => {
        const status = refused[`/api/${path}`] ?? 200;
        const body = status === 200 ? (bodies[`/api/${path}`] ?? []) : { code: 'forbidden', message: 'No' };
        return { path, status, body, ...(path.startsWith('orders?') ? { total: '12' } : {}) };
      });
      return Promise.resolve(new Response(JSON.stringify({ answers }), { status: 200 }));
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  sessionStorage.clear();
  document.head.querySelectorAll('link[rel="preload"]').forEach((l) => l.remove());
  delete (window as { __comedorEarly?: unknown }).__comedorEarly;
});

function session(role: string, token = 'tok', user = '7') {
  sessionStorage.setItem(TOKEN_KEY, token);
  sessionStorage.setItem(USER_KEY, user);
  sessionStorage.setItem(ROLE_KEY, role);
}

const run = (path: string) => askEarly({ ...EARLY_SCREENS }, { ...EARLY_SETTINGS }, keys, featureRank, path);
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("the page's first script", () => {
  it("asks a customer's home with the session's token and user id, and leaves the answers for the app", async () => {
    session('Usuario');
    run(PATHS.customerHome);
    await settle();
    expect(asked).toContain('/api/users_allergens/user/7 Bearer tok');
    expect(asked).toContain('/api/dishes/last-minute Bearer tok');
    expect(asked).toContain('/api/orders/offered Bearer tok');
    const early = (window as { __comedorEarly?: { token: string; answers: Record<string, unknown> } }).__comedorEarly;
    expect(early?.token).toBe('tok');
    expect(Object.keys(early?.answers ?? {})).toContain('/api/calendar');
    // all of them in one request
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatch(/^\/api\/batch\?get=/);
    expect(asked).toHaveLength(EARLY_SCREENS[PATHS.customerHome].gets.length);
  });

  it("hands the app each read's answer as if asked alone: its body, its status and a list's total; nothing when the batch fails", async () => {
    bodies['/api/settings'] = { timeZone: 'Europe/Madrid', preorderDays: 3 };
    refused['/api/stations'] = 403;
    session('Encargado');
    run(PATHS.chefBoard);
    await settle();
    const take = (url: string) =>
      (window as { __comedorEarly?: { answers: Record<string, Promise<Response | null>> } }).__comedorEarly!.answers[url];
    const settings = (await take('/api/settings'))!;
    expect(settings.status).toBe(200);
    expect(await settings.json()).toEqual({ timeZone: 'Europe/Madrid', preorderDays: 3 });
    const stations = (await take('/api/stations'))!;
    expect(stations.status).toBe(403);
    expect(await stations.json()).toMatchObject({ code: 'forbidden' });
    // the restaurant's today is the script's to work out (another test checks it): the pending list, whatever its date
    const early = (window as { __comedorEarly?: { answers: Record<string, unknown> } }).__comedorEarly!;
    const pendingUrl = Object.keys(early.answers).find((u) => u.startsWith('/api/orders?status=pending&date='));
    const list = (await take(pendingUrl!))!;
    expect(list.headers.get('X-Total-Count')).toBe('12');
    // the board's reads: two requests (the dated lists wait for the settings' time zone)
    expect(requests).toHaveLength(2);

    delete (window as { __comedorEarly?: unknown }).__comedorEarly;
    batchFails = true;
    session('Usuario');
    run(PATHS.customerHome);
    await settle();
    expect(await take('/api/users/me')).toBeNull();
  });

  it("loads the time-zone data for a signed-in screen while the app's code downloads, after its requests have gone out and not for anyone else", async () => {
    const Real = Intl.DateTimeFormat;
    let built = 0;
    let askedWhenBuilt = -1;
    Intl.DateTimeFormat = class extends Real {
      constructor(...args: ConstructorParameters<typeof Real>) {
        super(...args);
        built++;
        askedWhenBuilt = asked.length;
      }
    } as typeof Intl.DateTimeFormat;
    try {
      run(PATHS.customerHome);
      run(PATHS.login);
      await settle();
      expect(built).toBe(0);
      session('Usuario');
      run(PATHS.customerHome);
      // not in the task that sends the requests (on a phone the load takes hundreds of ms, and the requests and
      // the preloads would wait for it), but in the next one
      expect(built).toBe(0);
      expect(asked.length).toBe(EARLY_SCREENS[PATHS.customerHome].gets.length);
      await settle();
      expect(built).toBe(1);
      expect(askedWhenBuilt).toBe(EARLY_SCREENS[PATHS.customerHome].gets.length);
    } finally {
      Intl.DateTimeFormat = Real;
    }
  });

  it("asks nothing without a session, for another role's session, or for a screen it does not know", async () => {
    run(PATHS.customerHome);
    session('Encargado');
    run(PATHS.customerHome);
    session('Usuario');
    run('/perfil');
    await settle();
    expect(asked).toEqual([]);
  });

  it("asks the kitchen board's lists for the restaurant's today in its time zone, once the settings have answered", async () => {
    // 23:30 UTC on 27 November is already the 28th in Madrid
    vi.useFakeTimers({ now: new Date('2026-11-27T23:30:00Z'), toFake: ['Date'] });
    bodies['/api/settings'] = { timeZone: 'Europe/Madrid', preorderDays: 3 };
    session('Encargado');
    run(PATHS.chefBoard);
    await settle();
    const urls = asked.map((a) => a.split(' ')[0]);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/settings',
        '/api/stations',
        '/api/kitchen/status',
        '/api/orders?status=pending&date=2026-11-28',
        '/api/orders?status=finished&date=2026-11-28&sort=finishedAt&order=DESC&size=10',
        '/api/orders/by-day?from=2026-11-29&to=2026-12-01',
      ]),
    );
    expect(urls.filter((u) => u === '/api/settings')).toHaveLength(1);
  });

  it('leaves out the coming days when the restaurant takes no bookings ahead', async () => {
    bodies['/api/settings'] = { timeZone: 'Europe/Madrid', preorderDays: 0 };
    session('Encargado');
    run(PATHS.chefBoard);
    await settle();
    expect(asked.some((a) => a.includes('by-day'))).toBe(false);
    expect(asked.some((a) => a.includes('status=pending'))).toBe(true);
  });

  const preloadedPhotos = () =>
    [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((l) => l.getAttribute('href')).sort();
  const starters = [
    { id: 1, image: '/api/images/plain' },
    { id: 2, image: '/api/images/featured', isHighlighted: true },
    { id: 3, image: '/api/images/third' },
  ];

  it("preloads the first photos of «Última hora» alone when it has dishes (the only list on a phone's screen), in the server's order", async () => {
    bodies['/api/dishes?category=3'] = starters;
    bodies['/api/dishes?category=2'] = [{ id: 7, image: '/api/images/second' }];
    bodies['/api/dishes/last-minute'] = [
      { dish: { id: 4, image: '/api/images/left-1' }, left: 2 },
      { dish: { id: 5, image: '/api/images/left-2', isHighlighted: true }, left: 1 },
      { dish: { id: 6, image: '/api/images/left-3' }, left: 5 },
    ];
    session('Usuario');
    run(PATHS.customerHome);
    await settle();
    expect(preloadedPhotos()).toEqual(['/api/images/left-1', '/api/images/left-2']);
  });

  it("preloads the first carousel's first photos, featured first, when «Última hora» has none", async () => {
    bodies['/api/dishes?category=3'] = starters;
    bodies['/api/dishes?category=2'] = [{ id: 7, image: '/api/images/second' }];
    bodies['/api/dishes/last-minute'] = [];
    session('Usuario');
    run(PATHS.customerHome);
    await settle();
    expect(preloadedPhotos()).toEqual(['/api/images/featured', '/api/images/plain']);
  });
});
