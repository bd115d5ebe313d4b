/**
 * The text for an API error (HttpError from dataProvider/http/httpClient) in the UI's language: the translation of
 * the code a shared rule's refusal carries (`{code, params}` in the body, `comedor.errors.<code>`), else the
 * server's own message when it sent one (the API words its 4xx in Spanish), otherwise the translation of the
 * client-side code the error carries (no connection, a failure without a message, anything unknown).
 */
import type { TranslateFunction } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';

/** The translation key for an error, with a fallback text when the error's message is not a key. */
export function errorKey(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' && error.message) {
    return error.message;
  }
  return 'comedor.errors.unknown';
}

/** The `{code, params}` of an error body, when it has a code. */
function bodyCode(error: unknown): { code: string; params: Record<string, unknown> } | null {
  const body =
    error && typeof error === 'object' && 'body' in error ? (error.body as { code?: unknown; params?: unknown } | null) : null;
  if (!body || typeof body !== 'object' || typeof body.code !== 'string') return null;
  return {
    code: body.code,
    params: body.params && typeof body.params === 'object' ? (body.params as Record<string, unknown>) : {},
  };
}

/** Which weekday parameter names which date parameter (the cut-off refusals, model/order-day.ts cutoffParams). */
const WEEKDAY_OF: Record<string, string> = { weekday: 'date', cutoffWeekday: 'cutoffDate' };

/**
 * The params with each weekday named in `locale`: the API words its own Spanish sentence with Spanish weekday
 * names, and sends the ISO dates beside them, so an English screen says "Wednesday", not "miércoles".
 */
export function localizedParams(params: Record<string, unknown>, locale: string): Record<string, unknown> {
  const out = { ...params };
  for (const [weekday, dateKey] of Object.entries(WEEKDAY_OF)) {
    const date = params[dateKey];
    if (!(weekday in params) || typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) continue;
    const name = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
    out[weekday] = locale.startsWith('en') ? name : name.toLocaleLowerCase(locale);
  }
  return out;
}

/** Translated with the screen's `translate` (or the app's i18nProvider, which follows the chosen language). */
export function errorMessage(error: unknown, translate: TranslateFunction = i18nProvider.translate): string {
  const key = errorKey(error);
  const coded = bodyCode(error);
  if (coded) {
    const params = localizedParams(coded.params, i18nProvider.getLocale());
    return translate(`comedor.errors.${coded.code}`, { ...params, _: translate(key, { _: key }) });
  }
  return translate(key, { _: key });
}
