/**
 * "Mi pedido habitual" (issue 26 point 6): the same lines at the same hour on chosen ISO weekdays, booked as real
 * orders. Which dates it aims at: from tomorrow (today is ordered by hand, like any walk-in order) up to
 * `PREORDER_DAYS` ahead, on its weekdays. Each of those dates then goes through the ordinary order decision
 * (model/order-decision.ts): a closed day, a sold-out dish, a full slot or a passed cut-off refuse that date only.
 */
import { addDays, isoWeekday } from './calendar';

/** "1,3,5" → [1, 3, 5]; anything that is not an ISO weekday is left out. */
export function parseWeekdays(text: string): number[] {
  const days = text
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((d) => Number.isInteger(d) && d >= 1 && d <= 7);
  return [...new Set(days)].sort((a, b) => a - b);
}

/** [5, 1, 3, 1] → "1,3,5" (sorted, without repeats), as `usual_orders.weekdays` stores them. */
export function formatWeekdays(weekdays: readonly number[]): string {
  return [...new Set(weekdays)].sort((a, b) => a - b).join(',');
}

/** The dates a usual order on `weekdays` books on `today`: tomorrow up to `preorderDays` ahead, in order. */
export function usualOrderDates(today: string, preorderDays: number, weekdays: readonly number[]): string[] {
  const out: string[] = [];
  for (let ahead = 1; ahead <= preorderDays; ahead++) {
    const date = addDays(today, ahead);
    if (weekdays.includes(isoWeekday(date))) out.push(date);
  }
  return out;
}
