/**
 * What an order's decision needs (model/order-decision.ts), read inside the order's transaction. The two
 * databases differ only here, in how the snapshot is kept true until the order is written:
 *
 * - PostgreSQL (several connections, several processes): the date's lock, shared (./day-lock.ts: closing the date
 *   waits for orders in flight), then a transaction-scoped advisory lock on the day and slot
 *   (capacity checks of one slot run one after another, and the order inserted afterwards is counted by the
 *   next), then the date's dish rows (`day_dishes`, made from the usual portions on an unplanned date's first
 *   order; FOR UPDATE, by dish id) and the customer's row (FOR UPDATE: the pending-orders limit
 *   holds under a burst), always in this order so concurrent orders wait for each other and never deadlock.
 * - PGlite (one connection; `transaction()` holds it until the end): nothing can change between two statements,
 *   so ONE statement reads everything and also takes the date's stock of every line it can.
 *
 * Cancelled orders count nowhere: not in a slot's load, not in the customer's pending orders (of the date). The decision then
 *   confirms it; a refusal rolls the stock back.
 */
import { eq, sql } from 'drizzle-orm';
import { lockDayShared } from './day-lock';
import type { MergedLine, SnapshotDish } from '../../model/order-decision';
import type { Db, Tx } from '../db/client';
import { dayDishes, dayMenus, dishes, kitchenSettings, orderLines, orders, users } from '../db/schema';

/** Arbitrary namespace for this application's advisory locks on pick-up slots. */
const SLOT_LOCK_CLASS = 13_013;

export interface SnapshotRequest {
  userId: number;
  pickupDate: string;
  pickupHour: string;
  lines: readonly MergedLine[];
}

