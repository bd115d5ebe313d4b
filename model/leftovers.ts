/**
 * Leftovers (issue 27 point 3): what the kitchen enters per dish at the end of service, per reason, in portions
 * and optionally in kg (grams in the table). The requests and answers of GET/PUT kitchen/leftovers, as TypeBox
 * schemas (the server validates and documents them, the client reads their types).
 */
import { Type, type Static, type TSchema } from 'typebox';
import { MAX_LEFTOVER_KG, MAX_LEFTOVER_PORTIONS } from './leftover-rules';

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

export const LeftoversQuery = Type.Object({ date: Day }, { additionalProperties: false });
export const LeftoverParams = Type.Object({ date: Day, dishId: Type.Integer({ minimum: 1 }) });
export const LeftoverBody = Type.Object(
  {
    reason: Type.Union([Type.Literal('sobrante'), Type.Literal('devuelto'), Type.Literal('caducado')]),
    portions: Type.Integer({ minimum: 0, maximum: MAX_LEFTOVER_PORTIONS }),
    /** the weight in kg (grams kept in the table); null or absent: not weighed */
    weightKg: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: MAX_LEFTOVER_KG }))),
  },
  { additionalProperties: false },
);
export type LeftoverInput = Static<typeof LeftoverBody>;

/** One reason's entry of a dish on a date. */
export const LeftoverEntryResponse = Type.Object({
  reason: Type.String(),
  portions: Type.Integer(),
  weightKg: Nullable(Type.Number()),
  /** ISO 8601 */
  updatedAt: Type.String(),
});
export type LeftoverEntry = Static<typeof LeftoverEntryResponse>;

/** A dish of the day with its leftovers: offered that date, ordered that day, or already entered. */
export const LeftoverDishResponse = Type.Object({
  dishId: Type.Integer(),
  name: Type.String(),
  categoryId: Type.Integer(),
  /** portions of the day's orders not cancelled */
  served: Type.Integer(),
  /** the production sheet's suggested total frozen at the cut-off, when there is one */
  suggested: Nullable(Type.Integer()),
  /** the reasons entered so far (none: nothing entered yet) */
  entries: Type.Array(LeftoverEntryResponse),
});
export type LeftoverDish = Static<typeof LeftoverDishResponse>;

export const LeftoversDayResponse = Type.Object({
  date: Type.String(),
  /** the canteen opens that date (a closed date lists only dishes ordered or entered anyway) */
  open: Type.Boolean(),
  dishes: Type.Array(LeftoverDishResponse),
});
export type LeftoversDay = Static<typeof LeftoversDayResponse>;
