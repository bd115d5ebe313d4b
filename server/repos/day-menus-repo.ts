/**
 * The menu of each date (issue 26): reading a range with what is booked, planning a date, unplanning it and
 * copying plans. Planning locks the date's rows before counting its bookings, so `remaining = portions − booked`
 * stays exact while orders for that date are being placed (placing takes from the same rows).
 */
import { and, asc, between, count, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import { dayMenuOf, datesBetween, portionsBelowBooked, type OrdersByDay, type PlannedDish } from '../../model/day-menu';
import type { DayMenu } from '../../model/week-responses';
import type { Db, Tx } from '../db/client';
import { dayDishes, dayMenus, dishes, orderLines, orders } from '../db/schema';
import { readOpenDays } from './open-days-repo';

export interface DishPortions {
  dishId: number;
  portions: number;
}

/** Why a plan was refused; the transaction that met it rolled back. */
export type PlanRefusal =
  | { code: 'dish_unknown'; dishId: number }
  | { code: 'dish_repeated'; dishId: number }
  | { code: 'portions_below_booked'; date: string; dishId: number; name: string; booked: number; portions: number };

export class PlanRefused extends Error {
  constructor(readonly refusal: PlanRefusal) {
    super(refusal.code);
  }
}

const notCancelled = ne(orders.status, 'cancelled');

/** Portions booked per date and dish, orders not cancelled. */
async function bookedPortions(db: Db | Tx, from: string, to: string): Promise<Map<string, Map<number, number>>> {
  const rows = await db
    .select({ date: orders.pickupDate, dishId: orderLines.dishId, n: sql<number>`sum(${orderLines.quantity})::int` })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(between(orders.pickupDate, from, to), notCancelled))
    .groupBy(orders.pickupDate, orderLines.dishId);
  const out = new Map<string, Map<number, number>>();
  for (const r of rows) {
    const day = out.get(r.date) ?? new Map<number, number>();
    day.set(r.dishId, Number(r.n));
    out.set(r.date, day);
  }
  return out;
}

async function activeDishes(db: Db | Tx) {
  return db
    .select({ id: dishes.id, dailyPortions: dishes.dailyPortions })
    .from(dishes)
    .where(eq(dishes.isActive, true))
    .orderBy(asc(dishes.categoryId), asc(dishes.id));
}

/** Each date's menu from `from` to `to` (both included). */
export async function readDayMenus(db: Db | Tx, from: string, to: string): Promise<DayMenu[]> {
  const [planned, rows, active, booked, rules] = [
    await db
      .select({ date: dayMenus.date })
      .from(dayMenus)
      .where(between(dayMenus.date, from, to)),
    await db
      .select()
      .from(dayDishes)
      .where(between(dayDishes.date, from, to)),
    await activeDishes(db),
    await bookedPortions(db, from, to),
    await readOpenDays(db),
  ];
  const plannedDates = new Set(planned.map((p) => p.date));
  return datesBetween(from, to).map((date) =>
    dayMenuOf({
      date,
      planned: plannedDates.has(date),
      rows: rows.filter((r) => r.date === date),
      activeDishes: active,
      booked: booked.get(date) ?? new Map(),
      rules,
      closedReason: rules.reasons.get(date) ?? null,
    }),
  );
}

/** Plans `date` inside `tx`: its rows become `plan` (inactive dishes' rows are left alone); throws PlanRefused. */
async function planIn(tx: Tx, date: string, plan: readonly DishPortions[], userId: number | null): Promise<void> {
  const ids = plan.map((d) => d.dishId);
  const repeated = ids.find((id, i) => ids.indexOf(id) !== i);
  if (repeated !== undefined) throw new PlanRefused({ code: 'dish_repeated', dishId: repeated });
  const known = ids.length
    ? await tx
        .select({ id: dishes.id })
        .from(dishes)
        .where(and(inArray(dishes.id, ids), eq(dishes.isActive, true)))
    : [];
  const unknown = ids.find((id) => !known.some((k) => k.id === id));
  if (unknown !== undefined) throw new PlanRefused({ code: 'dish_unknown', dishId: unknown });

  // The day_menus row first: two plans of one date queue here. Then every active dish's row of the date, made
  // as taking stock makes it (waiting for an order that is making one) and locked, so an order being placed for
  // the date has committed (its lines are counted below) or waits for this plan.
  await tx
    .insert(dayMenus)
    .values({ date, plannedBy: userId })
    .onConflictDoUpdate({ target: dayMenus.date, set: { plannedAt: sql`now()`, plannedBy: userId } });
  await tx.execute(sql`insert into ${dayDishes} (date, dish_id, portions, remaining)
    select ${date}, ${dishes.id}, ${dishes.dailyPortions}, ${dishes.dailyPortions} from ${dishes} where ${dishes.isActive}
    on conflict do nothing`);
  await tx.execute(sql`select 1 from ${dayDishes} where ${dayDishes.date} = ${date} for update`);

  const booked = (await bookedPortions(tx, date, date)).get(date) ?? new Map<number, number>();
  const active = new Set((await activeDishes(tx)).map((d) => d.id));
  const bookedActive = new Map([...booked].filter(([id]) => active.has(id)));
  const short = portionsBelowBooked(plan, bookedActive);
  if (short) {
    const [dish] = await tx.select({ name: dishes.name }).from(dishes).where(eq(dishes.id, short.dishId));
    throw new PlanRefused({ code: 'portions_below_booked', date, ...short, name: dish?.name ?? '' });
  }

  if (plan.length) {
    await tx
      .insert(dayDishes)
      .values(
        plan.map((d) => ({ date, dishId: d.dishId, portions: d.portions, remaining: d.portions - (booked.get(d.dishId) ?? 0) })),
      )
      .onConflictDoUpdate({
        target: [dayDishes.date, dayDishes.dishId],
        set: {
          portions: sql`excluded.portions`,
          remaining: sql`excluded.remaining`,
          soldOutAt: sql`case when excluded.remaining > 0 then null else ${dayDishes.soldOutAt} end`,
        },
      });
  }
  const dropped = [...active].filter((id) => !ids.includes(id));
  if (dropped.length) await tx.delete(dayDishes).where(and(eq(dayDishes.date, date), inArray(dayDishes.dishId, dropped)));
}

