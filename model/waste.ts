/**
 * Waste by week (issue 27 point 3), the analysis' rule. Only days on which the kitchen entered leftovers count
 * (a day nobody recorded says nothing about waste). On those days:
 * - a dish's portions prepared = the frozen production sheet's `suggested` when there is one, else the portions
 *   served (orders not cancelled) + its leftovers of every reason;
 * - waste share = portions left / portions prepared;
 * - grams per cover = grams weighed / covers, over the days with at least one weight, a cover being one diner's
 *   meal (an order not cancelled), compared with the 120 g a canteen wastes per diner and meal (ADEME).
 * Weeks run Monday to Sunday; the trend compares the last week with the mean of the earlier weeks with data.
 */
import { Type, type Static, type TSchema } from 'typebox';
import { addDays, mondayOf } from './calendar';

/** ADEME's figure for a French canteen: grams of food wasted per diner and meal. */
export const WASTE_REFERENCE_GRAMS = 120;
export const DEFAULT_WASTE_WEEKS = 8;
export const MAX_WASTE_WEEKS = 26;
/** How many dishes "the dishes wasted most" lists. */
export const TOP_WASTED_DISHES = 5;

/** One dish on one date, as the repository reads it. */
export interface WasteDishDay {
  date: string;
  dishId: number;
  name: string;
  served: number;
  /** the production sheet's suggested total, null without a sheet */
  suggested: number | null;
  /** leftover portions of every reason (0 when none entered) */
  left: number;
  /** grams weighed (null when no entry of the dish that day has a weight) */
  grams: number | null;
  /** the dish has a leftovers row that date */
  entered: boolean;
}

export interface WasteInputs {
  /** the last day counted ("YYYY-MM-DD"); its week is the last one */
  until: string;
  weeks: number;
  rows: readonly WasteDishDay[];
  /** covers (orders not cancelled) per date */
  covers: ReadonlyMap<string, number>;
}

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

export const WasteWeekResponse = Type.Object({
  /** the week's Monday */
  monday: Type.String(),
  /** days with leftovers entered */
  days: Type.Integer(),
  prepared: Type.Integer(),
  wasted: Type.Integer(),
  /** wasted / prepared (0…1), null without data */
  share: Nullable(Type.Number()),
  /** grams weighed and the covers of the days weighed */
  grams: Nullable(Type.Integer()),
  covers: Type.Integer(),
  gramsPerCover: Nullable(Type.Number()),
});
export const WasteDishResponse = Type.Object({
  dishId: Type.Integer(),
  name: Type.String(),
  wasted: Type.Integer(),
  prepared: Type.Integer(),
  share: Nullable(Type.Number()),
});
export const WasteFiguresResponse = Type.Object({
  from: Type.String(),
  to: Type.String(),
  referenceGrams: Type.Integer(),
  /** oldest first, every week of the range (empty ones with null share) */
  weeks: Type.Array(WasteWeekResponse),
  topDishes: Type.Array(WasteDishResponse),
  trend: Type.Object({
    /** the last week's share */
    current: Nullable(Type.Number()),
    /** the mean share of the earlier weeks with data */
    previous: Nullable(Type.Number()),
  }),
});
export type WasteWeek = Static<typeof WasteWeekResponse>;
export type WasteFigures = Static<typeof WasteFiguresResponse>;

/** The dates the figures read: from the Monday `weeks - 1` weeks before `until`'s to `until`. */
export function wasteRange(until: string, weeks: number): { from: string; to: string } {
  return { from: addDays(mondayOf(until), -7 * (weeks - 1)), to: until };
}

const ratio = (a: number, b: number): number | null => (b > 0 ? a / b : null);
const preparedOf = (r: WasteDishDay) => r.suggested ?? r.served + r.left;

export function wasteFigures({ until, weeks, rows, covers }: WasteInputs): WasteFigures {
  const { from, to } = wasteRange(until, weeks);
  const inRange = rows.filter((r) => r.date >= from && r.date <= to);
  const recorded = new Set(inRange.filter((r) => r.entered).map((r) => r.date));
  const counted = inRange.filter((r) => recorded.has(r.date));
  const weighed = new Set(counted.filter((r) => r.grams !== null).map((r) => r.date));

  const weekRows: WasteWeek[] = [];
  for (let i = 0; i < weeks; i++) {
    const monday = addDays(from, 7 * i);
    const sunday = addDays(monday, 6);
    const mine = counted.filter((r) => r.date >= monday && r.date <= sunday);
    const prepared = mine.reduce((n, r) => n + preparedOf(r), 0);
    const wasted = mine.reduce((n, r) => n + r.left, 0);
    const weighedDays = [...weighed].filter((d) => d >= monday && d <= sunday);
    const grams = weighedDays.length ? mine.reduce((n, r) => n + (r.grams ?? 0), 0) : null;
    const weekCovers = weighedDays.reduce((n, d) => n + (covers.get(d) ?? 0), 0);
    weekRows.push({
      monday,
      days: new Set(mine.map((r) => r.date)).size,
      prepared,
      wasted,
      share: ratio(wasted, prepared),
      grams,
      covers: weekCovers,
      gramsPerCover: grams === null ? null : ratio(grams, weekCovers),
    });
  }

  const perDish = new Map<number, { dishId: number; name: string; wasted: number; prepared: number }>();
  for (const r of counted) {
    const d = perDish.get(r.dishId) ?? { dishId: r.dishId, name: r.name, wasted: 0, prepared: 0 };
    d.wasted += r.left;
    d.prepared += preparedOf(r);
    perDish.set(r.dishId, d);
  }
  const topDishes = [...perDish.values()]
    .filter((d) => d.wasted > 0)
    .sort((a, b) => b.wasted - a.wasted || a.name.localeCompare(b.name, 'es'))
    .slice(0, TOP_WASTED_DISHES)
    .map((d) => ({ ...d, share: ratio(d.wasted, d.prepared) }));

  const last = weekRows[weekRows.length - 1];
  const earlier = weekRows.slice(0, -1).filter((w) => w.share !== null);
  return {
    from,
    to,
    referenceGrams: WASTE_REFERENCE_GRAMS,
    weeks: weekRows,
    topDishes,
    trend: {
      current: last.share,
      previous: earlier.length ? earlier.reduce((n, w) => n + w.share!, 0) / earlier.length : null,
    },
  };
}
