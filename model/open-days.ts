/**
 * Which days the canteen takes orders: every day but its weekly rest days (a setting, ISO weekdays 1 Monday …
 * 7 Sunday) and single closed dates (holidays, entered in the admin). Customers book from today up to
 * `PREORDER_DAYS` ahead (default 14).
 */
import { addDays, daysBetween, isoWeekday } from './calendar';

export const DEFAULT_PREORDER_DAYS = 14;

export interface OpenDays {
  /** weekly rest days, ISO weekdays (6 Saturday, 7 Sunday) */
  restWeekdays: readonly number[];
  /** single closed dates, "YYYY-MM-DD" */
  closedDates: ReadonlySet<string> | readonly string[];
}

export type DayRefusal = 'date_past' | 'date_too_far' | 'day_closed';

function closed(rules: OpenDays, date: string): boolean {
  const dates = rules.closedDates;
  return 'has' in dates ? dates.has(date) : dates.includes(date);
}

/** Whether the canteen opens on `date`. */
export function isOpenDay(date: string, rules: OpenDays): boolean {
  return !rules.restWeekdays.includes(isoWeekday(date)) && !closed(rules, date);
}

/** Why `date` cannot be booked on `today` (null when it can): a past date, beyond the horizon, or a closed day. */
export function bookingRefusal(date: string, today: string, preorderDays: number, rules: OpenDays): DayRefusal | null {
  const ahead = daysBetween(today, date);
  if (ahead < 0) return 'date_past';
  if (ahead > preorderDays) return 'date_too_far';
  if (!isOpenDay(date, rules)) return 'day_closed';
  return null;
}

/** The open days from `today` to `preorderDays` ahead, in order. */
export function bookableDates(today: string, preorderDays: number, rules: OpenDays): string[] {
  const out: string[] = [];
  for (let i = 0; i <= preorderDays; i++) {
    const date = addDays(today, i);
    if (isOpenDay(date, rules)) out.push(date);
  }
  return out;
}

/** Reads the rest-weekday setting ("6,7"; empty: open every day); null when it is not a list of weekdays 1-7. */
export function parseRestWeekdays(text: string): number[] | null {
  const trimmed = text.trim();
  if (!trimmed) return [];
  const days = trimmed.split(',').map((part) => Number(part.trim()));
  if (days.some((d) => !Number.isInteger(d) || d < 1 || d > 7)) return null;
  return [...new Set(days)].sort((a, b) => a - b);
}
