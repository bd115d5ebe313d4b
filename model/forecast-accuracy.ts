/**
 * How well the walk-in forecast did, per week (issue 27 point 2): for every dish-day with a production sheet frozen
 * at its cut-off, the absolute error in portions between the walk-ins it expected and the walk-ins that came (orders
 * placed at or after the cut-off, not cancelled), and whether the kitchen ran out of the dish before the day's last
 * pick-up slot began. A week is Monday to Sunday; only finished days count (today's walk-ins are still coming).
 */
import { Type, type Static } from 'typebox';
import { addDays, mondayOf } from './calendar';
import { cutoffInstant, type CutoffRule } from './cutoff';
import { daySlots, parseClock, type OpeningRange } from './slots';
import { zonedInstant } from './zonedTime';

/** How many weeks the analysis shows, newest last. */
export const ACCURACY_WEEKS = 8;

export interface AccuracyDishDay {
  date: string;
  expected: number;
  walkIns: number;
  /** sold out before the last slot's start */
  ranOut: boolean;
}

export const ForecastAccuracyWeekResponse = Type.Object({
  /** the week's Monday, "YYYY-MM-DD" */
  week: Type.String(),
  /** dish-days with a frozen sheet */
  dishDays: Type.Integer(),
  /** mean absolute error in portions, expected vs real walk-ins (2 decimals) */
  meanAbsoluteError: Type.Number(),
  /** dish-days that ran out before the last pick-up slot */
  ranOut: Type.Integer(),
  /** ranOut / dishDays, 0–1 (3 decimals) */
  ranOutShare: Type.Number(),
});
export const ForecastAccuracyResponse = Type.Object({ weeks: Type.Array(ForecastAccuracyWeekResponse) });
export type ForecastAccuracyWeek = Static<typeof ForecastAccuracyWeekResponse>;
export type ForecastAccuracy = Static<typeof ForecastAccuracyResponse>;

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** The weeks that hold dish-days, oldest first. */
export function weeklyAccuracy(days: readonly AccuracyDishDay[]): ForecastAccuracyWeek[] {
  const byWeek = new Map<string, AccuracyDishDay[]>();
  for (const d of days) {
    const week = mondayOf(d.date);
    byWeek.set(week, [...(byWeek.get(week) ?? []), d]);
  }
  return [...byWeek.keys()].sort().map((week) => {
    const list = byWeek.get(week)!;
    const error = list.reduce((n, d) => n + Math.abs(d.expected - d.walkIns), 0);
    const ranOut = list.filter((d) => d.ranOut).length;
    return {
      week,
      dishDays: list.length,
      meanAbsoluteError: round(error / list.length, 2),
      ranOut,
      ranOutShare: round(ranOut / list.length, 3),
    };
  });
}

export interface AccuracyDate {
  date: string;
  /** the date's cut-off: walk-ins are the orders placed from then on */
  cutoff: Date;
  /** when the date's last pick-up slot starts */
  lastSlot: Date;
}

/** The finished days of the last `ACCURACY_WEEKS` weeks (from the Monday seven weeks before today's), to yesterday. */
export function accuracyDates(
  today: string,
  rules: { orderCutoff: CutoffRule; timeZone: string; openingHours: OpeningRange[]; slotMinutes: number },
): AccuracyDate[] {
  const last = parseClock(daySlots(rules.openingHours, rules.slotMinutes).at(-1) ?? '23:59') ?? 24 * 60 - 1;
  const dates: AccuracyDate[] = [];
  for (let date = addDays(mondayOf(today), -7 * (ACCURACY_WEEKS - 1)); date < today; date = addDays(date, 1))
    dates.push({
      date,
      cutoff: cutoffInstant(date, rules.orderCutoff, rules.timeZone),
      lastSlot: zonedInstant(date, last, rules.timeZone),
    });
  return dates;
}
