/**
 * Early answers. A first screen's data is asked the moment the page starts, not when the app's code has arrived
 * and run (on a phone that takes a second or more). The page's first script (scripts/route-preload.ts writes
 * `EARLY_SCREENS` and `askEarly` into it) asks for the opened screen's data while the code downloads, with the
 * session's token, and leaves the pending answers in `window.__comedorEarly`; `takeEarlyAnswer` hands one to
 * apiFetch (once, for the same URL and the same session, within `EARLY_ANSWER_MS`) instead of asking again. The
 * screen then draws once with its data (customRoutes/shared/useFirstVisitData.ts), and nothing the app asks
 * delays its first paint.
 */
import { PATHS } from '../../model/paths';
import { CHEF, CUSTOMER, type RoleName } from '../../model/roles';
import type { CategoryId } from '../../model/categories';

/**
 * The customer home's carousels, top to bottom (customRoutes/customer/home/HomePage.tsx draws them): each one's
 * category and how many of its photos a phone shows before scrolling, which load first (the screen's largest paint)
 * when no "Última hora" is drawn above it: only the first list on the home is on a phone's screen before scrolling.
 */
export const HOME_CAROUSELS: readonly { category: CategoryId; photosFirst: number }[] = [
  { category: 3, photosFirst: 2 },
  { category: 2, photosFirst: 0 },
  { category: 5, photosFirst: 0 },
  { category: 4, photosFirst: 0 },
];

/** "Última hora" (after today's cut-off, drawn first on the home when any) and how many of its photos show at once */
const LAST_MINUTE = 'dishes/last-minute';
export const LAST_MINUTE_PHOTOS_FIRST = 2;

const dishesPath = (category: CategoryId) => `dishes?category=${category}`;

export interface EarlyScreen {
  /** whose screen it is: another role's session asks nothing (the guard sends it to its own home) */
  role: RoleName;
  /** GET paths under the API, `{userId}` standing for the session's user id */
  gets: readonly string[];
  /**
   * GET paths asked once `settings` has answered (the restaurant's today in its time zone): `{today}`, `{tomorrow}`
   * and `{ahead}` (today plus the days the restaurant takes bookings ahead, at most `COMING_DAYS_MAX`; a path
   * holding it is not asked when it takes none)
   */
  afterSettings?: readonly string[];
  /**
   * lists of dishes (or of `{ dish }`) whose first photos the screen shows at once, in the order of `gets` (top to
   * bottom): the first of them that has dishes is the one a phone shows before scrolling, and that many of its photos
   * are preloaded (`<link rel="preload" as="image">`) as soon as the lists arrive, while the code still downloads
   */
  photos?: Readonly<Record<string, number>>;
}

/** the settings the first script reads (model/responses.ts SettingsResponse) and their defaults */
export const EARLY_SETTINGS = { path: 'settings', preorderDays: 14, comingDaysMax: 31 } as const;

const CUSTOMER_HOME: EarlyScreen = {
  role: CUSTOMER,
  gets: [
    LAST_MINUTE,
    ...HOME_CAROUSELS.map((c) => dishesPath(c.category)),
    'users/me',
    'users_allergens/user/{userId}',
    EARLY_SETTINGS.path,
    // the card of today's orders (today's and later ones, not the whole history)
    'orders/mine?upcoming=true',
    // the days to order for ("¿Para qué día?") and today's meals colleagues offer
    'calendar',
    'orders/offered',
  ],
  photos: Object.fromEntries([
    [LAST_MINUTE, LAST_MINUTE_PHOTOS_FIRST] as const,
    ...HOME_CAROUSELS.filter((c) => c.photosFirst > 0).map((c) => [dishesPath(c.category), c.photosFirst] as const),
  ]),
};

/** "Crear menú" and the cart: the day picker, the customer's allergens, the settings */
const CUSTOMER_ORDERING: EarlyScreen = {
  role: CUSTOMER,
  gets: [EARLY_SETTINGS.path, 'calendar', 'users_allergens/user/{userId}'],
};

/** the cart also shows whether the kitchen has paused orders */
const CUSTOMER_CART: EarlyScreen = { ...CUSTOMER_ORDERING, gets: [...CUSTOMER_ORDERING.gets, 'kitchen/status'] };

/** the kitchen's board: today's pending and last finished orders, the coming days' count, stations, cooks and pause */
const CHEF_BOARD: EarlyScreen = {
  role: CHEF,
  gets: [EARLY_SETTINGS.path, 'stations', 'kitchen/status'],
  afterSettings: [
    'orders?status=pending&date={today}',
    'orders?status=finished&date={today}&sort=finishedAt&order=DESC&size=10',
    'orders/by-day?from={tomorrow}&to={ahead}',
  ],
};

export const EARLY_SCREENS: Readonly<Record<string, EarlyScreen>> = {
  [PATHS.customerHome]: CUSTOMER_HOME,
  [PATHS.customerHomeAlias]: CUSTOMER_HOME,
  [PATHS.menu]: CUSTOMER_ORDERING,
  [PATHS.cart]: CUSTOMER_CART,
  [PATHS.chefBoard]: CHEF_BOARD,
  [PATHS.chefBoardAlias]: CHEF_BOARD,
};

/** an early answer older than this is not used (the screen asked late: ask again) */
export const EARLY_ANSWER_MS = 10_000;

interface EarlyAnswers {
  token: string;
  at: number;
  answers: Record<string, Promise<Response | null> | undefined>;
}

/** where the first script leaves them (`window.__comedorEarly`) */
const holder = globalThis as { __comedorEarly?: EarlyAnswers };

/** The first script's answers if they are this session's and still fresh. */
function freshFor(token: string | null): EarlyAnswers | undefined {
  const early = holder.__comedorEarly;
  return early && token && early.token === token && Date.now() - early.at <= EARLY_ANSWER_MS ? early : undefined;
}

/** Whether the page's first script asked for this session's first screen (fresh answers, some maybe taken). */
export function askedEarly(token: string | null): boolean {
  return freshFor(token) !== undefined;
}

/** The pending answer the first script asked for this URL with this token, if any (each is taken once). */
export function takeEarlyAnswer(url: string, token: string | null): Promise<Response | null> | undefined {
  const early = freshFor(token);
  if (!early) return undefined;
  const answer = early.answers[url];
  delete early.answers[url];
  return answer;
}
