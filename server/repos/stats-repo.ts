/**
 * Figures for the admin dashboard and the analysis screen, computed from orders and complaints; what counts
 * as revenue, late, today and a period is model/figures.ts.
 */
import { and, between, count, desc, eq, gt, inArray, isNull, lte, ne, sql, sum, type SQL } from 'drizzle-orm';
import type { AnalysisFigures, DashboardFigures } from '../../model/entities';
import {
  addDays,
  bookedPortions,
  dayFigures,
  lastWeekDays,
  periodStart,
  REVENUE_STATUSES,
  type FigurePeriod,
  type RestaurantClock,
} from '../../model/figures';
import { fromCents } from '../../model/money';
import { isOpenDay } from '../../model/open-days';
import type { Db } from '../db/client';
import { complaints, dishes, orderLines, orders, rewards, users } from '../db/schema';
import { latestComplaints } from './complaints-repo';
import { kitchenTimes } from './kitchen-times-repo';
import { readOpenDays } from './open-days-repo';

/** Every figure counts orders by their pick-up date; a cancelled order counts nowhere. */
const notCancelled = ne(orders.status, 'cancelled');
/** The analysis screen charts the last 7 pick-up days' top 5, lists the all-time top 6 and the latest 5 complaints. */
const TRENDS = 5;
const TOP_DISHES = 6;
const LATEST_COMPLAINTS = 5;

async function countOf(query: Promise<{ n: number }[]>): Promise<number> {
  const [row] = await query;
  return Number(row?.n ?? 0);
}

/** Today's figures: the orders of today's and tomorrow's pick-up, read once and counted by model/figures.ts. */
async function todayFigures(db: Db, clock: RestaurantClock): Promise<DashboardFigures['today']> {
  const rows = await db
    .select({
      status: orders.status,
      pickupDate: orders.pickupDate,
      pickupHour: orders.pickupHour,
      totalCents: orders.totalCents,
    })
    .from(orders)
    .where(and(between(orders.pickupDate, clock.date, addDays(clock.date, 1)), ne(orders.status, 'cancelled')));
  const day = dayFigures(rows, clock);
  return {
    orders: day.orders,
    revenue: fromCents(day.revenueCents),
    pending: day.pending,
    late: day.late,
    tomorrow: day.tomorrow,
  };
}

/** Tomorrow's bookings: orders, portions and the most booked dishes, and whether the canteen opens. */
async function tomorrowFigures(db: Db, clock: RestaurantClock, booked: number): Promise<DashboardFigures['tomorrow']> {
  const date = addDays(clock.date, 1);
  const lines = await db
    .select({ status: orders.status, dishId: orderLines.dishId, name: orderLines.name, quantity: orderLines.quantity })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orders.pickupDate, date), notCancelled));
  const rules = await readOpenDays(db);
  const open = isOpenDay(date, rules);
  return { date, open, closedReason: open ? null : (rules.reasons.get(date) ?? null), orders: booked, ...bookedPortions(lines) };
}

export async function dashboardFigures(db: Db, clock: RestaurantClock): Promise<DashboardFigures> {
  const today = await todayFigures(db, clock);
  return {
    today,
    tomorrow: await tomorrowFigures(db, clock, today.tomorrow),
    pendingOrders: await countOf(db.select({ n: count() }).from(orders).where(eq(orders.status, 'pending'))),
    users: await countOf(db.select({ n: count() }).from(users)),
    dishes: await countOf(db.select({ n: count() }).from(dishes).where(eq(dishes.isActive, true))),
    unansweredComplaints: await countOf(db.select({ n: count() }).from(complaints).where(isNull(complaints.answer))),
    rewards: await countOf(db.select({ n: count() }).from(rewards)),
  };
}

/** Portions ordered per dish of the pick-up days `days` selects (not cancelled), most ordered first. */
async function portionsByDish(db: Db, days: SQL, limit: number) {
  const portions = sql<number>`sum(${orderLines.quantity})::int`;
  const query = db
    .select({ dishId: orderLines.dishId, name: sql<string>`max(${orderLines.name})`, count: portions })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .$dynamic();
  const rows = await query
    .where(and(days, notCancelled))
    .groupBy(orderLines.dishId)
    .orderBy(desc(portions), orderLines.dishId)
    .limit(limit);
  return rows.map((r) => ({ dishId: r.dishId, name: r.name, count: Number(r.count) }));
}

/** Revenue of the period's pick-up days ending today: the sum and the number of orders it adds up. */
async function periodRevenue(db: Db, period: FigurePeriod, today: string) {
  const start = periodStart(period, today);
  const [row] = await db
    .select({ cents: sum(orders.totalCents), n: count() })
    .from(orders)
    .where(and(inArray(orders.status, [...REVENUE_STATUSES]), start ? between(orders.pickupDate, start, today) : undefined));
  return { revenue: fromCents(Number(row?.cents ?? 0)), revenueOrders: Number(row?.n ?? 0) };
}

export async function analysisFigures(db: Db, today: string, period: FigurePeriod, timeZone: string): Promise<AnalysisFigures> {
  const week = lastWeekDays(today);
  const weekDays = between(orders.pickupDate, week.from, week.to);
  const upToToday = lte(orders.pickupDate, today);
  const [weekPortions] = await db
    .select({ n: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int` })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(weekDays, notCancelled));
  const weekTotal = Number(weekPortions?.n ?? 0);
  return {
    totalOrders: await countOf(db.select({ n: count() }).from(orders).where(and(upToToday, notCancelled))),
    weekOrders: await countOf(db.select({ n: count() }).from(orders).where(and(weekDays, notCancelled))),
    weekTrends: (await portionsByDish(db, weekDays, TRENDS)).map((d) => ({
      ...d,
      percent: weekTotal > 0 ? Math.round((d.count / weekTotal) * 1000) / 10 : 0,
    })),
    topDishes: await portionsByDish(db, upToToday, TOP_DISHES),
    latestComplaints: await latestComplaints(db, LATEST_COMPLAINTS),
    period,
    ...(await periodRevenue(db, period, today)),
    kitchenTimes: await kitchenTimes(db, today, timeZone),
    bookedAhead: await countOf(
      db
        .select({ n: count() })
        .from(orders)
        .where(and(gt(orders.pickupDate, today), notCancelled)),
    ),
  };
}
