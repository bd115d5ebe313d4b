/**
 * A date's production sheet (model/production-sheet.ts), built from the orders, the menu and the same weekday of
 * the past `HISTORY_WEEKS` weeks (the forecast keeps the last six open ones, model/forecast.ts). Once the date's
 * cut-off has passed, the first reading (or the periodic pass, ./production-sheet-worker.ts) freezes it: insert …
 * on conflict do nothing, so the figures are written once whichever process comes first, and the booked figure
 * is the same whenever that happens (it counts orders placed before the cut-off and not cancelled before it).
 */
import { addDays } from '../../model/calendar';
import { cutoffInstant } from '../../model/cutoff';
import { forecastWalkIns, suggestedTotal, type PastDay } from '../../model/forecast';
import { isOpenDay } from '../../model/open-days';
import type { FrozenFigures, ProductionSheet, ProductionSheetDish } from '../../model/production-sheet';
import { localClock } from '../../model/zonedTime';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { readOpenDays } from '../repos/open-days-repo';
import {
  activeDishIds,
  dishesWithAllergens,
  freezeSheet,
  frozenSheets,
  leftoverPortions,
  linesOf,
  plannedMenus,
  soldOutDishes,
  type SheetLine,
} from '../repos/production-sheet-repo';

/** Weeks read back: six open ones are kept, the extra ones stand in for holidays. */
export const HISTORY_WEEKS = 10;

type SheetConfig = Pick<Config, 'now' | 'timeZone' | 'orderCutoff'>;

const key = (date: string, dishId: number) => `${date}/${dishId}`;
const sum = (lines: readonly SheetLine[]) => lines.reduce((n, l) => n + l.quantity, 0);

/** The sheet of `date`, for the dishes of `categoryIds` (every dish when null); freezes it past the cut-off. */
export async function productionSheet(
  db: Db,
  config: SheetConfig,
  date: string,
  categoryIds: readonly number[] | null,
): Promise<ProductionSheet> {
  const now = config.now();
  const cutoffOf = (d: string) => cutoffInstant(d, config.orderCutoff, config.timeZone);
  const cutoff = cutoffOf(date);
  const past = Array.from({ length: HISTORY_WEEKS }, (_, i) => addDays(date, -7 * (i + 1)));
  const dates = [date, ...past];
  const rules = await readOpenDays(db);
  const [lines, planned, active, dishRows, left, soldOut] = [
    await linesOf(db, dates),
    await plannedMenus(db, dates),
    new Set(await activeDishIds(db)),
    await dishesWithAllergens(db),
    await leftoverPortions(db, past),
    await soldOutDishes(db, past),
  ];
  let frozen = await frozenSheets(db, dates);
  const open = isOpenDay(date, rules);

  const linesBy = new Map<string, SheetLine[]>();
  for (const l of lines) linesBy.set(key(l.date, l.dishId), [...(linesBy.get(key(l.date, l.dishId)) ?? []), l]);
  const standing = (d: string, dishId: number) => (linesBy.get(key(d, dishId)) ?? []).filter((l) => !l.cancelledAt);
  /** A dish was offered on a date: its menu when planned, else every dish that existed; or someone ordered it. */
  const offered = (d: string, dish: (typeof dishRows)[number], isToday: boolean): boolean => {
    if (standing(d, dish.id).length) return true;
    const menu = planned.get(d);
    if (menu) return menu.has(dish.id);
    return isToday ? active.has(dish.id) : localClock(dish.createdAt, config.timeZone).date <= d;
  };

  const live = dishRows
    .filter((dish) => (open ? offered(date, dish, true) : standing(date, dish.id).length > 0))
    .map((dish) => {
      const atCutoff = (linesBy.get(key(date, dish.id)) ?? []).filter(
        (l) => l.createdAt < cutoff && (!l.cancelledAt || l.cancelledAt >= cutoff),
      );
      const history: PastDay[] = past.map((d) => {
        const cut = cutoffOf(d);
        return {
          date: d,
          walkIns: sum(standing(d, dish.id).filter((l) => l.createdAt >= cut)),
          leftovers: left.get(key(d, dish.id)) ?? 0,
          soldOut: soldOut.has(key(d, dish.id)),
          open: isOpenDay(d, rules) && offered(d, dish, false),
          expected: frozen.figures.get(key(d, dish.id))?.expected,
        };
      });
      const forecast = forecastWalkIns(history);
      const booked = sum(atCutoff);
      const figures: FrozenFigures = { booked, ...forecast, suggested: suggestedTotal(booked, forecast) };
      return { dish, figures, forecastDays: forecast.days };
    });

  if (open && now >= cutoff && live.some((d) => !frozen.figures.has(key(date, d.dish.id)))) {
    const missing = live.filter((d) => !frozen.figures.has(key(date, d.dish.id)));
    await freezeSheet(
      db,
      date,
      missing.map((d) => ({ dishId: d.dish.id, ...pick(d.figures) })),
      now,
    );
    frozen = await frozenSheets(db, [date]);
  }

  const hours = [...new Set(lines.filter((l) => l.date === date && !l.cancelledAt).map((l) => l.hour))].sort();
  const dishes: ProductionSheetDish[] = live
    .filter((d) => !categoryIds || categoryIds.includes(d.dish.categoryId))
    .map(({ dish, figures, forecastDays }) => {
      const current = standing(date, dish.id);
      const ordered = sum(current);
      const fixed = frozen.figures.get(key(date, dish.id));
      return {
        dishId: dish.id,
        name: dish.name,
        categoryId: dish.categoryId,
        allergens: dish.allergens,
        ...pick(fixed ?? figures),
        forecastDays,
        ordered,
        sinceCutoff: fixed ? ordered - fixed.booked : null,
        byHour: hours.map((h) => sum(current.filter((l) => l.hour === h))),
      };
    });
  const frozenAt = frozen.frozenAt.get(date);
  return {
    date,
    stationId: null,
    open,
    cutoffAt: cutoff.toISOString(),
    frozenAt: frozenAt ? frozenAt.toISOString() : null,
    hours,
    dishes,
  };
}

function pick(f: FrozenFigures): FrozenFigures {
  return { booked: f.booked, expected: f.expected, margin: f.margin, suggested: f.suggested };
}

/** The pass: freezes every open date from today whose cut-off has passed and that is not frozen yet (a cheap look first). */
export async function freezeDueSheets(db: Db, config: SheetConfig): Promise<number> {
  const now = config.now();
  const today = localClock(now, config.timeZone).date;
  let frozen = 0;
  for (let ahead = 0; ahead <= config.orderCutoff.daysBefore; ahead++) {
    const date = addDays(today, ahead);
    if (now < cutoffInstant(date, config.orderCutoff, config.timeZone)) continue;
    // Already frozen (by a read, another process or the demo seed): nothing to compute. A dish added to the
    // menu since is frozen by the sheet's next read.
    if ((await frozenSheets(db, [date])).frozenAt.has(date)) {
      frozen++;
      continue;
    }
    const sheet = await productionSheet(db, config, date, null);
    if (sheet.frozenAt) frozen++;
  }
  return frozen;
}
