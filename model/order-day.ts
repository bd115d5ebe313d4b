/**
 * Whether a day takes orders, and whether an order of a day can still change (issue 26), as refusals with their
 * code and parameters. Today always takes walk-in orders for what is left (its open hours decide); a later day
 * takes them until its cut-off (ORDER_CUTOFF), and its orders can be changed or cancelled until then too.
 */
import { isoWeekday } from './calendar';
import { beforeCutoff, cutoffInstant, cutoffParts, type CutoffRule } from './cutoff';
import { bookingRefusal, type OpenDays } from './open-days';

/** Spanish weekday names by ISO weekday (1 Monday … 7 Sunday), for the API's own Spanish sentences. */
export const SPANISH_WEEKDAYS = ['', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'] as const;

export interface OrderDay {
  /** the pick-up date, "YYYY-MM-DD" local */
  date: string;
  today: string;
  preorderDays: number;
  openDays: OpenDays;
  cutoff: CutoffRule;
}

export type OrderDayCode = 'date_past' | 'date_too_far' | 'day_closed' | 'orders_closed' | 'order_frozen';

export interface OrderDayRefusal {
  code: OrderDayCode;
  params: Record<string, string | number>;
  field: string;
}

/** The date's and its cut-off's words: "jueves 3", "miércoles 2 a las 16:00". */
export function cutoffParams(date: string, cutoff: CutoffRule): Record<string, string | number> {
  const at = cutoffParts(date, cutoff);
  return {
    date,
    weekday: SPANISH_WEEKDAYS[isoWeekday(date)] ?? '',
    day: Number(date.slice(8, 10)),
    cutoffDate: at.date,
    cutoffWeekday: SPANISH_WEEKDAYS[at.weekday] ?? '',
    cutoffDay: Number(at.date.slice(8, 10)),
    time: at.time ?? '',
  };
}

/** Why no order can be placed for `day.date` at `now` (null when it can). */
export function dayRefusal(day: OrderDay, now: Date, timeZone: string): OrderDayRefusal | null {
  const refusal = bookingRefusal(day.date, day.today, day.preorderDays, day.openDays);
  if (refusal === 'day_closed') return { code: refusal, params: { date: day.date }, field: 'pickupDate' };
  if (refusal) return { code: refusal, params: { date: day.date, days: day.preorderDays }, field: 'pickupDate' };
  if (day.date !== day.today && !beforeCutoff(day.date, now, day.cutoff, timeZone)) {
    return { code: 'orders_closed', params: cutoffParams(day.date, day.cutoff), field: 'pickupDate' };
  }
  return null;
}

/** Whether an order of `pickupDate` can still be changed or cancelled at `now`: pending and before the cut-off. */
export function changeable(status: string, pickupDate: string, now: Date, cutoff: CutoffRule, timeZone: string): boolean {
  return status === 'pending' && beforeCutoff(pickupDate, now, cutoff, timeZone);
}

/** The refusal of a change or cancel after the order's cut-off (null before it). */
export function frozenRefusal(pickupDate: string, now: Date, cutoff: CutoffRule, timeZone: string): OrderDayRefusal | null {
  if (beforeCutoff(pickupDate, now, cutoff, timeZone)) return null;
  return { code: 'order_frozen', params: cutoffParams(pickupDate, cutoff), field: 'pickupDate' };
}

/** When `pickupDate`'s orders freeze, ISO 8601. */
export function cutoffAt(pickupDate: string, cutoff: CutoffRule, timeZone: string): string {
  return cutoffInstant(pickupDate, cutoff, timeZone).toISOString();
}
