/**
 * Early answers. The customer's home asks for its dishes, the customer, their allergens, their orders and the
 * restaurant's settings (the time zone of prices and hours) the moment the app starts; on a phone the app's code takes a
 * second or more to arrive first. The page's first script
 * (scripts/route-preload.ts writes `EARLY_GETS` into it) asks for them while the code downloads, with the
 * session's token, and leaves the pending answers in `window.__comedorEarly`; `takeEarlyAnswer` hands one to
 * apiFetch (once, for the same URL and the same session, within `EARLY_ANSWER_MS`) instead of asking again.
 */
import { PATHS } from '../../model/paths';
import { CUSTOMER } from '../../model/roles';
import type { CategoryId } from '../../model/categories';

/**
 * The customer home's carousels, top to bottom (customRoutes/customer/home/HomePage.tsx draws them): each one's
 * category and how many of its photos a phone shows before scrolling, which load first (the screen's largest paint).
 */
export const HOME_CAROUSELS: readonly { category: CategoryId; photosFirst: number }[] = [
  { category: 3, photosFirst: 2 },
  { category: 2, photosFirst: 1 },
  { category: 5, photosFirst: 0 },
  { category: 4, photosFirst: 0 },
];

const dishesPath = (category: CategoryId) => `dishes?category=${category}`;

/** GET paths under the API, `{userId}` standing for the session's user id */
const CUSTOMER_HOME = [
  ...HOME_CAROUSELS.map((c) => dishesPath(c.category)),
  'users/me',
  'users_allergens/user/{userId}',
  'settings',
  // the card of today's orders
  'orders/mine',
];

/** the screens are the customer's: another role's session asks nothing early (the guard sends it home) */
export const EARLY_ROLE = CUSTOMER;

export const EARLY_GETS: Record<string, readonly string[]> = {
  [PATHS.customerHome]: CUSTOMER_HOME,
  [PATHS.customerHomeAlias]: CUSTOMER_HOME,
};

/**
 * Early answers that are lists of dishes whose first photos the screen shows at once: the first script preloads
 * that many photos (`<link rel="preload" as="image">`) as soon as the list arrives, while the code still downloads.
 */
const HOME_PHOTOS = Object.fromEntries(
  HOME_CAROUSELS.filter((c) => c.photosFirst > 0).map((c) => [dishesPath(c.category), c.photosFirst]),
);
export const EARLY_PHOTOS: Record<string, Record<string, number>> = {
  [PATHS.customerHome]: HOME_PHOTOS,
  [PATHS.customerHomeAlias]: HOME_PHOTOS,
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
