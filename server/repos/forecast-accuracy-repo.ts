/**
 * The forecast's track record (model/forecast-accuracy.ts): per frozen dish-day of the last weeks, the walk-ins
 * it expected, the walk-ins that came and whether the dish ran out before the last slot. The cut-off and the last
 * slot's start of each date are computed by the caller (they follow the settings and the time zone).
 */
import { sql } from 'drizzle-orm';
import type { AccuracyDate, AccuracyDishDay } from '../../model/forecast-accuracy';
import type { Db } from '../db/client';
import { dayDishes, orderLines, orders, productionSheets } from '../db/schema';

export async function accuracyDishDays(db: Db, dates: readonly AccuracyDate[]): Promise<AccuracyDishDay[]> {
  if (dates.length === 0) return [];
  const days = JSON.stringify(
    dates.map((d) => ({ date: d.date, cutoff: d.cutoff.toISOString(), last_slot: d.lastSlot.toISOString() })),
  );
  const result = await db.execute(sql`
    with days as (
      select * from jsonb_to_recordset(${days}::jsonb) as d(date text, cutoff timestamptz, last_slot timestamptz)
    ), walk as (
      select o.pickup_date as date, l.dish_id, sum(l.quantity)::int as n
      from ${orders} o join ${orderLines} l on l.order_id = o.id join days d on d.date = o.pickup_date
      where o.status <> 'cancelled' and o.created_at >= d.cutoff
      group by o.pickup_date, l.dish_id
    )
    select ps.date, ps.expected, coalesce(w.n, 0)::int as walk_ins,
      coalesce(dd.sold_out_at < d.last_slot, false) as ran_out
    from ${productionSheets} ps join days d on d.date = ps.date
    left join walk w on w.date = ps.date and w.dish_id = ps.dish_id
    left join ${dayDishes} dd on dd.date = ps.date and dd.dish_id = ps.dish_id
    order by ps.date, ps.dish_id`);
  const rows = (result as { rows?: { date: string; expected: number; walk_ins: number; ran_out: boolean }[] }).rows ?? [];
  return rows.map((r) => ({
    date: r.date,
    expected: Number(r.expected),
    walkIns: Number(r.walk_ins),
    ranOut: r.ran_out === true,
  }));
}
