/**
 * Calendar dates as the restaurant writes them ("YYYY-MM-DD", a day in its own time zone), counted without time
 * zones: a date is a day, not an instant, so adding days never meets a daylight-saving change.
 */
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar date written "YYYY-MM-DD" (2026-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const at = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return at.toISOString().slice(0, 10) === value;
}

function utcDay(date: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1));
}

/** The date `days` days after `date` (before it when negative). */
export function addDays(date: string, days: number): string {
  const at = utcDay(date);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** Days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcDay(to).getTime() - utcDay(from).getTime()) / 86_400_000);
}

/** ISO weekday of a date: 1 Monday … 7 Sunday. */
export function isoWeekday(date: string): number {
  const day = utcDay(date).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The Monday of the week `date` belongs to (weeks run Monday to Sunday, as in Spain). */
export function mondayOf(date: string): string {
  return addDays(date, 1 - isoWeekday(date));
}

/** The seven dates of the week that starts on `monday`. */
export function weekDates(monday: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}
