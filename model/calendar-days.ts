/**
 * The days a customer may pick (GET calendar, issue 26): today and each date up to PREORDER_DAYS ahead, open or
 * closed (a weekly rest day or a single closed date), whether each still takes orders (today: while any slot is
 * left; a later day: before its cut-off) and when its orders freeze.
 */
import { addDays, isoWeekday } from './calendar';
import { beforeCutoff, cutoffInstant, type CutoffRule } from './cutoff';
import type { OpenDays } from './open-days';

export interface CalendarInput {
  today: string;
  now: Date;
  timeZone: string;
  preorderDays: number;
  openDays: OpenDays & { closedDates: ReadonlySet<string> };
  cutoff: CutoffRule;
  /** the planned dates among them */
  planned: ReadonlySet<string>;
  /** today still has a pick-up slot to come */
  todayHasSlots: boolean;
}

export interface CalendarDayView {
  date: string;
  weekday: number;
  open: boolean;
  closedReason: 'rest_day' | 'closed_day' | null;
  orderable: boolean;
  cutoffAt: string;
  planned: boolean;
}

export function calendarDays(input: CalendarInput): CalendarDayView[] {
  const days: CalendarDayView[] = [];
  for (let ahead = 0; ahead <= input.preorderDays; ahead++) {
    const date = addDays(input.today, ahead);
    const weekday = isoWeekday(date);
    const closedReason = input.openDays.restWeekdays.includes(weekday)
      ? 'rest_day'
      : input.openDays.closedDates.has(date)
        ? 'closed_day'
        : null;
    const open = closedReason === null;
    const inTime = ahead === 0 ? input.todayHasSlots : beforeCutoff(date, input.now, input.cutoff, input.timeZone);
    days.push({
      date,
      weekday,
      open,
      closedReason,
      orderable: open && inTime,
      cutoffAt: cutoffInstant(date, input.cutoff, input.timeZone).toISOString(),
      planned: input.planned.has(date),
    });
  }
  return days;
}
