/**
 * Answers of the canteen week's calls (issue 26), as TypeBox schemas: the server validates and documents them
 * (OpenAPI), the client reads their static types.
 */
import { Type, type Static, type TSchema } from 'typebox';
import { OrderResponse } from './responses';

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

/** A date the customer may pick (GET calendar): open or closed, and whether it still takes orders or changes. */
export const CalendarDayResponse = Type.Object({
  /** "YYYY-MM-DD", local */
  date: Type.String(),
  /** ISO weekday, 1 Monday … 7 Sunday */
  weekday: Type.Integer(),
  open: Type.Boolean(),
  /** why it is closed: 'rest_day' (weekly rest) or 'closed_day' (a single closed date, with its reason) */
  closedReason: Nullable(Type.String()),
  /** orders can be placed for it now: open, within the horizon, and before its cut-off (today: any slot left) */
  orderable: Type.Boolean(),
  /** when its orders freeze (ISO 8601) */
  cutoffAt: Type.String(),
  /** the planners made its menu (false: every active dish with its usual portions) */
  planned: Type.Boolean(),
});
export const CalendarResponse = Type.Object({
  today: Type.String(),
  preorderDays: Type.Integer(),
  /** today then each date up to preorderDays ahead, in order, closed ones included */
  days: Type.Array(CalendarDayResponse),
});

/** A dish on a date's menu (GET day-menus). */
export const DayDishResponse = Type.Object({
  dishId: Type.Integer(),
  /** planned portions */
  portions: Type.Integer(),
  /** portions still free to book */
  remaining: Type.Integer(),
  /** portions booked by orders not cancelled */
  booked: Type.Integer(),
});
export const DayMenuResponse = Type.Object({
  date: Type.String(),
  open: Type.Boolean(),
  closedReason: Nullable(Type.String()),
  planned: Type.Boolean(),
  /** offered dishes: the planned ones, or every active dish with its usual portions when not planned */
  dishes: Type.Array(DayDishResponse),
});

/** A single closed date (GET/POST closed-days). */
export const ClosedDayResponse = Type.Object({ date: Type.String(), reason: Type.String() });

/** A meal offered by a colleague on a date (GET orders/offered?date=): the order without the giver's details. */
export const OfferedMealResponse = Type.Object({
  id: Type.Integer(),
  pickupDate: Type.String(),
  pickupHour: Type.String(),
  total: Type.Number(),
  lines: OrderResponse.properties.lines,
  offeredAt: Type.String(),
  /** the taker's marked allergens that these dishes contain */
  allergenWarnings: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
});

/** "Mi pedido habitual" (GET/POST usual-orders). */
export const UsualOrderResponse = Type.Object({
  id: Type.Integer(),
  weekdays: Type.Array(Type.Integer()),
  pickupHour: Type.String(),
  lines: Type.Array(
    Type.Object({
      dishId: Type.Integer(),
      quantity: Type.Integer(),
      /** the dish's name (absent once the dish was deleted) */
      name: Type.Optional(Type.String()),
    }),
  ),
  createdAt: Type.String(),
  stoppedAt: Nullable(Type.String()),
});
/** What POST usual-orders booked and which dates it could not, with the refusal's code and params. */
export const UsualOrderBookingResponse = Type.Object({
  usualOrder: UsualOrderResponse,
  placed: Type.Array(OrderResponse),
  skipped: Type.Array(
    Type.Object({
      date: Type.String(),
      code: Type.String(),
      params: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])),
      message: Type.String(),
    }),
  ),
});

export type CalendarDay = Static<typeof CalendarDayResponse>;
export type Calendar = Static<typeof CalendarResponse>;
export type DayMenu = Static<typeof DayMenuResponse>;
export type DayDish = Static<typeof DayDishResponse>;
export type ClosedDay = Static<typeof ClosedDayResponse>;
export type OfferedMeal = Static<typeof OfferedMealResponse>;
export type UsualOrder = Static<typeof UsualOrderResponse>;
export type UsualOrderBooking = Static<typeof UsualOrderBookingResponse>;
