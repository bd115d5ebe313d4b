/**
 * Setting a date's stock of dishes (the spec's `stock`, for today): the date's `day_dishes` row takes the new
 * remaining portions and its planned portions follow (portions = booked + stock). On a planned date this also
 * puts the dish on that date's menu: the kitchen said how many there are.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { dayDishes, dishes, orderLines, orders } from '../db/schema';

/** Sets `date`'s remaining portions of the dishes to `stock`; answers the ids whose remaining really changed. */
export async function setStockOn(db: Db | Tx, date: string, dishIds: readonly number[], stock: number): Promise<number[]> {
  if (dishIds.length === 0) return [];
  const ids = JSON.stringify(dishIds);
  // A new row counts the portions already booked on lines (orders placed before the date had its row).
  const result = await db.execute(sql`
    with before as (
      select dd.dish_id, dd.remaining from ${dayDishes} dd
      where dd.date = ${date} and dd.dish_id in (select (x)::int from jsonb_array_elements_text(${ids}::jsonb) as x)
    ), written as (
      insert into ${dayDishes} (date, dish_id, portions, remaining)
      select ${date}, d.id, ${stock} + coalesce((select sum(l.quantity) from ${orderLines} l join ${orders} o on o.id = l.order_id
          where o.pickup_date = ${date} and o.status <> 'cancelled' and l.dish_id = d.id), 0)::int, ${stock}
      from ${dishes} d where d.id in (select (x)::int from jsonb_array_elements_text(${ids}::jsonb) as x)
      order by d.id
      on conflict (date, dish_id) do update
        set portions = ${dayDishes.portions} - ${dayDishes.remaining} + excluded.remaining, remaining = excluded.remaining,
          sold_out_at = case when excluded.remaining > 0 then null else ${dayDishes.soldOutAt} end
      returning dish_id
    )
    select w.dish_id from written w left join before b on b.dish_id = w.dish_id
    where b.remaining is distinct from ${stock}`);
  return ((result as { rows?: { dish_id: number }[] }).rows ?? []).map((r) => Number(r.dish_id));
}
