/**
 * The production sheet of a date (issue 27): per dish offered that date, the portions booked before the cut-off,
 * the expected walk-ins and the safety margin (model/forecast.ts), the suggested total and the portions ordered
 * per pick-up hour. At the cut-off it is frozen (`production_sheets`); afterwards the sheet shows the frozen
 * figures and, beside them, how many portions were ordered or cancelled since ("+2 desde el cierre").
 *
 * Booked portions of a dish on D = quantities of order lines for D placed before D's cut-off and not cancelled
 * before it; walk-ins = those placed at or after it, not cancelled.
 */
import type { Static } from 'typebox';
import { toCsv, type CsvCell } from './csv';
import type { ProductionSheetDish as DishSchema, ProductionSheetResponse } from './production-sheet-schemas';

export type ProductionSheetDish = Static<typeof DishSchema>;
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
