/**
 * The demo's past (issue 27 point 5): eight weeks of days played by the same rules a real week follows, oldest
 * first, so the production sheet, the forecast and the waste figures show numbers the code computed.
 *
 * Each past date: customers book menus before the date's cut-off; at the cut-off the sheet freezes with the
 * forecast made from the history played so far (model/forecast.ts over the previous same weekdays) and the kitchen
 * prepares its suggested total; on the day walk-in customers come, in time order, and take what is left of each
 * dish until it runs out (the order that takes the last portion marks it sold out); what was prepared and not
 * served is left over, weighed at 300–400 g a portion. A dish without any past same weekday has no forecast yet:
 * the kitchen then cooks its bookings plus half again (`FIRST_WEEK_EXTRA`).
 *
 * Every past date is planned (issue 26's week): each weekday offers about half the dishes of each category and
 * every drink, the same every week. Demand is pseudo-random (a seeded PRNG) with a weekday pattern (Friday
 * busiest, weekends quiet), a mild growth of the canteen, a slow trend per dish and each dish's favourite weekday.
 */
import { cutoffInstant, type CutoffRule } from '../../../model/cutoff';
import { addDays, isoWeekday } from '../../../model/calendar';
import { forecastWalkIns, suggestedTotal, type PastDay } from '../../../model/forecast';
import { zonedInstant } from '../../../model/zonedTime';
import { random } from './random';

export const HISTORY_WEEKS = 8;
export const FIRST_WEEK_EXTRA = 0.5;

/** Monday … Sunday: how busy the canteen is. */
const WEEKDAY_FACTOR = [1, 1.1, 1.05, 1.15, 1.25, 0.55, 0.4];
const BOOKED_ORDERS = 34;
const WALK_IN_ORDERS = 26;
/** the canteen grows by this share a week */
const GROWTH = 0.015;
const LUNCH_SLOTS = ['12:30', '13:00', '13:15', '13:30', '13:45', '14:00', '14:15', '14:30', '15:00'];
const DINNER_SLOTS = ['20:30', '21:00', '21:15', '21:30', '22:00'];

export interface HistoryDish {
  category: number;
  priceCents: number;
}

export interface HistoryOrder {
  customerIndex: number;
  pickupDate: string;
  pickupHour: string;
  createdAt: Date;
  finishedAt: Date;
  collectedAt: Date;
  lines: { dishIndex: number; quantity: number }[];
  totalCents: number;
  walkIn: boolean;
}

export interface HistorySheet {
  date: string;
  dishIndex: number;
  booked: number;
  expected: number;
  margin: number;
  suggested: number;
  frozenAt: Date;
}

export interface HistoryLeftover {
  date: string;
  dishIndex: number;
  reason: 'sobrante' | 'devuelto' | 'caducado';
  portions: number;
  weightGrams: number | null;
}

export interface HistoryDayDish {
  date: string;
  dishIndex: number;
  /** what the kitchen prepared */
  portions: number;
  /** prepared − served */
  remaining: number;
  soldOutAt: Date | null;
}

export interface History {
  dates: string[];
  orders: HistoryOrder[];
  sheets: HistorySheet[];
  leftovers: HistoryLeftover[];
  dayDishes: HistoryDayDish[];
}

export interface HistoryOptions {
  today: string;
  timeZone: string;
  cutoff: CutoffRule;
  /** the dishes on every past menu (index = the caller's dish index; null: not on the menu) */
  dishes: (HistoryDish | null)[];
  customerCount: number;
  /** the seed's clock: today's sheet is frozen when today's cut-off has passed */
  now: Date;
  /** portions per dish index of today's demo orders placed before today's cut-off */
  todayBooked?: ReadonlyMap<number, number>;
}

interface DayRecord {
  walkIns: number;
  leftovers: number;
  soldOut: boolean;
  expected: number;
}

