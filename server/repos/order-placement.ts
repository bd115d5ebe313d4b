/**
 * Placing an order is ONE transaction: the dishes are checked, each line's stock is taken with a conditional
 * UPDATE (so two concurrent orders for the last units can never both succeed), prices come from the database,
 * the customer's limits are checked (repos/order-limits.ts), and an `order.created` event is logged and
 * announced. Points are credited later, when the kitchen finishes the order. Any failure rolls the whole thing back.
 */
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { MAX_LINE_QUANTITY } from '../../model/order-limits';
import type { Config } from '../config';
import { isEmbedded, type Db, type Tx } from '../db/client';
import {
  allergens,
  dishAllergens,
  dishes,
  kitchenSettings,
  orderEvents,
  orderLines,
  orders,
  stationCategories,
  stations,
  users,
  usersAllergens,
} from '../db/schema';
import { badRequest, conflict } from '../errors';
import { isPaused } from '../../model/kitchen';
import { ORDER_EVENTS_CHANNEL } from './order-events-repo';
import { assertOrderLimits, checkOrderLimits, type OrderLimits } from './order-limits';
import { assertSlotRoom, orderSize, pausedError, reserveSlot } from './slot-capacity';

export interface OrderRequest {
  userId: number;
  pickupDate: string;
  pickupHour: string;
  lines: { dishId: number; quantity: number }[];
  /** the customer confirmed the warning that dishes in the order contain their allergens */
  allergensConfirmed: boolean;
  /** what the slot capacity check needs: the server's configuration and the slots still offered today */
  capacity: { config: Config; offered: string[] };
}

interface MergedLine {
  dishId: number;
  quantity: number;
  /** index of the dish's first line in the request, for the error's `field` */
  index: number;
}

/** One line per dish: repeated dishes add up their quantities. */
export function mergeLines(lines: OrderRequest['lines']): MergedLine[] {
  const byDish = new Map<number, MergedLine>();
  lines.forEach((line, index) => {
    const seen = byDish.get(line.dishId);
    if (seen) seen.quantity += line.quantity;
    else byDish.set(line.dishId, { dishId: line.dishId, quantity: line.quantity, index });
  });
  // A fixed lock order (by dish id) keeps concurrent orders from deadlocking on PostgreSQL.
  return [...byDish.values()].sort((a, b) => a.dishId - b.dishId);
}

type DishRow = Pick<
  typeof dishes.$inferSelect,
  'id' | 'name' | 'isActive' | 'isAvailable' | 'stock' | 'categoryId' | 'costCents' | 'prepMinutes'
>;

async function readDishes(tx: Tx, lines: MergedLine[]): Promise<Map<number, DishRow>> {
  return new Map(
    (
      await tx
        .select()
        .from(dishes)
        .where(
          inArray(
            dishes.id,
            lines.map((l) => l.dishId),
          ),
        )
    ).map((d) => [d.id, d]),
  );
}

/** 400 for the request's first line whose dish does not exist, is off the menu or is asked too many times. */
function checkLines(lines: MergedLine[], found: Map<number, DishRow>): void {
  for (const line of [...lines].sort((a, b) => a.index - b.index)) {
    const dish = found.get(line.dishId);
    if (!dish) throw badRequest('El plato indicado no existe.', `lines.${line.index}.dishId`);
    if (!dish.isActive) throw badRequest(`«${dish.name}» ya no está en la carta.`, `lines.${line.index}.dishId`);
    if (line.quantity > MAX_LINE_QUANTITY) {
      throw badRequest(
        `Se pueden pedir como máximo ${MAX_LINE_QUANTITY} raciones de «${dish.name}».`,
        `lines.${line.index}.quantity`,
      );
    }
  }
}

