/**
 * The cut-off of a day's orders (`ORDER_CUTOFF`), in the restaurant's local time: "-1d 16:00" closes a day's
 * changes the day before at 16:00 (the default, as AOEpeople/meals), "0d 10:00" the same day at 10:00. Before a
 * day's cut-off its orders can be placed, changed and cancelled; after it they are frozen (on the day itself a
 * customer can still order what is left, as a walk-in). The instant is computed on the wall clock of the time
 * zone, so it holds on daylight-saving days: a cut-off at a time that does not exist that day (02:30 on the last
 * Sunday of March in Madrid) is moved forward by the gap (03:30), and one the clock shows twice (02:30 on the last
 * Sunday of October) is its first occurrence (model/zonedTime.ts).
 */
import { addDays, isoWeekday } from './calendar';
import { zonedInstant } from './zonedTime';

export interface CutoffRule {
  /** days before the pick-up date (0: the same day, 1: the day before, …) */
  daysBefore: number;
  /** minutes past midnight, local time */
  minutes: number;
}

export const DEFAULT_ORDER_CUTOFF = '-1d 16:00';

/** Reads "-1d 16:00" / "0d 10:00" / "-2d 09:30"; null when the text is not such a rule. */
export function parseCutoff(text: string): CutoffRule | null {
  const match = /^\s*(-?\d{1,2})d\s+(\d{1,2}):(\d{2})\s*$/.exec(text);
  if (!match) return null;
  const days = Number(match[1]);
  const hour = Number(match[2]);
  const minute = Number(match[3]);
  if (days > 0 || days < -14 || hour > 23 || minute > 59) return null;
  return { daysBefore: Math.abs(days), minutes: hour * 60 + minute };
}

/** The rule back as text ("-1d 16:00"), as the settings show it. */
export function formatCutoff(rule: CutoffRule): string {
  const hh = String(Math.floor(rule.minutes / 60)).padStart(2, '0');
  const mm = String(rule.minutes % 60).padStart(2, '0');
  return `${rule.daysBefore === 0 ? '0' : `-${rule.daysBefore}`}d ${hh}:${mm}`;
}

/** The local date on which a pick-up date's cut-off falls. */
export function cutoffDate(pickupDate: string, rule: CutoffRule): string {
  return addDays(pickupDate, -rule.daysBefore);
}

/** The instant at which changes to `pickupDate`'s orders close. */
export function cutoffInstant(pickupDate: string, rule: CutoffRule, timeZone: string): Date {
  return zonedInstant(cutoffDate(pickupDate, rule), rule.minutes, timeZone);
}

/** Whether orders for `pickupDate` can still be placed, changed or cancelled at `now` (strictly before the cut-off). */
export function beforeCutoff(pickupDate: string, now: Date, rule: CutoffRule, timeZone: string): boolean {
  return now.getTime() < cutoffInstant(pickupDate, rule, timeZone).getTime();
}

/**
 * What the customer reads about a day's cut-off: the weekday of the cut-off's date and its local time, for
 * "Puedes cambiarlo hasta el miércoles a las 16:00" (the screens word it; weekday 1 Monday … 7 Sunday).
 */
export function cutoffParts(pickupDate: string, rule: CutoffRule): { date: string; weekday: number; time: string } {
  const date = cutoffDate(pickupDate, rule);
  const time = formatCutoff(rule).split(' ')[1];
  return { date, weekday: isoWeekday(date), time };
}