/** The rows the decision reads. */
export interface SnapshotRows {
  dishes: Map<number, SnapshotDish>;
  /** null when the kitchen's row was never written (the configured cooks apply) */
  kitchen: { cooks: number | null; pausedUntil: Date | null };
  slotLoad: number;
  pendingOrders: number;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? [];

type DishTuple = [number, string, boolean, boolean, number, number, number, number, boolean];
const dishOf = ([
  id,
  name,
  isActive,
  isAvailable,
  stock,
  categoryId,
  priceCents,
  prepMinutes,
  offered,
]: DishTuple): SnapshotDish => ({
  id,
  name,
  isActive,
  isAvailable,
  stock,
  offered,
  categoryId,
  priceCents,
  prepMinutes,
});

const kitchenOf = (row: [number | null, number | null] | null) => ({
  cooks: row?.[0] ?? null,
  pausedUntil: row?.[1] == null ? null : new Date(row[1]),
});

/** Ids of the requested dishes as a JSON array, for `in (select … from jsonb_array_elements_text(…))`. */
const idsOf = (lines: readonly MergedLine[]) => JSON.stringify(lines.map((l) => l.dishId));

/** PostgreSQL: the snapshot under the slot's, the date's dish rows' and the customer's locks (held until the end). */
export async function readLockedSnapshot(tx: Tx, request: SnapshotRequest): Promise<SnapshotRows> {
  const { pickupDate, pickupHour, userId } = request;
  const ids = idsOf(request.lines);
  await lockDayShared(tx, pickupDate);
  await tx.execute(sql`select pg_advisory_xact_lock(${SLOT_LOCK_CLASS}, hashtext(${`${pickupDate} ${pickupHour}`}))`);
  // An unplanned date's first order makes the dishes' rows for it (usual portions), so there is a row to lock.
  await tx.execute(sql`
    insert into ${dayDishes} (date, dish_id, portions, remaining)
    select ${pickupDate}, d.id, d.daily_portions, d.daily_portions from ${dishes} d
    where d.id in (select x::int from jsonb_array_elements_text(${ids}::jsonb) as x) and d.is_active
      and not exists (select 1 from ${dayMenus} m where m.date = ${pickupDate})
    order by d.id
    on conflict do nothing`);
  await tx.execute(sql`
    select dd.dish_id from ${dayDishes} dd
    where dd.date = ${pickupDate} and dd.dish_id in (select x::int from jsonb_array_elements_text(${ids}::jsonb) as x)
    order by dd.dish_id for update`);
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  // A statement of its own after the locks: it sees every order committed while this one waited.
  const [row] = rowsOf<{
    dishes: DishTuple[] | null;
    kitchen: [number | null, number | null] | null;
    slot_load: number;
    pending: number;
  }>(
    await tx.execute(sql`
      select
        (select json_agg(json_build_array(d.id, d.name, d.is_active, d.is_available, coalesce(dd.remaining, 0), d.category_id,
            d.cost_cents, d.prep_minutes, dd.dish_id is not null))
           from ${dishes} d left join ${dayDishes} dd on dd.date = ${pickupDate} and dd.dish_id = d.id
           where d.id in (select x::int from jsonb_array_elements_text(${ids}::jsonb) as x)) as dishes,
        (select json_build_array(k.cooks, floor(extract(epoch from k.paused_until) * 1000)) from ${kitchenSettings} k where k.id = 1) as kitchen,
        (select coalesce(sum(l.quantity * l.prep_minutes), 0)::int from ${orders} o join ${orderLines} l on l.order_id = o.id
           where o.pickup_date = ${pickupDate} and o.pickup_hour = ${pickupHour} and o.status <> 'cancelled') as slot_load,
        (select count(*)::int from ${orders} o
           where o.user_id = ${userId} and o.status = 'pending' and o.pickup_date = ${pickupDate}) as pending`),
  );
  return {
    dishes: new Map((row?.dishes ?? []).map((d) => [d[0], dishOf(d)])),
    kitchen: kitchenOf(row?.kitchen ?? null),
    slotLoad: Number(row?.slot_load ?? 0),
    pendingOrders: Number(row?.pending ?? 0),
  };
}

/** PostgreSQL: takes the decided portions from the date's locked rows. */
export async function takeStock(tx: Tx, date: string, lines: readonly { dishId: number; quantity: number }[]): Promise<void> {
  const want = JSON.stringify(lines.map((l) => ({ id: l.dishId, q: l.quantity })));
  await tx.execute(sql`
    update ${dayDishes} dd set remaining = dd.remaining - w.q,
      sold_out_at = case when dd.remaining - w.q <= 0 then coalesce(dd.sold_out_at, now()) else null end
    from (select (x->>'id')::int as id, (x->>'q')::int as q from jsonb_array_elements(${want}::jsonb) as x) as w
    where dd.date = ${date} and dd.dish_id = w.id`);
}

/**
 * A slot's load (minutes of cooking of its orders) by "date hour", on the embedded database: summing a busy
 * slot's lines on every order cost more than the rest of the order. A placed order's lines never change, so the
 * load follows from which orders the slot holds: the entry is used only while the slot's order count and the
 * orders' id sequence are what they were (an order placed elsewhere moves the sequence, a deleted one the
 * count); otherwise the load is summed again.
 */
interface SlotLoad {
  count: number;
  lastId: number;
  load: number;
}
const slotLoadCaches = new WeakMap<Db, Map<string, SlotLoad>>();
const MAX_SLOT_LOADS = 1000;

/** Forgets a slot's kept load: an order of it changed or was cancelled (the count and the id sequence can stay). */
export function forgetSlotLoad(db: Db, date: string, hour: string): void {
  slotLoadCaches.get(db)?.delete(`${date} ${hour}`);
}

/** The embedded database's kept slot loads (one map per database). */
export function slotLoadCache(db: Db): Map<string, SlotLoad> {
  let loads = slotLoadCaches.get(db);
  if (!loads) slotLoadCaches.set(db, (loads = new Map<string, SlotLoad>()));
  return loads;
}

/** PGlite: the snapshot, as found before this statement took any stock, and the dishes whose stock it took. */
export interface EmbeddedSnapshot extends SnapshotRows {
  taken: Set<number>;
  /** to call once the order is written: the slot now holds it too */
  placed(orderId: number, load: number): void;
}

/**
 * PGlite: ONE statement reads the dishes, the kitchen, the slot's load (or only its order count when the kept
 * load is current), the customer's pending orders, and takes the stock of every line that has enough. With
 * BEGIN, the order's insert and COMMIT, a whole order costs four statements.
 */
export async function readSnapshotTakingStock(
  tx: Tx,
  request: SnapshotRequest,
  slotLoads: Map<string, SlotLoad>,
): Promise<EmbeddedSnapshot> {
  const date = request.pickupDate;
  const slotKey = `${date} ${request.pickupHour}`;
  const known = slotLoads.get(slotKey);
  const want = JSON.stringify(request.lines.map((l) => ({ id: l.dishId, q: l.quantity })));
  const [row] = rowsOf<{
    dishes: DishTuple[] | null;
    kitchen: [number | null, number | null] | null;
    slot_count: number;
    last_id: number | string;
    slot_load: number | null;
    pending: number;
    taken: number[] | null;
  }>(
    await tx.execute(sql`
      with want as (
        select (w->>'id')::int as dish_id, (w->>'q')::int as quantity from jsonb_array_elements(${want}::jsonb) as w
      ), day as (
        select exists (select 1 from ${dayMenus} m where m.date = ${date}) as planned
      ), cur as (
        select w.dish_id, w.quantity, d.is_active and d.is_available as on_sale, d.daily_portions, dd.remaining,
               dd.dish_id is not null as has_row
        from want w join ${dishes} d on d.id = w.dish_id
        left join ${dayDishes} dd on dd.date = ${date} and dd.dish_id = w.dish_id
      ), made as (
        -- an unplanned date's first order makes the dish's row for it, already taking its portions
        insert into ${dayDishes} (date, dish_id, portions, remaining, sold_out_at)
        select ${date}, c.dish_id, c.daily_portions, c.daily_portions - c.quantity,
          case when c.daily_portions = c.quantity then now() end from cur c, day
        where not c.has_row and not day.planned and c.on_sale and c.daily_portions >= c.quantity
        returning dish_id
      ), taken as (
        update ${dayDishes} dd set remaining = dd.remaining - c.quantity,
          sold_out_at = case when dd.remaining = c.quantity then coalesce(dd.sold_out_at, now()) else null end
        from cur c
        where dd.date = ${date} and dd.dish_id = c.dish_id and c.has_row and c.on_sale and dd.remaining >= c.quantity
        returning dd.dish_id
      )
      select
        (select json_agg(json_build_array(d.id, d.name, d.is_active, d.is_available,
            coalesce(c.remaining, case when day.planned then 0 else d.daily_portions end), d.category_id, d.cost_cents,
            d.prep_minutes, c.has_row or not day.planned))
           from ${dishes} d join cur c on c.dish_id = d.id, day) as dishes,
        (select json_build_array(k.cooks, floor(extract(epoch from k.paused_until) * 1000)) from ${kitchenSettings} k where k.id = 1) as kitchen,
        slot.n as slot_count, slot.last_id::text as last_id,
        -- summed only when the kept load is not known to be current (a CASE evaluates only the branch it takes)
        case when slot.n = ${known?.count ?? -1} and slot.last_id = ${known?.lastId ?? -1} then null else
          (select coalesce(sum(l.quantity * l.prep_minutes), 0)::int from ${orders} o join ${orderLines} l on l.order_id = o.id
             where o.pickup_date = ${date} and o.pickup_hour = ${request.pickupHour} and o.status <> 'cancelled') end as slot_load,
        (select count(*)::int from ${orders} o
           where o.user_id = ${request.userId} and o.status = 'pending' and o.pickup_date = ${date}) as pending,
        (select json_agg(dish_id) from (select dish_id from made union all select dish_id from taken) t) as taken
      from (select (select count(*)::int from ${orders} o
                      where o.pickup_date = ${date} and o.pickup_hour = ${request.pickupHour} and o.status <> 'cancelled') as n,
                   (select last_value from orders_id_seq) as last_id) as slot`),
  );
  if (!row) throw new Error('order snapshot returned nothing');
  const slotNow: SlotLoad = { count: row.slot_count, lastId: Number(row.last_id), load: row.slot_load ?? known?.load ?? 0 };
  if (row.slot_load !== null && !slotLoads.has(slotKey) && slotLoads.size >= MAX_SLOT_LOADS) slotLoads.clear();
  slotLoads.set(slotKey, slotNow);
  return {
    dishes: new Map((row.dishes ?? []).map((d) => [d[0], dishOf(d)])),
    kitchen: kitchenOf(row.kitchen),
    slotLoad: slotNow.load,
    pendingOrders: row.pending,
    taken: new Set(row.taken ?? []),
    // Nothing else ran meanwhile; a failed COMMIT leaves the count behind, so the next order sums the slot again.
    placed: (orderId, load) => slotLoads.set(slotKey, { count: slotNow.count + 1, lastId: orderId, load: slotNow.load + load }),
  };
}
