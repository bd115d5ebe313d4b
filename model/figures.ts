/**
 * What the admin's figures mean, in one place (server/repos/stats-repo.ts computes them; the screens name them):
 * - revenue counts the orders the kitchen finished ('listo', waiting at the counter or handed over); a pending
 *   order is not earned yet;
 * - an order is late when it is still pending and its pick-up time today has passed (the restaurant's clock);
 * - "today" and "tomorrow" are pick-up days, and the analysis' periods are pick-up days ending today.
 */
import { mondayOf } from './calendar';
import { formatClock } from './slots';

export const FIGURE_PERIODS = ['today', 'week', 'month', 'all'] as const;
export type FigurePeriod = (typeof FIGURE_PERIODS)[number];
/** The analysis opens on the last 7 days. */
export const DEFAULT_FIGURE_PERIOD: FigurePeriod = 'week';

/** The order statuses revenue counts: finished (made ready, then handed over or still at the counter). */
export const REVENUE_STATUSES = ['finished'] as const;

export interface FigureOrder {
  status: string;
  /** "YYYY-MM-DD" pick-up day */
  pickupDate: string;
  /** "HH:MM" pick-up hour */
  pickupHour: string;
  totalCents: number;
}

/** The restaurant's clock: its date and the minutes since its midnight (model/slots.ts localClock). */
export interface RestaurantClock {
  date: string;
  minutes: number;
}

export function countsAsRevenue(order: Pick<FigureOrder, 'status'>): boolean {
  return (REVENUE_STATUSES as readonly string[]).includes(order.status);
}

/** Still pending and its pick-up hour of today has passed. */
export function isLate(order: Pick<FigureOrder, 'status' | 'pickupDate' | 'pickupHour'>, clock: RestaurantClock): boolean {
  return (
    order.status === 'pending' && order.pickupDate === clock.date && order.pickupHour < formatClock(Math.floor(clock.minutes))
  );
}

/** "2025-03-10" plus n days (n may be negative), as a calendar date. */
export function addDays(date: string, n: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** The first pick-up day a period counts, ending today: today, the last 7 days, the last 30 days; null = all. */
export function periodStart(period: FigurePeriod, today: string): string | null {
  if (period === 'today') return today;
  if (period === 'week') return addDays(today, -6);
  if (period === 'month') return addDays(today, -29);
  return null;
}

export interface DayFigures {
  /** orders for today's pick-up (any status) */
  orders: number;
  /** cents of today's orders that count as revenue */
  revenueCents: number;
  /** today's orders the kitchen has not finished */
  pending: number;
  /** of those, the ones past their pick-up hour */
  late: number;
  /** orders booked for tomorrow's pick-up */
  tomorrow: number;
}

/** Today's figures from the orders of today and tomorrow. */
export function dayFigures(orders: readonly FigureOrder[], clock: RestaurantClock): DayFigures {
  const tomorrow = addDays(clock.date, 1);
  const today = orders.filter((o) => o.pickupDate === clock.date);
  return {
    orders: today.length,
    revenueCents: today.filter(countsAsRevenue).reduce((sum, o) => sum + o.totalCents, 0),
    pending: today.filter((o) => o.status === 'pending').length,
    late: today.filter((o) => isLate(o, clock)).length,
    tomorrow: orders.filter((o) => o.pickupDate === tomorrow).length,
  };
}

/** A booked line as the dashboard's "Mañana" reads it: its order's status and the dish's portions. */
export interface BookedLine {
  status: string;
  dishId: number;
  name: string;
  quantity: number;
}

export interface BookedPortions {
  /** portions of the day's orders not cancelled */
  portions: number;
  /** the most booked dishes, most portions first (ties by name), at most `top` */
  dishes: { dishId: number; name: string; portions: number }[];
}

/** How many dishes the dashboard's "Mañana" names. */
export const TOMORROW_TOP_DISHES = 3;

/** A day's booked portions, in total and per dish (cancelled orders count nowhere). */
export function bookedPortions(lines: readonly BookedLine[], top = TOMORROW_TOP_DISHES): BookedPortions {
  const perDish = new Map<number, { dishId: number; name: string; portions: number }>();
  let portions = 0;
  for (const line of lines) {
    if (line.status === 'cancelled') continue;
    portions += line.quantity;
    const dish = perDish.get(line.dishId) ?? { dishId: line.dishId, name: line.name, portions: 0 };
    dish.portions += line.quantity;
    perDish.set(line.dishId, dish);
  }
  const dishes = [...perDish.values()]
    .filter((d) => d.portions > 0)
    .sort((a, b) => b.portions - a.portions || a.name.localeCompare(b.name, 'es') || a.dishId - b.dishId)
    .slice(0, Math.max(0, top));
  return { portions, dishes };
}

/**
 * The pick-up days the analysis' "this week" covers: the last 7 ending today (an order booked today for next
 * Thursday counts on Thursday, not today).
 */
export function lastWeekDays(today: string): { from: string; to: string } {
  return { from: addDays(today, -6), to: today };
}

/** The orders list's quick pick-up date choices. */
export const PICKUP_QUICK_DATES = ['today', 'tomorrow', 'this_week'] as const;
export type PickupQuickDate = (typeof PICKUP_QUICK_DATES)[number];

/** The orders list's pick-up date filters (GET orders `date`, `from`, `to`). */
export interface PickupDateFilter {
  date?: string;
  from?: string;
  to?: string;
}

/** The filter a quick choice sets: today's or tomorrow's date, or this week from Monday to Sunday. */
export function pickupDateFilter(choice: PickupQuickDate, today: string): PickupDateFilter {
  if (choice === 'today') return { date: today };
  if (choice === 'tomorrow') return { date: addDays(today, 1) };
  const monday = mondayOf(today);
  return { from: monday, to: addDays(monday, 6) };
}

/** Which quick choice the current filters are exactly (null: none, or dates typed by hand). */
export function quickDateOf(filter: PickupDateFilter, today: string): PickupQuickDate | null {
  const same = (a: PickupDateFilter, b: PickupDateFilter) =>
    (a.date || undefined) === (b.date || undefined) &&
    (a.from || undefined) === (b.from || undefined) &&
    (a.to || undefined) === (b.to || undefined);
  return PICKUP_QUICK_DATES.find((c) => same(filter, pickupDateFilter(c, today))) ?? null;
}

/** The longest span GET orders/by-day answers is 31 dates; the board's "Próximos días" asks for at most that. */
const COMING_DAYS_MAX = 31;

/** The kitchen's "Próximos días": from tomorrow to the booking horizon (null when customers book today only). */
export function comingDaysRange(today: string, preorderDays: number): { from: string; to: string } | null {
  const ahead = Math.min(Math.floor(preorderDays), COMING_DAYS_MAX);
  return ahead >= 1 ? { from: addDays(today, 1), to: addDays(today, ahead) } : null;
}

/** The coming days' booked orders in total and the days that have any, in date order. */
export function comingDaysSummary<T extends { date: string; orders: number }>(days: readonly T[]): { orders: number; days: T[] } {
  const booked = days.filter((d) => d.orders > 0).sort((a, b) => a.date.localeCompare(b.date));
  return { orders: booked.reduce((sum, d) => sum + d.orders, 0), days: booked };
}