const hourMinutes = (hour: string) => {
  const [h, m] = hour.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

export function generateHistory(options: HistoryOptions): History {
  const { today, timeZone, cutoff, dishes, customerCount } = options;
  const next = random(20261127);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const menu = dishes.flatMap((d, i) => (d ? [{ ...d, i }] : []));
  const byCategory = new Map<number, typeof menu>();
  for (const d of menu) byCategory.set(d.category, [...(byCategory.get(d.category) ?? []), d]);
  // each dish's own slow trend (−3 % … +3 % a week) and favourite weekday
  const dishTrend = dishes.map((_, i) => ((i * 7) % 13) / 100 - 0.06);
  const favourite = dishes.map((_, i) => 1 + ((i * 5) % 7));

  const first = addDays(today, -7 * HISTORY_WEEKS);
  const dates = Array.from({ length: 7 * HISTORY_WEEKS }, (_, k) => addDays(first, k));
  const records = new Map<string, DayRecord>();
  const out: History = { dates, orders: [], sheets: [], leftovers: [], dayDishes: [] };

  // Each weekday has its menu: about half the dishes of each category (every drink), the same every week.
  const onMenu = (i: number, category: number, weekday: number) => category === 5 || (i + weekday) % 2 === 0;
  const chooseDish = (category: number, week: number, weekday: number) => {
    const options = (byCategory.get(category) ?? []).filter((d) => onMenu(d.i, category, weekday));
    const weights = options.map((d) =>
      Math.max(0.2, (1 + dishTrend[d.i] * week) * (favourite[d.i] === weekday ? 1.8 : 1) * (1 + (d.i % 3) * 0.25)),
    );
    let r = next() * weights.reduce((a, b) => a + b, 0);
    for (const [k, w] of weights.entries()) {
      r -= w;
      if (r <= 0) return options[k];
    }
    return options[options.length - 1];
  };
  const makeLines = (week: number, weekday: number) => {
    const categories = [next() < 0.7 ? 1 : 3, 2, ...(next() < 0.6 ? [4] : []), ...(next() < 0.8 ? [5] : [])];
    const lines = new Map<number, number>();
    for (const c of categories) {
      const dish = chooseDish(c, week, weekday);
      if (dish) lines.set(dish.i, (lines.get(dish.i) ?? 0) + (next() < 0.9 ? 1 : 2));
    }
    return lines;
  };
  const orderOf = (
    at: (minute: number) => Date,
    date: string,
    lines: Map<number, number>,
    createdAt: Date,
    pickupHour: string,
    walkIn: boolean,
  ): HistoryOrder => {
    const pickup = at(hourMinutes(pickupHour));
    const finishedAt = new Date(pickup.getTime() - (2 + Math.floor(next() * 8)) * 60_000);
    const list = [...lines].map(([dishIndex, quantity]) => ({ dishIndex, quantity }));
    return {
      customerIndex: Math.floor(next() * customerCount),
      pickupDate: date,
      pickupHour,
      createdAt,
      finishedAt,
      collectedAt: new Date(pickup.getTime() + (1 + Math.floor(next() * 9)) * 60_000),
      lines: list,
      totalCents: list.reduce((n, l) => n + dishes[l.dishIndex]!.priceCents * l.quantity, 0),
      walkIn,
    };
  };

  /** the same weekdays before `date` played so far, newest first (a weekday whose menu lacked the dish: closed) */
  const pastDays = (date: string, dish: number): PastDay[] => {
    const past: PastDay[] = [];
    for (let back = 7; addDays(date, -back) >= first; back += 7) {
      const day = addDays(date, -back);
      const r = records.get(`${day}|${dish}`);
      past.push(
        r
          ? { date: day, walkIns: r.walkIns, leftovers: r.leftovers, soldOut: r.soldOut, open: true, expected: r.expected }
          : { date: day, walkIns: 0, leftovers: 0, soldOut: false, open: false },
      );
    }
    return past;
  };

  dates.forEach((date, k) => {
    const week = Math.floor(k / 7);
    const weekday = isoWeekday(date);
    const busy = WEEKDAY_FACTOR[weekday - 1] * (1 + GROWTH * week);
    const cut = cutoffInstant(date, cutoff, timeZone);
    // every time used lies between 11:00 and 23:00, past any daylight-saving change of the night
    const noon = zonedInstant(date, 12 * 60, timeZone).getTime();
    const at = (minute: number) => new Date(noon + (minute - 12 * 60) * 60_000);

    // Bookings, placed in the days before the cut-off.
    const bookedCount = Math.round(BOOKED_ORDERS * busy * (0.85 + 0.3 * next()));
    const booked = new Map<number, number>();
    for (let n = 0; n < bookedCount; n++) {
      const lines = makeLines(week, weekday);
      for (const [i, q] of lines) booked.set(i, (booked.get(i) ?? 0) + q);
      const createdAt = new Date(cut.getTime() - Math.floor((1 + next() * 70) * 60) * 60_000);
      out.orders.push(orderOf(at, date, lines, createdAt, next() < 0.75 ? pick(LUNCH_SLOTS) : pick(DINNER_SLOTS), false));
    }

    // The sheet frozen at the cut-off: the forecast from the previous same weekdays played so far.
    const prepared = new Map<number, number>();
    const dayMenu = menu.filter((d) => onMenu(d.i, d.category, weekday));
    for (const d of dayMenu) {
      const past = pastDays(date, d.i);
      const forecast = forecastWalkIns(past);
      const b = booked.get(d.i) ?? 0;
      const suggested = suggestedTotal(b, forecast);
      out.sheets.push({
        date,
        dishIndex: d.i,
        booked: b,
        expected: forecast.expected,
        margin: forecast.margin,
        suggested,
        frozenAt: cut,
      });
      prepared.set(d.i, past.length ? suggested : Math.ceil(b * (1 + FIRST_WEEK_EXTRA)));
      records.set(`${date}|${d.i}`, { walkIns: 0, leftovers: 0, soldOut: false, expected: forecast.expected });
    }

    // Walk-ins on the day, in time order, take what is left until a dish runs out.
    const left = new Map([...prepared].map(([i, p]) => [i, p - (booked.get(i) ?? 0)]));
    const soldOutAt = new Map<number, Date>();
    const walkInCount = Math.round(WALK_IN_ORDERS * busy * (0.8 + 0.4 * next()));
    const arrivals = Array.from({ length: walkInCount }, () =>
      next() < 0.75 ? 11 * 60 + Math.floor(next() * 225) : 19 * 60 + 30 + Math.floor(next() * 165),
    ).sort((a, b) => a - b);
    for (const minute of arrivals) {
      const createdAt = new Date(Math.max(at(minute).getTime(), cut.getTime() + 60_000 + Math.floor(next() * 30) * 60_000));
      const wanted = makeLines(week, weekday);
      const taken = new Map<number, number>();
      for (const [i, q] of wanted) {
        const free = left.get(i) ?? 0;
        const got = Math.min(free, q);
        if (got > 0) taken.set(i, got);
        left.set(i, free - got);
        if (free - got <= 0 && !soldOutAt.has(i)) soldOutAt.set(i, createdAt);
      }
      if (taken.size === 0) continue;
      const slot = Math.ceil((minute + 15) / 15) * 15;
      const pickupHour = formatMinutes(
        minute < 17 * 60 ? Math.min(Math.max(slot, 12 * 60), 15 * 60 + 45) : Math.min(slot, 22 * 60 + 45),
      );
      out.orders.push(orderOf(at, date, taken, createdAt, pickupHour, true));
      for (const [i, q] of taken) records.get(`${date}|${i}`)!.walkIns += q;
    }

    for (const d of dayMenu) {
      const p = prepared.get(d.i)!;
      const rest = Math.max(0, left.get(d.i)!);
      const record = records.get(`${date}|${d.i}`)!;
      record.leftovers = rest;
      record.soldOut = soldOutAt.has(d.i);
      out.dayDishes.push({ date, dishIndex: d.i, portions: p, remaining: rest, soldOutAt: soldOutAt.get(d.i) ?? null });
      if (rest > 0) out.leftovers.push(...splitLeftovers(date, d.i, rest, next));
    }
  });

  // Today's sheet, once today's cut-off has passed, froze as every other day's, with the portions of today's demo orders
  // placed before it (`todayBooked`); every dish is on today's (unplanned) menu.
  const todayCutoff = cutoffInstant(today, cutoff, timeZone);
  if (options.now >= todayCutoff)
    for (const d of menu) {
      const forecast = forecastWalkIns(pastDays(today, d.i));
      const booked = options.todayBooked?.get(d.i) ?? 0;
      const suggested = suggestedTotal(booked, forecast);
      out.sheets.push({
        date: today,
        dishIndex: d.i,
        booked,
        expected: forecast.expected,
        margin: forecast.margin,
        suggested,
        frozenAt: todayCutoff,
      });
    }
  return out;
}

/** Leftover portions by reason: mostly left in the pan, now and then one returned or past its date. */
function splitLeftovers(date: string, dishIndex: number, portions: number, next: () => number): HistoryLeftover[] {
  const returned = portions > 1 && next() < 0.25 ? 1 : 0;
  const expired = portions - returned > 1 && next() < 0.15 ? 1 : 0;
  const parts: [HistoryLeftover['reason'], number][] = [
    ['sobrante', portions - returned - expired],
    ['devuelto', returned],
    ['caducado', expired],
  ];
  return parts
    .filter(([, n]) => n > 0)
    .map(([reason, n]) => ({
      date,
      dishIndex,
      reason,
      portions: n,
      // most days the kitchen weighs what it throws away, at 300–400 g a portion
      weightGrams: next() < 0.85 ? n * (300 + Math.floor(next() * 101)) : null,
    }));
}

function formatMinutes(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
