/**
 * "Última hora" (issue 27 point 4): once today's cut-off has passed, the portions the kitchen cooked beyond the
 * bookings (the production sheet frozen at the cut-off) are offered to walk-in customers. What is left of a dish
 * is the smaller of today's free stock and the frozen suggested total minus every portion ordered for today
 * (booked and walk-in, not cancelled); a dish without a frozen sheet row offers nothing.
 */
import { Type, type Static } from 'typebox';
import { DishResponse } from './responses';

/** Portions of a dish still offered at the last minute (never below 0). */
export function lastMinuteLeft(remaining: number, suggested: number, ordered: number): number {
  return Math.max(0, Math.min(remaining, suggested - ordered));
}

export const LastMinuteDishResponse = Type.Object({
  /** the dish as today's menu shows it (`stock`: today's free portions) */
  dish: DishResponse,
  /** portions offered now: min(stock, frozen suggested − portions ordered for today) */
  left: Type.Integer({ minimum: 1 }),
});
export type LastMinuteDish = Static<typeof LastMinuteDishResponse>;
