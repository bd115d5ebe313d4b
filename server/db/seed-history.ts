/**
 * Writes the demo's played past (./seed-data/history.ts) in a handful of statements: each table's rows go as one
 * JSON document expanded by the database (`jsonb_to_recordset`), so eight weeks of orders keep the first start quick.
 */
import { sql } from 'drizzle-orm';
import { defaultPrepMinutes } from '../../model/capacity';
import type { Tx } from './client';
import * as t from './schema';
import { SEED_DISHES } from './seed-data/dishes';
import type { History } from './seed-data/history';
import { SEED_PREP_MINUTES } from './seed-data/prep-minutes';

const json = (rows: unknown[]) => JSON.stringify(rows);
const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? [];

export async function insertHistory(
  tx: Tx,
  history: History,
  ids: { userIds: readonly number[]; dishIds: readonly number[]; plannedBy: number },
): Promise<void> {
  await tx.insert(t.dayMenus).values(history.dates.map((date) => ({ date, plannedBy: ids.plannedBy })));
  const dishId = (index: number) => ids.dishIds[index];
  const orderRows = history.orders.map((o, n) => ({
    n,
    user_id: ids.userIds[o.customerIndex],
    pickup_date: o.pickupDate,
    pickup_hour: o.pickupHour,
    total_cents: o.totalCents,
    created_at: o.createdAt.toISOString(),
    finished_at: o.finishedAt.toISOString(),
    collected_at: o.collectedAt.toISOString(),
  }));
  // Sequence values follow the rows' order within one statement: the n-th smallest id is the n-th order.
  const inserted = rowsOf<{ id: number }>(
    await tx.execute(sql`
      insert into ${t.orders} (user_id, pickup_date, pickup_hour, status, total_cents, created_at, finished_at, collected_at)
      select r.user_id, r.pickup_date, r.pickup_hour, 'finished', r.total_cents, r.created_at, r.finished_at, r.collected_at
      from jsonb_to_recordset(${json(orderRows)}::jsonb) as r(n int, user_id int, pickup_date text, pickup_hour text,
        total_cents int, created_at timestamptz, finished_at timestamptz, collected_at timestamptz)
      order by r.n
      returning id`),
  )
    .map((r) => Number(r.id))
    .sort((a, b) => a - b);

  const lineRows = history.orders.flatMap((o, n) =>
    o.lines.map((l) => {
      const dish = SEED_DISHES[l.dishIndex];
      return {
        order_id: inserted[n],
        dish_id: dishId(l.dishIndex),
        name: dish.name,
        category_id: dish.category,
        quantity: l.quantity,
        price_cents: Math.round(dish.price * 100),
        prep_minutes: SEED_PREP_MINUTES[dish.name] ?? defaultPrepMinutes(dish.category),
      };
    }),
  );
  await tx.execute(sql`
    insert into ${t.orderLines} (order_id, dish_id, name, category_id, quantity, price_cents, prep_minutes)
    select r.order_id, r.dish_id, r.name, r.category_id, r.quantity, r.price_cents, r.prep_minutes
    from jsonb_to_recordset(${json(lineRows)}::jsonb) as r(order_id int, dish_id int, name text, category_id int,
      quantity int, price_cents int, prep_minutes int)`);

  const sheetRows = history.sheets.map((s) => ({ ...s, dishIndex: undefined, dish_id: dishId(s.dishIndex) }));
  await tx.execute(sql`
    insert into ${t.productionSheets} (date, dish_id, booked, expected, margin, suggested, frozen_at)
    select r.date, r.dish_id, r.booked, r.expected, r.margin, r.suggested, r."frozenAt"
    from jsonb_to_recordset(${json(sheetRows)}::jsonb) as r(date text, dish_id int, booked int, expected int, margin int,
      suggested int, "frozenAt" timestamptz)`);

  const leftoverRows = history.leftovers.map((l) => ({ ...l, dishIndex: undefined, dish_id: dishId(l.dishIndex) }));
  if (leftoverRows.length)
    await tx.execute(sql`
      insert into ${t.leftovers} (date, dish_id, reason, portions, weight_grams, updated_at)
      select r.date, r.dish_id, r.reason, r.portions, r."weightGrams", (r.date || 'T22:30:00Z')::timestamptz
      from jsonb_to_recordset(${json(leftoverRows)}::jsonb) as r(date text, dish_id int, reason text, portions int,
        "weightGrams" int)`);

  const dayRows = history.dayDishes.map((d) => ({ ...d, dishIndex: undefined, dish_id: dishId(d.dishIndex) }));
  await tx.execute(sql`
    insert into ${t.dayDishes} (date, dish_id, portions, remaining, sold_out_at)
    select r.date, r.dish_id, r.portions, r.remaining, r."soldOutAt"
    from jsonb_to_recordset(${json(dayRows)}::jsonb) as r(date text, dish_id int, portions int, remaining int,
      "soldOutAt" timestamptz)`);
}
