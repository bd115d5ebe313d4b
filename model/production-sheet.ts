/**
 * The production sheet of a date (issue 27): per dish offered that date, the portions booked before the cut-off,
 * the expected walk-ins and the safety margin (model/forecast.ts), the suggested total and the portions ordered
 * per pick-up hour. At the cut-off it is frozen (`production_sheets`); afterwards the sheet shows the frozen
 * figures and, beside them, how many portions were ordered or cancelled since ("+2 desde el cierre").
 *
 * Booked portions of a dish on D = quantities of order lines for D placed before D's cut-off and not cancelled
 * before it; walk-ins = those placed at or after it, not cancelled.
 */
import { Type, type Static } from 'typebox';
import { toCsv, type CsvCell } from './csv';

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

export type ProductionSheetDish = Static<typeof ProductionSheetDish>;
export type ProductionSheet = Static<typeof ProductionSheetResponse>;

/** Frozen figures of a dish, as `production_sheets` keeps them. */
export interface FrozenFigures {
  booked: number;
  expected: number;
  margin: number;
  suggested: number;
}

/** The sheet's totals over its dishes. */
export function sheetTotals(dishes: readonly ProductionSheetDish[]): {
  booked: number;
  expected: number;
  margin: number;
  suggested: number;
  ordered: number;
  sinceCutoff: number | null;
} {
  const total = (pick: (d: ProductionSheetDish) => number) => dishes.reduce((n, d) => n + pick(d), 0);
  const changes = dishes.filter((d) => d.sinceCutoff !== null);
  return {
    booked: total((d) => d.booked),
    expected: total((d) => d.expected),
    margin: total((d) => d.margin),
    suggested: total((d) => d.suggested),
    ordered: total((d) => d.ordered),
    sinceCutoff: changes.length ? changes.reduce((n, d) => n + (d.sinceCutoff ?? 0), 0) : null,
  };
}

/** "+2", "−1", "0": a change since the cut-off, with a true minus sign. */
export function signed(n: number): string {
  if (n > 0) return `+${n}`;
  if (n < 0) return `−${Math.abs(n)}`;
  return '0';
}

/** Column titles of the CSV, translated by the screen. */
export interface SheetCsvWords {
  dish: string;
  allergens: string;
  booked: string;
  expected: string;
  margin: string;
  suggested: string;
  ordered: string;
  sinceCutoff: string;
}

/** The sheet as CSV: one row per dish with the figures of the screen, one column per pick-up hour. */
export function productionSheetCsv(sheet: ProductionSheet, words: SheetCsvWords): string {
  const headers = [
    words.dish,
    words.allergens,
    words.booked,
    words.expected,
    words.margin,
    words.suggested,
    words.ordered,
    words.sinceCutoff,
    ...sheet.hours,
  ];
  const rows: CsvCell[][] = sheet.dishes.map((d) => [
    d.name,
    d.allergens.join(', '),
    d.booked,
    d.expected,
    d.margin,
    d.suggested,
    d.ordered,
    d.sinceCutoff,
    ...d.byHour,
  ]);
  return toCsv(headers, rows);
}
