/** The production sheet's request and response schemas (TypeBox), server side; ./production-sheet.ts holds its types and rules. */
import { Type } from 'typebox';

const Nullable = <T extends ReturnType<typeof Type.Integer>>(t: T) => Type.Union([t, Type.Null()]);

export const ProductionSheetQuery = Type.Object(
  {
    date: Type.String({ description: 'YYYY-MM-DD' }),
    stationId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
  },
  { additionalProperties: false },
);

export const ProductionSheetDish = Type.Object({
  dishId: Type.Integer(),
  name: Type.String(),
  categoryId: Type.Integer(),
  allergens: Type.Array(Type.String()),
  /** booked at the cut-off (frozen) or, before it, now */
  booked: Type.Integer(),
  expected: Type.Integer(),
  margin: Type.Integer(),
  suggested: Type.Integer(),
  /** past open same weekdays the forecast rests on (0: no history) */
  forecastDays: Type.Integer(),
  /** portions ordered now (booked + walk-ins, not cancelled) */
  ordered: Type.Integer(),
  /** ordered − booked at the cut-off, once frozen; null before the cut-off or for a dish added after it */
  sinceCutoff: Nullable(Type.Integer()),
  /** portions ordered now per pick-up hour, in the order of the sheet's `hours` */
  byHour: Type.Array(Type.Integer()),
});

export const ProductionSheetResponse = Type.Object({
  date: Type.String(),
  stationId: Type.Union([Type.Integer(), Type.Null()]),
  open: Type.Boolean(),
  cutoffAt: Type.String(),
  /** when the sheet was frozen; null before the cut-off */
  frozenAt: Type.Union([Type.String(), Type.Null()]),
  hours: Type.Array(Type.String()),
  dishes: Type.Array(ProductionSheetDish),
});
