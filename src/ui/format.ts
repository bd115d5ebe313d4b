/**
 * The one locale-aware formatter of every app (admin, customer, kitchen, public): dates, times, numbers,
 * percentages and money in the UI's language. Times are shown on the restaurant's clock (`GET settings`
 * → `timeZone`), not the browser's, so a pick-up or ready time reads the same on every device.
 * Pure functions take `{ locale, timeZone }`; screens use the `useFormat()` hook (src/ui/useFormat.ts).
 */

export interface FormatContext {
  /** The UI's language, as react-admin's i18nProvider names it ('es', 'en'). */
  locale: string;
  /** The restaurant's IANA time zone; the browser's zone when not known yet. */
  timeZone?: string;
}

const LANGUAGE_TAGS: Record<string, string> = { es: 'es-ES', en: 'en-GB' };

/** The BCP 47 tag Intl formats with for a UI language ('es' → 'es-ES', 'en' → 'en-GB'). */
export function languageTag(locale: string): string {
  return LANGUAGE_TAGS[locale] ?? LANGUAGE_TAGS.es;
}

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function dateFormat(ctx: FormatContext, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${ctx.locale}|${ctx.timeZone ?? ''}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(languageTag(ctx.locale), { ...options, timeZone: options.timeZone ?? ctx.timeZone });
    cache.set(key, format);
  }
  return format;
}

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(languageTag(locale), options);
    cache.set(key, format);
  }
  return format;
}

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export type DateStyle = 'long' | 'medium' | 'short';

/** "3 mar 2025" / "3 Mar 2025" (medium); '' for a missing or invalid date. */
export function formatDate(
  value: string | number | Date | null | undefined,
  ctx: FormatContext,
  style: DateStyle = 'medium',
): string {
  const date = toDate(value);
  return date ? dateFormat(ctx, { dateStyle: style }).format(date) : '';
}

/** "13:05": the hour and minute on the restaurant's clock, 24-hour in both languages. */
export function formatTime(value: string | number | Date | null | undefined, ctx: FormatContext): string {
  const date = toDate(value);
  return date ? dateFormat(ctx, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date) : '';
}

/** "3 de marzo de 2025 a las 13:05" (long) or "3 mar 2025, 13:05" (medium). */
export function formatDateTime(
  value: string | number | Date | null | undefined,
  ctx: FormatContext,
  style: DateStyle = 'medium',
): string {
  const date = toDate(value);
  return date ? dateFormat(ctx, { dateStyle: style, timeStyle: 'short', hourCycle: 'h23' }).format(date) : '';
}

/**
 * A calendar day given as "YYYY-MM-DD" (a pick-up date, a day of figures), which has no time zone:
 * "10 mar" by default, or any Intl date options.
 */
export function formatDay(
  day: string | null | undefined,
  ctx: FormatContext,
  options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' },
): string {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return '';
  const date = new Date(`${day}T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? '' : dateFormat(ctx, { ...options, timeZone: 'UTC' }).format(date);
}

/** "1.234,5" / "1,234.5" (at most `maximumFractionDigits` decimals, 1 by default). */
export function formatNumber(value: number, ctx: FormatContext, maximumFractionDigits = 1): string {
  return numberFormat(ctx.locale, { maximumFractionDigits }).format(value);
}

/** "8,7 %" / "8.7%": a share already expressed in percent (8.7 means 8.7 %). */
export function formatPercent(percent: number, ctx: FormatContext): string {
  return numberFormat(ctx.locale, { style: 'percent', maximumFractionDigits: 1 }).format(percent / 100);
}

/** "12,50 €" / "€12.50". */
export function formatMoney(euros: number, ctx: FormatContext): string {
  return numberFormat(ctx.locale, { style: 'currency', currency: 'EUR' }).format(euros);
}

/** Every formatter bound to one context: what `useFormat()` returns. */
export function formatterFor(ctx: FormatContext) {
  return {
    locale: ctx.locale,
    timeZone: ctx.timeZone,
    date: (value: string | number | Date | null | undefined, style?: DateStyle) => formatDate(value, ctx, style),
    time: (value: string | number | Date | null | undefined) => formatTime(value, ctx),
    dateTime: (value: string | number | Date | null | undefined, style?: DateStyle) => formatDateTime(value, ctx, style),
    day: (day: string | null | undefined, options?: Intl.DateTimeFormatOptions) => formatDay(day, ctx, options),
    number: (value: number, maximumFractionDigits?: number) => formatNumber(value, ctx, maximumFractionDigits),
    percent: (percent: number) => formatPercent(percent, ctx),
    money: (euros: number) => formatMoney(euros, ctx),
  };
}

export type Formatter = ReturnType<typeof formatterFor>;
