/**
 * Early answers. The customer's home asks for its dishes, the customer and their allergens the moment the app
 * starts; on a phone the app's code takes a second or more to arrive first. The page's first script
 * (scripts/route-preload.ts writes `EARLY_GETS` into it) asks for them while the code downloads, with the
 * session's token, and leaves the pending answers in `window.__comedorEarly`; `takeEarlyAnswer` hands one to
 * apiFetch (once, for the same URL and the same session, within `EARLY_ANSWER_MS`) instead of asking again.
 */
import { PATHS } from '../model/paths';
import { CUSTOMER } from '../model/roles';

/** GET paths under the API, `{userId}` standing for the session's user id */
const CUSTOMER_HOME = [
  'dishes?category=3',
  'dishes?category=2',
  'dishes?category=5',
  'dishes?category=4',
  'users/me',
  'users_allergens/user/{userId}',
];

/** the screens are the customer's: another role's session asks nothing early (the guard sends it home) */
export const EARLY_ROLE = CUSTOMER;

export const EARLY_GETS: Record<string, readonly string[]> = {
  [PATHS.customerHome]: CUSTOMER_HOME,
  [PATHS.customerHomeAlias]: CUSTOMER_HOME,
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

/** The pending answer the first script asked for this URL with this token, if any (each is taken once). */
export function takeEarlyAnswer(url: string, token: string | null): Promise<Response | null> | undefined {
  const early = holder.__comedorEarly;
  if (!early || !token || early.token !== token || Date.now() - early.at > EARLY_ANSWER_MS) return undefined;
  const answer = early.answers[url];
  delete early.answers[url];
  return answer;
}