async function takeStock(tx: Tx, lines: MergedLine[], found: Map<number, DishRow>) {
  checkLines(lines, found);
  const taken = [];
  for (const line of lines) {
    const [row] = await tx
      .update(dishes)
      .set({ stock: sql`${dishes.stock} - ${line.quantity}` })
      .where(
        and(
          eq(dishes.id, line.dishId),
          gte(dishes.stock, line.quantity),
          eq(dishes.isAvailable, true),
          eq(dishes.isActive, true),
        ),
      )
      .returning({
        id: dishes.id,
        name: dishes.name,
        categoryId: dishes.categoryId,
        costCents: dishes.costCents,
        prepMinutes: dishes.prepMinutes,
      });
    if (!row) {
      const name = found.get(line.dishId)?.name ?? '';
      const [now] = await tx
        .select({ stock: dishes.stock, isAvailable: dishes.isAvailable })
        .from(dishes)
        .where(eq(dishes.id, line.dishId));
      const soldOut = !now || !now.isAvailable || now.stock === 0;
      throw conflict(
        soldOut ? `«${name}» está agotado.` : `No quedan suficientes raciones de «${name}» (quedan ${now.stock}).`,
        `lines.${line.index}.quantity`,
      );
    }
    taken.push({ ...row, quantity: line.quantity });
  }
  return taken;
}

/** What the order's transaction knows once committed: enough to answer the 201 without reading it again. */
export interface PlacedOrder {
  id: number;
  createdAt: Date;
  /** the `order.created` event's id */
  eventId: number;
  totalCents: number;
  /** in the order they are stored (and read back): by the request's first line of each dish */
  lines: { dishId: number; name: string; categoryId: number; quantity: number; priceCents: number; prepMinutes: number }[];
  customer: { name: string; surname: string; allergens: { id: number; name: string }[] };
  /** dish id → the customer's marked allergens that the dish contains (dishes without any are left out) */
  customerAllergensByDish: Map<number, { id: number; name: string }[]>;
  allergensConfirmed: boolean;
  /** category id → station, as the order reads tell each line's station */
  stationByCategory: Map<number, { id: number; name: string }>;
  /** the kitchen's cooks as the transaction read them (embedded only; the ready estimate needs them) */
  cooks?: number;
}

type TakenLine = Awaited<ReturnType<typeof takeStock>>[number];