/** Plans `date` with `plan` and returns its menu; throws PlanRefused. */
export async function planDay(db: Db, date: string, plan: readonly DishPortions[], userId: number | null): Promise<DayMenu> {
  await db.transaction((tx) => planIn(tx, date, plan, userId));
  return (await readDayMenus(db, date, date))[0];
}

/**
 * Takes `date` back to unplanned: every active dish with its usual portions. Rows with bookings stay, with their
 * usual portions (or the booked ones when more) so the remaining count stays exact; the others go.
 */
export async function unplanDay(db: Db, date: string): Promise<DayMenu> {
  await db.transaction(async (tx) => {
    await tx.delete(dayMenus).where(eq(dayMenus.date, date));
    await tx.execute(sql`select 1 from ${dayDishes} where ${dayDishes.date} = ${date} for update`);
    const booked = (await bookedPortions(tx, date, date)).get(date) ?? new Map<number, number>();
    const bookedIds = [...booked.keys()];
    await tx
      .delete(dayDishes)
      .where(and(eq(dayDishes.date, date), bookedIds.length ? notInArray(dayDishes.dishId, bookedIds) : undefined));
    for (const [dishId, n] of booked) {
      const portions = sql`greatest((select ${dishes.dailyPortions} from ${dishes} where ${dishes.id} = ${dishId}), ${n}::int)`;
      await tx
        .update(dayDishes)
        .set({
          portions,
          remaining: sql`${portions} - ${n}::int`,
          soldOutAt: sql`case when ${portions} > ${n}::int then null else ${dayDishes.soldOutAt} end`,
        })
        .where(and(eq(dayDishes.date, date), eq(dayDishes.dishId, dishId)));
    }
  });
  return (await readDayMenus(db, date, date))[0];
}

/** A planned date's dishes of active dishes; null when the date is not planned. */
async function plannedDishes(tx: Tx, date: string): Promise<PlannedDish[] | null> {
  const [menu] = await tx.select().from(dayMenus).where(eq(dayMenus.date, date));
  if (!menu) return null;
  return tx
    .select({ dishId: dayDishes.dishId, portions: dayDishes.portions, remaining: dayDishes.remaining })
    .from(dayDishes)
    .innerJoin(dishes, eq(dishes.id, dayDishes.dishId))
    .where(and(eq(dayDishes.date, date), eq(dishes.isActive, true)));
}

/**
 * Copies plans, one transaction: each (source, target) pair plans the target as the source is planned. An
 * unplanned source leaves its target as it is, unless `usualWhenUnplanned` (copying one day): then the target
 * gets every active dish with its usual portions. Throws PlanRefused (nothing copied).
 */
export async function copyPlans(
  db: Db,
  pairs: readonly [string, string][],
  userId: number | null,
  usualWhenUnplanned: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [source, target] of pairs) {
      const planned = await plannedDishes(tx, source);
      const plan =
        planned ??
        (usualWhenUnplanned ? (await activeDishes(tx)).map((d) => ({ dishId: d.id, portions: d.dailyPortions })) : null);
      if (plan)
        await planIn(
          tx,
          target,
          plan.map((d) => ({ dishId: d.dishId, portions: d.portions })),
          userId,
        );
    }
  });
}

/** Orders and portions booked (not cancelled) for each date from `from` to `to`, zeros included. */
export async function ordersByDay(db: Db, from: string, to: string): Promise<OrdersByDay[]> {
  const counted = await db
    .select({ date: orders.pickupDate, orders: count() })
    .from(orders)
    .where(and(between(orders.pickupDate, from, to), notCancelled))
    .groupBy(orders.pickupDate);
  const portions = await db
    .select({ date: orders.pickupDate, portions: sql<number>`sum(${orderLines.quantity})::int` })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(between(orders.pickupDate, from, to), notCancelled))
    .groupBy(orders.pickupDate);
  const ordersOf = new Map(counted.map((c) => [c.date, Number(c.orders)]));
  const portionsOf = new Map(portions.map((p) => [p.date, Number(p.portions)]));
  return datesBetween(from, to).map((date) => ({ date, orders: ordersOf.get(date) ?? 0, portions: portionsOf.get(date) ?? 0 }));
}
