/**
 * Pick-up slot capacity against the database (the rule itself is in model/capacity.ts). Inside the order's
 * transaction, `reserveSlot` takes a transaction-scoped advisory lock for the day and slot before reading the
 * slot's load, so capacity checks for one slot run one after another, across processes on PostgreSQL, and the
 * order inserted afterwards in the same transaction is counted by the next check. The lock is taken before any
 * dish row is locked (stock), so the two never wait on each other in opposite orders.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { exceedsAnySlot, fitsSlot, nextSlotWithRoom, orderLoad, slotCapacity } from '../../model/capacity';
import { isPaused } from '../../model/kitchen';
import { formatClock, localClock } from '../../model/slots';
import type { Config } from '../config';
import type { Db, Tx } from '../db/client';
import { dishes, orderLines, orders } from '../db/schema';
import { ApiError, conflict } from '../errors';
import { readKitchen, type KitchenState } from './kitchen-repo';

/** Arbitrary namespace for this application's advisory locks on pick-up slots. */
const SLOT_LOCK_CLASS = 13_013;

/**
 * Minutes of preparation already taken per pick-up hour of `date` (pending and finished orders); only `hour`'s
 * when given (what placing an order needs: it reads one slot's orders, not the whole day's).
 */
export async function slotLoads(db: Db | Tx, date: string, hour?: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ hour: orders.pickupHour, load: sql<string>`coalesce(sum(${orderLines.quantity} * ${orderLines.prepMinutes}), 0)` })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(hour === undefined ? eq(orders.pickupDate, date) : and(eq(orders.pickupDate, date), eq(orders.pickupHour, hour)))
    .groupBy(orders.pickupHour);
  return new Map(rows.map((r) => [r.hour, Number(r.load)]));
}

/** 409 while the kitchen is paused, naming the time ordering resumes. */
export function pausedError(until: Date, config: Config): ApiError {
  const resumesAt = formatClock(Math.ceil(localClock(until, config.timeZone).minutes) % 1440);
  return new ApiError(409, `La cocina no acepta pedidos ahora mismo; vuelve a las ${resumesAt}.`, 'pickupHour', {
    pausedUntil: until.toISOString(),
    resumesAt,
  });
}

export interface SlotRequest {
  pickupDate: string;
  pickupHour: string;
  /** the slots still offered today, in order, to name the next one with room */
  offered: string[];
  lines: { dishId: number; quantity: number }[];
  /** the dishes' prep minutes when the caller has read them already */
  prepMinutes?: ReadonlyMap<number, number>;
}

/** Checks the pause and the slot's room for these lines, holding the slot's lock until the transaction ends. */
export async function reserveSlot(tx: Tx, config: Config, request: SlotRequest): Promise<void> {
  const kitchen = await readKitchen(tx, config);
  if (kitchen.pausedUntil && isPaused(kitchen.pausedUntil, config.now())) throw pausedError(kitchen.pausedUntil, config);
  const ids = request.lines.map((l) => l.dishId);
  const prep =
    request.prepMinutes ??
    new Map(
      (await tx.select({ id: dishes.id, prepMinutes: dishes.prepMinutes }).from(dishes).where(inArray(dishes.id, ids))).map(
        (d) => [d.id, d.prepMinutes],
      ),
    );
  const { load, capacity } = orderSize(config, kitchen, request.lines, prep);
  await tx.execute(
    sql`select pg_advisory_xact_lock(${SLOT_LOCK_CLASS}, hashtext(${`${request.pickupDate} ${request.pickupHour}`}))`,
  );
  const taken = await slotLoads(tx, request.pickupDate, request.pickupHour);
  await assertSlotRoom(tx, request, taken.get(request.pickupHour) ?? 0, load, capacity);
}

/**
 * The order's load against the kitchen's slot capacity (the pause is checked by the caller first): 409 when
 * no slot could ever hold it.
 */
export function orderSize(
  config: Config,
  kitchen: KitchenState,
  lines: readonly { dishId: number; quantity: number }[],
  prep: ReadonlyMap<number, number>,
): { load: number; capacity: number } {
  const load = orderLoad(lines.map((l) => ({ quantity: l.quantity, prepMinutes: prep.get(l.dishId) ?? 0 })));
  const capacity = slotCapacity(kitchen.cooks, config.slotMinutes);
  if (exceedsAnySlot(load, capacity)) {
    throw conflict(
      `Este pedido necesita ${load} min de cocina y una franja admite como máximo ${capacity} min. Divídelo en pedidos más pequeños para distintas horas.`,
      'lines',
    );
  }
  return { load, capacity };
}

/** 409 naming the next hour with room when the slot, already holding `taken` minutes, cannot take `load` more. */
export async function assertSlotRoom(tx: Tx, request: SlotRequest, taken: number, load: number, capacity: number): Promise<void> {
  if (fitsSlot(taken, capacity, load)) return;
  const loads = await slotLoads(tx, request.pickupDate);
  const nextHour = nextSlotWithRoom(request.offered, request.pickupHour, loads, capacity, load);
  throw new ApiError(
    409,
    nextHour
      ? `La cocina ya no tiene sitio para este pedido a las ${request.pickupHour}. Prueba a las ${nextHour}, la siguiente hora con sitio.`
      : `La cocina ya no tiene sitio para este pedido a las ${request.pickupHour} ni en ninguna hora posterior de hoy.`,
    'pickupHour',
    { nextHour },
  );
}

/** Today's load per pick-up hour, for GET hours. */
export async function todaysLoads(db: Db, config: Config): Promise<Map<string, number>> {
  return slotLoads(db, localClock(config.now(), config.timeZone).date);
}
