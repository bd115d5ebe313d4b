/**
 * Giving a meal away ("Ceder mi menú", issue 26 point 5): a booked order may be offered to colleagues, and
 * taken by one of them, while it is pending and its pick-up time has not come. The day's cut-off does not
 * matter here: the portions stay booked, only their owner changes.
 */
import { parseClock } from './slots';
import { zonedInstant } from './zonedTime';

export interface ShareableOrder {
  status: string;
  pickupDate: string;
  pickupHour: string;
}

/** The instant the order is to be picked up, in the restaurant's time zone. */
export function pickupInstant(order: Pick<ShareableOrder, 'pickupDate' | 'pickupHour'>, timeZone: string): Date {
  return zonedInstant(order.pickupDate, parseClock(order.pickupHour) ?? 0, timeZone);
}

/** Whether the order can still be offered, withdrawn or taken at `now`: pending, before its pick-up time. */
export function shareable(order: ShareableOrder, now: Date, timeZone: string): boolean {
  return order.status === 'pending' && now.getTime() < pickupInstant(order, timeZone).getTime();
}
