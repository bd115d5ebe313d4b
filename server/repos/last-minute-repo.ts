/**
 * "Última hora" (issue 27 point 4): today's dishes with portions cooked beyond the orders, read from the
 * production sheet frozen at the cut-off (model/last-minute.ts has the rule).
 */
import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import { lastMinuteLeft, type LastMinuteDish } from '../../model/last-minute';
import type { Db } from '../db/client';
import { dishes, orderLines, orders, productionSheets } from '../db/schema';
import { offeredOn, remainingOn } from './day-stock-sql';
import { toDishes } from './dish-rows-repo';

/** The dishes of `date` (today) still offered at the last minute, in the menu's order; [] without a frozen sheet. */
export async function lastMinuteDishes(db: Db, date: string): Promise<LastMinuteDish[]> {
  const ordered = sql<number>`coalesce((select sum(${orderLines.quantity}) from ${orderLines}
    join ${orders} on ${orders.id} = ${orderLines.orderId}
    where ${orders.pickupDate} = ${date} and ${orders.status} <> 'cancelled' and ${orderLines.dishId} = ${dishes.id}), 0)`.mapWith(
    Number,
  );
  const rows = await db
    .select({ ...getTableColumns(dishes), stock: remainingOn(date), suggested: productionSheets.suggested, ordered })
    .from(dishes)
    .innerJoin(productionSheets, and(eq(productionSheets.dishId, dishes.id), eq(productionSheets.date, date)))
    .where(and(eq(dishes.isActive, true), eq(dishes.isAvailable, true), offeredOn(date)))
    .orderBy(asc(dishes.categoryId), asc(dishes.name));
  const offered = rows.map((r) => ({ row: r, left: lastMinuteLeft(r.stock, r.suggested, r.ordered) })).filter((r) => r.left > 0);
  const list = await toDishes(
    db,
    offered.map((o) => o.row),
  );
  return list.map((dish, i) => ({ dish, left: offered[i].left }));
}
