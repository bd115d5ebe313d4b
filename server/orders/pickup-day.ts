/** The pick-up date a request names (today without one) and that date's rules (open days, horizon, cut-off). */
import { isCalendarDate } from '../../model/calendar';
import type { OrderDay } from '../../model/order-day';
import { todayOf, type Config } from '../config';
import type { Db, Tx } from '../db/client';
import { apiError } from '../errors';
import { readOpenDays } from '../repos/open-days-repo';

type DayConfig = Pick<Config, 'now' | 'timeZone' | 'preorderDays' | 'orderCutoff'>;

/** `date` checked as a real calendar date (400 date_invalid naming `field`), or today when absent. */
export function requestedDate(config: Pick<Config, 'now' | 'timeZone'>, date: string | undefined, field = 'date'): string {
  if (date === undefined) return todayOf(config);
  if (!isCalendarDate(date)) throw apiError(400, 'date_invalid', { date }, field);
  return date;
}

export async function orderDayOf(db: Db | Tx, config: DayConfig, date: string): Promise<OrderDay> {
  return {
    date,
    today: todayOf(config),
    preorderDays: config.preorderDays,
    openDays: await readOpenDays(db),
    cutoff: config.orderCutoff,
  };
}
