/**
 * Planning a date's menu (issue 26): which dishes a date offers and how many portions, read back with what is
 * already booked. Pure rules; server/repos/day-menus-repo.ts reads their inputs.
 */
import { Type, type Static } from 'typebox';
import { addDays, daysBetween, isCalendarDate, mondayOf } from './calendar';
import { isOpenDay, type OpenDays } from './open-days';
import type { DayDish, DayMenu } from './week-responses';

/** The longest range GET day-menus and GET orders/by-day answer (a month). */
export const MAX_RANGE_DAYS = 31;

/** Orders and portions booked for a date (GET orders/by-day), cancelled orders left out. */
export const OrdersByDayResponse = Type.Object({
  date: Type.String(),
  orders: Type.Integer(),
  portions: Type.Integer(),
});
export type OrdersByDay = Static<typeof OrdersByDayResponse>;

/** A planned dish of a date as stored (day_dishes). */
export interface PlannedDish {
  dishId: number;
  portions: number;
  remaining: number;
}

/** What a date's menu is made of: whether it is planned, its rows, the active dishes and the booked portions. */
export interface DayMenuInputs {
  date: string;
  planned: boolean;
  /** day_dishes rows of the date */
  rows: readonly PlannedDish[];
  /** active dishes with their usual daily portions, in menu order */
  activeDishes: readonly { id: number; dailyPortions: number }[];
  /** portions booked per dish id by orders not cancelled */
  booked: ReadonlyMap<number, number>;
  rules: OpenDays;
  /** the single closed date's reason, when it is one */
  closedReason: string | null;
}

/**
 * A date's menu as the planners see it: closed dates offer nothing; a planned date offers its rows of active
 * dishes; an unplanned one every active dish, with its row's numbers when an order already made one, else its
 * usual portions.
 */
export function dayMenuOf(input: DayMenuInputs): DayMenu {
  const open = isOpenDay(input.date, input.rules);
  const closedReason = open ? null : input.closedReason !== null ? input.closedReason : 'rest_day';
  const booked = (id: number) => input.booked.get(id) ?? 0;
  let dishes: DayDish[] = [];
  if (open) {
    const rowOf = new Map(input.rows.map((r) => [r.dishId, r]));
    const offered = input.planned ? input.activeDishes.filter((d) => rowOf.has(d.id)) : input.activeDishes;
    dishes = offered.map((d) => {
      const row = rowOf.get(d.id);
      return {
        dishId: d.id,
        portions: row?.portions ?? d.dailyPortions,
        remaining: row?.remaining ?? d.dailyPortions,
        booked: booked(d.id),
      };
    });
  }
  return { date: input.date, open, closedReason, planned: input.planned, dishes };
}

/** Why a range of dates cannot be read: a date that is not one, `to` before `from`, or longer than a month. */
export function rangeRefusal(from: string, to: string): 'date_invalid' | 'range_invalid' | null {
  if (!isCalendarDate(from) || !isCalendarDate(to)) return 'date_invalid';
  const span = daysBetween(from, to);
  return span < 0 || span >= MAX_RANGE_DAYS ? 'range_invalid' : null;
}

/** Every date from `from` to `to`, both included. */
export function datesBetween(from: string, to: string): string[] {
  return Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => addDays(from, i));
}

/** The (source, target) dates a copy touches: one day, or the seven days of `from`'s week onto `to`'s week. */
export function copyPairs(from: string, to: string, span: 'day' | 'week'): [string, string][] {
  if (span === 'day') return [[from, to]];
  const source = mondayOf(from);
  const target = mondayOf(to);
  return Array.from({ length: 7 }, (_, i) => [addDays(source, i), addDays(target, i)]);
}

/** The first planned dish whose portions fall below what is already booked, with the booked count. */
export function portionsBelowBooked(
  dishes: readonly { dishId: number; portions: number }[],
  booked: ReadonlyMap<number, number>,
): { dishId: number; portions: number; booked: number } | null {
  const planned = new Map(dishes.map((d) => [d.dishId, d.portions]));
  // A booked dish left out of the plan counts as planned with 0 portions.
  for (const [dishId, count] of booked) {
    const portions = planned.get(dishId) ?? 0;
    if (count > portions) return { dishId, portions, booked: count };
  }
  return null;
}

/** A date as the Spanish messages write it: 2026-12-08 → 08/12/2026. */
export const slashDate = (date: string) => date.split('-').reverse().join('/');

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
export const DateParams = Type.Object({ date: Day });
export const DateRangeQuery = Type.Object({ from: Day, to: Day }, { additionalProperties: false });
export const DayMenuBody = Type.Object(
  {
    dishes: Type.Array(
      Type.Object(
        { dishId: Type.Integer({ minimum: 1 }), portions: Type.Integer({ minimum: 0, maximum: 100_000 }) },
        { additionalProperties: false },
      ),
      { maxItems: 500 },
    ),
  },
  { additionalProperties: false },
);
export const DayMenuCopyBody = Type.Object(
  { from: Day, to: Day, span: Type.Union([Type.Literal('day'), Type.Literal('week')]) },
  { additionalProperties: false },
);
export const ClosedDayBody = Type.Object(
  { date: Day, reason: Type.Optional(Type.String({ maxLength: 120 })) },
  { additionalProperties: false },
);
export const RestWeekdaysBody = Type.Object(
  { restWeekdays: Type.Array(Type.Integer({ minimum: 1, maximum: 7 }), { maxItems: 7 }) },
  { additionalProperties: false },
);