/** Places the order. Throws ApiError 400/409 with the offending line's field. */
export async function placeOrder(db: Db, request: OrderRequest, limits: OrderLimits): Promise<PlacedOrder> {
  const lines = mergeLines(request.lines);
  if (isEmbedded(db)) {
    let loads = slotLoadCaches.get(db);
    if (!loads) slotLoadCaches.set(db, (loads = new Map<string, SlotLoad>()));
    const cache = loads;
    return db.transaction((tx) => placeEmbedded(tx, request, lines, limits, cache));
  }
  return db.transaction(async (tx) => {
    // Every transaction takes its locks in the same order (the slot, the dishes, the customer's row), so
    // concurrent orders wait for each other and never deadlock; a bad line is reported before any limit.
    // The dishes are read once (no lock: the stock is taken below with a conditional UPDATE).
    const found = await readDishes(tx, lines);
    const prepMinutes = new Map([...found.values()].map((d) => [d.id, d.prepMinutes]));
    await reserveSlot(tx, request.capacity.config, { ...request, offered: request.capacity.offered, lines, prepMinutes });
    const taken = await takeStock(tx, lines, found);
    await assertOrderLimits(tx, request.userId, lines, limits);
    return insertOrder(tx, request, lines, taken);
  });
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

const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? [];

/**
 * The embedded database runs one transaction at a time (PGlite has one connection and `transaction()` holds it
 * until the end), so nothing can change between two statements of this one: the locks of the PostgreSQL path
 * (the slot's advisory lock, the customer's row) are not needed, and the checks read everything in ONE
 * statement that also takes the stock, all lines at once (the checks below then decide, in the same order and
 * with the same answers as the PostgreSQL path, and any failure rolls the stock back). Then one statement
 * writes the order, its lines and its event: a whole order costs four statements with BEGIN and COMMIT.
 */
async function placeEmbedded(
  tx: Tx,
  request: OrderRequest,
  lines: MergedLine[],
  limits: OrderLimits,
  slotLoads: Map<string, SlotLoad>,
): Promise<PlacedOrder> {
  const slotKey = `${request.pickupDate} ${request.pickupHour}`;
  const known = slotLoads.get(slotKey);
  const { config } = request.capacity;
  const want = JSON.stringify(lines.map((l) => ({ id: l.dishId, q: l.quantity })));
  const [row] = rowsOf<{
    dishes: [number, string, boolean, boolean, number, number, number, number][] | null;
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
      ), taken as (
        update ${dishes} d set stock = d.stock - want.quantity from want
        where d.id = want.dish_id and d.stock >= want.quantity and d.is_available and d.is_active
        returning d.id
      )
      select
        (select json_agg(json_build_array(d.id, d.name, d.is_active, d.is_available, d.stock, d.category_id, d.cost_cents, d.prep_minutes))
           from ${dishes} d where d.id in (select dish_id from want)) as dishes,
        (select json_build_array(k.cooks, floor(extract(epoch from k.paused_until) * 1000)) from ${kitchenSettings} k where k.id = 1) as kitchen,
        slot.n as slot_count, slot.last_id::text as last_id,
        -- summed only when the kept load is not known to be current (a CASE evaluates only the branch it takes)
        case when slot.n = ${known?.count ?? -1} and slot.last_id = ${known?.lastId ?? -1} then null else
          (select coalesce(sum(l.quantity * l.prep_minutes), 0)::int from ${orders} o join ${orderLines} l on l.order_id = o.id
             where o.pickup_date = ${request.pickupDate} and o.pickup_hour = ${request.pickupHour}) end as slot_load,
        (select count(*)::int from ${orders} o where o.user_id = ${request.userId} and o.status = 'pending') as pending,
        (select json_agg(id) from taken) as taken
      from (select (select count(*)::int from ${orders} o where o.pickup_date = ${request.pickupDate} and o.pickup_hour = ${request.pickupHour}) as n,
                   (select last_value from orders_id_seq) as last_id) as slot`),
  );
  if (!row) throw new Error('order checks returned nothing');
  const slotNow: SlotLoad = { count: row.slot_count, lastId: Number(row.last_id), load: row.slot_load ?? known?.load ?? 0 };
  if (row.slot_load !== null && !slotLoads.has(slotKey) && slotLoads.size >= MAX_SLOT_LOADS) slotLoads.clear();
  slotLoads.set(slotKey, slotNow);
  // The rows as the transaction found them, before this statement took any stock.
  const found = new Map<number, DishRow>();
  for (const [id, name, isActive, isAvailable, stock, categoryId, costCents, prepMinutes] of row.dishes ?? []) {
    found.set(id, { id, name, isActive, isAvailable, stock, categoryId, costCents, prepMinutes });
  }
  const kitchen = {
    cooks: row.kitchen?.[0] ?? config.kitchenCooks,
    pausedUntil: row.kitchen?.[1] == null ? null : new Date(row.kitchen[1]),
  };
  // In the order of the PostgreSQL path: the pause, the order's size, the slot's room, the lines, the stock, the limits.
  if (kitchen.pausedUntil && isPaused(kitchen.pausedUntil, config.now())) throw pausedError(kitchen.pausedUntil, config);
  const prep = new Map([...found.values()].map((d) => [d.id, d.prepMinutes]));
  const slot = { ...request, offered: request.capacity.offered, lines };
  const { load, capacity } = orderSize(config, kitchen, lines, prep);
  await assertSlotRoom(tx, slot, slotNow.load, load, capacity);
  checkLines(lines, found);
  const took = new Set(row.taken ?? []);
  const taken: TakenLine[] = [];
  for (const line of lines) {
    const dish = found.get(line.dishId);
    if (!dish || !took.has(line.dishId)) {
      const soldOut = !dish || !dish.isAvailable || dish.stock === 0;
      throw conflict(
        soldOut
          ? `«${dish?.name ?? ''}» está agotado.`
          : `No quedan suficientes raciones de «${dish.name}» (quedan ${dish.stock}).`,
        `lines.${line.index}.quantity`,
      );
    }
    taken.push({
      id: dish.id,
      name: dish.name,
      categoryId: dish.categoryId,
      costCents: dish.costCents,
      prepMinutes: dish.prepMinutes,
      quantity: line.quantity,
    });
  }
  checkOrderLimits(lines, row.pending, limits);
  const placed = await insertOrder(tx, request, lines, taken);
  // The slot now holds this order too (nothing else ran meanwhile; a failed COMMIT leaves the count behind).
  slotLoads.set(slotKey, { count: slotNow.count + 1, lastId: placed.id, load: slotNow.load + load });
  return { ...placed, cooks: kitchen.cooks };
}

/**
 * One statement writes the order, its lines (in the request's order) and its `order.created` event, announces
 * the event (`pg_notify`, delivered on commit) and reads what the answer shows besides: the customer's name and
 * marked allergens (and which of them each ordered dish contains), and the stations by category.
 */
async function insertOrder(tx: Tx, request: OrderRequest, lines: MergedLine[], taken: TakenLine[]): Promise<PlacedOrder> {
  const totalCents = taken.reduce((sum, l) => sum + l.costCents * l.quantity, 0);
  const indexOf = new Map(lines.map((l) => [l.dishId, l.index]));
  const byRequest = [...taken].sort((a, b) => (indexOf.get(a.id) ?? 0) - (indexOf.get(b.id) ?? 0));
  const placedLines = byRequest.map((l) => ({
    dishId: l.id,
    name: l.name,
    categoryId: l.categoryId,
    quantity: l.quantity,
    priceCents: l.costCents,
    prepMinutes: l.prepMinutes,
  }));
  const [row] = rowsOf<{
    id: number;
    created_ms: number;
    event_id: number | string;
    name: string;
    surname: string;
    allergens: [number, string][] | null;
    dish_allergens: [number, number, string][] | null;
    stations: [number, number, string][] | null;
  }>(
    await tx.execute(sql`
      with o as (
        insert into ${orders} (user_id, pickup_date, pickup_hour, total_cents, allergens_confirmed)
        values (${request.userId}, ${request.pickupDate}, ${request.pickupHour}, ${totalCents}, ${request.allergensConfirmed})
        returning id, created_at
      ), l as (
        insert into ${orderLines} (order_id, dish_id, name, category_id, quantity, price_cents, prep_minutes)
        select o.id, (x.v->>'dishId')::int, x.v->>'name', (x.v->>'categoryId')::int, (x.v->>'quantity')::int,
               (x.v->>'priceCents')::int, (x.v->>'prepMinutes')::int
        from o, jsonb_array_elements(${JSON.stringify(placedLines)}::jsonb) with ordinality as x(v, n)
        order by x.n
        returning dish_id
      ), e as (
        insert into ${orderEvents} (order_id, user_id, type) select o.id, ${request.userId}, 'order.created' from o returning id
      )
      select o.id, floor(extract(epoch from o.created_at) * 1000)::float8 as created_ms, e.id::text as event_id,
        pg_notify(${ORDER_EVENTS_CHANNEL}, e.id::text), u.name, u.surname,
        (select json_agg(json_build_array(a.id, a.name) order by a.id) from ${usersAllergens} ua
           join ${allergens} a on a.id = ua.allergen_id where ua.user_id = u.id and ua.is_allergic) as allergens,
        (select json_agg(json_build_array(da.dish_id, a.id, a.name) order by a.id) from ${dishAllergens} da
           join ${usersAllergens} ua on ua.allergen_id = da.allergen_id and ua.user_id = u.id and ua.is_allergic
           join ${allergens} a on a.id = da.allergen_id where da.dish_id in (select dish_id from l)) as dish_allergens,
        (select json_agg(json_build_array(sc.category_id, s.id, s.name)) from ${stationCategories} sc
           join ${stations} s on s.id = sc.station_id) as stations
      from o, e, ${users} u where u.id = ${request.userId}`),
  );
  if (!row) throw new Error('order insert returned nothing');
  return {
    id: row.id,
    createdAt: new Date(row.created_ms),
    eventId: Number(row.event_id),
    totalCents,
    lines: placedLines,
    customer: { name: row.name, surname: row.surname, allergens: (row.allergens ?? []).map(([id, name]) => ({ id, name })) },
    customerAllergensByDish: groupByDish(row.dish_allergens ?? []),
    allergensConfirmed: request.allergensConfirmed,
    stationByCategory: new Map((row.stations ?? []).map(([categoryId, id, name]) => [categoryId, { id, name }])),
  };
}

function groupByDish(rows: [number, number, string][]): Map<number, { id: number; name: string }[]> {
  const out = new Map<number, { id: number; name: string }[]>();
  for (const [dishId, id, name] of rows) out.set(dishId, [...(out.get(dishId) ?? []), { id, name }]);
  return out;
}
