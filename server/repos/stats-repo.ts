/** Figures for the admin dashboard and the analysis screen, computed from orders and complaints. */
import { count, desc, eq, gte, isNull, sql, sum } from 'drizzle-orm';
import type { AnalysisFigures, DashboardFigures } from '../../model/entities';
import { fromCents } from '../../model/money';
import type { Db } from '../db/client';
import { complaints, dishes, orderLines, orders, rewards, users } from '../db/schema';
import { latestComplaints } from './complaints-repo';
import { kitchenTimes } from './kitchen-times-repo';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
/** The analysis screen charts this week's top 5, lists the all-time top 6 and the latest 5 complaints. */
const TRENDS = 5;
const TOP_DISHES = 6;
const LATEST_COMPLAINTS = 5;

async function countOf(query: Promise<{ n: number }[]>): Promise<number> {
  const [row] = await query;
  return Number(row?.n ?? 0);
}

export async function dashboardFigures(db: Db): Promise<DashboardFigures> {
  return {
    pendingOrders: await countOf(db.select({ n: count() }).from(orders).where(eq(orders.status, 'pending'))),
    users: await countOf(db.select({ n: count() }).from(users)),
    dishes: await countOf(db.select({ n: count() }).from(dishes).where(eq(dishes.isActive, true))),
    unansweredComplaints: await countOf(db.select({ n: count() }).from(complaints).where(isNull(complaints.answer))),
    rewards: await countOf(db.select({ n: count() }).from(rewards)),
  };
}

/** Portions ordered per dish (optionally since a moment), most ordered first. */
async function portionsByDish(db: Db, since: Date | null, limit: number) {
  const portions = sql<number>`sum(${orderLines.quantity})::int`;
  const query = db
    .select({ dishId: orderLines.dishId, name: sql<string>`max(${orderLines.name})`, count: portions })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .$dynamic();
  const rows = await (since ? query.where(gte(orders.createdAt, since)) : query)
    .groupBy(orderLines.dishId)
    .orderBy(desc(portions), orderLines.dishId)
    .limit(limit);
  return rows.map((r) => ({ dishId: r.dishId, name: r.name, count: Number(r.count) }));
}

export async function analysisFigures(db: Db, now: Date, today: string): Promise<AnalysisFigures> {
  const weekStart = new Date(now.getTime() - WEEK_MS);
  const [weekPortions] = await db
    .select({ n: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int` })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(gte(orders.createdAt, weekStart));
  const weekTotal = Number(weekPortions?.n ?? 0);
  const [revenue] = await db.select({ cents: sum(orders.totalCents) }).from(orders);
  return {
    totalOrders: await countOf(db.select({ n: count() }).from(orders)),
    weekOrders: await countOf(db.select({ n: count() }).from(orders).where(gte(orders.createdAt, weekStart))),
    weekTrends: (await portionsByDish(db, weekStart, TRENDS)).map((d) => ({
      ...d,
      percent: weekTotal > 0 ? Math.round((d.count / weekTotal) * 1000) / 10 : 0,
    })),
    topDishes: await portionsByDish(db, null, TOP_DISHES),
    latestComplaints: await latestComplaints(db, LATEST_COMPLAINTS),
    revenue: fromCents(Number(revenue?.cents ?? 0)),
    kitchenTimes: await kitchenTimes(db, today),
  };
}
