/**
 * What the admin's figures mean, in one place (server/repos/stats-repo.ts computes them; the screens name them):
 * - revenue counts the orders the kitchen finished ('listo', waiting at the counter or handed over); a pending
 *   order is not earned yet;
 * - an order is late when it is still pending and its pick-up time today has passed (the restaurant's clock);
 * - "today" and "tomorrow" are pick-up days, and the analysis' periods are pick-up days ending today.
 */
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
