/**
 * How the customer app names a pick-up day and a cut-off, seen from the restaurant's today: "Hoy", "Mañana",
 * "jue 3" on the day chips; "Jueves 3 de diciembre" in headings; "hasta el miércoles a las 16:00" for a cut-off
 * (weekday names by Intl in the UI's language, the cut-off's instant read on the restaurant's clock).
 */
import { daysBetween } from '../../../model/calendar';
import { localClock } from '../../../model/slots';
import type { Formatter } from '../../../src/ui/format';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface DayWordsContext {
  /** the restaurant's today, "YYYY-MM-DD" */
  today: string;
  fmt: Formatter;
  translate: Translate;
}

/** Where `date` stands from `today`: the words "hoy", "mañana", "ayer", a weekday this week, or a weekday and its day. */
export type DayDistance = 'today' | 'tomorrow' | 'yesterday' | 'near' | 'far';

export function dayDistance(date: string, today: string): DayDistance {
  const ahead = daysBetween(today, date);
  if (ahead === 0) return 'today';
  if (ahead === 1) return 'tomorrow';
  if (ahead === -1) return 'yesterday';
  // within six days a weekday names one day only; further away it needs the day of the month too
  return Math.abs(ahead) <= 6 ? 'near' : 'far';
}

function capitalized(text: string, fmt: Formatter): string {
  return text.charAt(0).toLocaleUpperCase(fmt.locale) + text.slice(1);
}

/** "jue 3" / "Thu 3" */
export function shortDay(date: string, fmt: Formatter): string {
  return fmt.day(date, { weekday: 'short', day: 'numeric' });
}

/** "jueves 3" / "Thursday 3", as in "tu pedido del jueves 3" */
export function weekdayAndDay(date: string, fmt: Formatter): string {
  return fmt.day(date, { weekday: 'long', day: 'numeric' });
}

/** "Jueves 3 de diciembre" / "Thursday 3 December" (Intl's Spanish puts a comma after the weekday: not here). */
export function longDay(date: string, fmt: Formatter): string {
  return capitalized(fmt.day(date, { weekday: 'long', day: 'numeric', month: 'long' }).replace(', ', ' '), fmt);
}

/** A day chip: "Hoy", "Mañana", then "jue 3". */
export function dayChipLabel(date: string, { today, fmt, translate }: DayWordsContext): string {
  const distance = dayDistance(date, today);
  if (distance === 'today') return translate('customer.week.today');
  if (distance === 'tomorrow') return translate('customer.week.tomorrow');
  return shortDay(date, fmt);
}

/** A group of orders or a chosen day: "Hoy", "Mañana", then "Jueves 3 de diciembre". */
export function dayHeading(date: string, { today, fmt, translate }: DayWordsContext): string {
  const distance = dayDistance(date, today);
  if (distance === 'today') return translate('customer.week.today');
  if (distance === 'tomorrow') return translate('customer.week.tomorrow');
  return longDay(date, fmt);
}

/** The local date and "HH:MM" of an instant on the restaurant's clock; null for a missing or invalid one. */
export function localDateTime(iso: string | null | undefined, timeZone: string): { date: string; time: string } | null {
  if (!iso) return null;
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return null;
  const { date, minutes } = localClock(at, timeZone);
  const whole = Math.floor(minutes);
  const time = `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
  return { date, time };
}

/** "hoy", "mañana", "ayer", "el miércoles", "el miércoles 9": a day inside a sentence. */
export function dayInSentence(date: string, { today, fmt, translate }: DayWordsContext): string {
  const distance = dayDistance(date, today);
  if (distance === 'today') return translate('customer.week.in_sentence.today');
  if (distance === 'tomorrow') return translate('customer.week.in_sentence.tomorrow');
  if (distance === 'yesterday') return translate('customer.week.in_sentence.yesterday');
  if (distance === 'near') return translate('customer.week.in_sentence.weekday', { weekday: fmt.day(date, { weekday: 'long' }) });
  return translate('customer.week.in_sentence.weekday', { weekday: weekdayAndDay(date, fmt) });
}

/**
 * The sentence about an order's cut-off: before it "Puedes cambiarlo hasta el miércoles a las 16:00", after it
 * "El plazo para cambiarlo terminó el miércoles a las 16:00"; '' without a known cut-off.
 */
export function cutoffSentence(
  cutoffAt: string | null | undefined,
  open: boolean,
  ctx: DayWordsContext & { timeZone: string },
): string {
  const local = localDateTime(cutoffAt, ctx.timeZone);
  if (!local) return '';
  return ctx.translate(open ? 'customer.week.change_until' : 'customer.week.change_ended', {
    when: dayInSentence(local.date, ctx),
    time: local.time,
  });
}
