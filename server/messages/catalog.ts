/**
 * The API's Spanish wording of every coded error. An error answer carries `code` and `params`; the screens word
 * the code from their own catalogs (`comedor.errors.<code>` in src/i18n, Spanish and English), and the API's
 * `message` is this text, for clients that show the server's words. Templates use the client catalogs' syntax:
 * `%{name}` for a parameter, and "singular |||| plural" chosen by `smart_count`. A unit test keeps each Spanish
 * text equal to the client's Spanish catalog, so the two cannot drift.
 *
 * One file per area holds its codes (orders.ts, …); this file joins them.
 */
import { AUTH_MESSAGES } from './auth';
import { COMPLAINT_MESSAGES } from './complaints';
import { DISH_MESSAGES } from './dishes';
import { GENERAL_MESSAGES } from './general';
import { IMAGE_MESSAGES } from './images';
import { ORDER_MESSAGES } from './orders';
import { PUSH_MESSAGES } from './push';
import { PLANNING_MESSAGES } from './planning';
import { REWARD_MESSAGES } from './rewards';
import { SHARING_MESSAGES } from './sharing';
import { STATION_MESSAGES } from './stations';
import { USER_MESSAGES } from './users';
import { VALIDATION_MESSAGES } from './validation';
import { WEEK_MESSAGES } from './week';
import { USUAL_ORDER_MESSAGES } from './usual-orders';
import { LEFTOVER_MESSAGES } from './leftovers';

export const MESSAGES = {
  ...GENERAL_MESSAGES,
  ...VALIDATION_MESSAGES,
  ...AUTH_MESSAGES,
  ...USER_MESSAGES,
  ...DISH_MESSAGES,
  ...REWARD_MESSAGES,
  ...COMPLAINT_MESSAGES,
  ...STATION_MESSAGES,
  ...IMAGE_MESSAGES,
  ...ORDER_MESSAGES,
  // issue 26, week planning (h26plan)
  ...PLANNING_MESSAGES,
  ...WEEK_MESSAGES,
  ...PUSH_MESSAGES,
  ...SHARING_MESSAGES,
  // issue 26 point 6, my usual order (usual)
  ...USUAL_ORDER_MESSAGES,
  // issue 27 point 3, leftovers (h-waste)
  ...LEFTOVER_MESSAGES,
} as const;

export type MessageCode = keyof typeof MESSAGES;
export type MessageParams = Record<string, string | number>;

/** Parameters the Spanish text falls back on when the answer leaves them out (the screens have their own). */
const SPANISH_DEFAULTS: Partial<Record<MessageCode, MessageParams>> = {
  account_deactivated: { contact: 'el personal del comedor' },
};

/** The Spanish text of a code with its parameters, as polyglot (the client's i18n) would word it. */
export function spanishMessage(code: MessageCode, given: MessageParams = {}): string {
  const params = { ...SPANISH_DEFAULTS[code], ...given };
  let template: string = MESSAGES[code];
  if (template.includes('||||')) {
    const forms = template.split('||||').map((form) => form.trim());
    const n = Number(params.smart_count ?? 0);
    template = forms[n === 1 ? 0 : Math.min(1, forms.length - 1)];
  }
  return template.replace(/%\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : name === 'smart_count' ? '' : whole,
  );
}
