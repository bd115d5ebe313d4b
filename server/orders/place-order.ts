/**
 * Placing an order is ONE transaction: the snapshot is read (server/repos/order-snapshot-repo.ts: under locks on
 * PostgreSQL, in one statement on PGlite), the decision is made on it (model/order-decision.ts: the same for both
 * databases), and a taken order is written with prices from the database and an `order.created` event, logged
 * and announced. Points are credited later, when the kitchen finishes the order. Any refusal rolls it all back.
 */
import {
  decideOrder,
  mergeLines,
  slotClosedRefusal,
  type MergedLine,
  type OrderDecision,
  type OrderLimits,
  type OrderSnapshot,
} from '../../model/order-decision';
import { dayRefusal, type OrderDay } from '../../model/order-day';
import type { Config } from '../config';
import { isEmbedded, type Db, type Tx } from '../db/client';
import { insertOrder, type NewOrder, type PlacedOrder } from '../repos/order-insert-repo';
import {
  readLockedSnapshot,
  readSnapshotTakingStock,
  slotLoadCache,
  takeStock,
  type SnapshotRows,
} from '../repos/order-snapshot-repo';
import { slotLoads } from '../repos/slot-loads-repo';
import { isClosedDate } from '../repos/closed-days-repo';
import { usualDayTaken } from '../repos/usual-orders-repo';
import { apiError } from '../errors';
import { orderRefused } from './order-refusal';

export type { PlacedOrder } from '../repos/order-insert-repo';

export interface OrderRequest extends NewOrder {
  lines: { dishId: number; quantity: number }[];
  /** the pick-up hours still offered on the pick-up date, in order */
  offered: string[];
  /** the pick-up date's rules (its date is `pickupDate`) */
  day: OrderDay;
}

type OrderConfig = Pick<Config, 'now' | 'timeZone' | 'slotMinutes' | 'kitchenCooks'> & OrderLimits;

function snapshotOf(config: OrderConfig, request: OrderRequest, lines: MergedLine[], rows: SnapshotRows): OrderSnapshot {
  return {
    now: config.now(),
    timeZone: config.timeZone,
    lines,
    dishes: rows.dishes,
    kitchen: { cooks: rows.kitchen.cooks ?? config.kitchenCooks, pausedUntil: rows.kitchen.pausedUntil },
    slot: { hour: request.pickupHour, slotMinutes: config.slotMinutes, load: rows.slotLoad, offered: request.offered },
    customer: { pendingOrders: rows.pendingOrders },
    limits: { maxPortionsPerOrder: config.maxPortionsPerOrder, maxPendingOrders: config.maxPendingOrders },
    day: request.day,
  };
}

/** The decision, reading the day's loads only when the slot is full (to name the next hour with room). */
async function decide(tx: Tx, snapshot: OrderSnapshot, date: string): Promise<Extract<OrderDecision, { kind: 'take' }>> {
  let decision = decideOrder(snapshot);
  if (decision.kind === 'needs-day-loads') {
    decision = decideOrder({ ...snapshot, slot: { ...snapshot.slot, dayLoads: await slotLoads(tx, date) } });
  }
  if (decision.kind === 'refuse') throw orderRefused(decision.refusal);
  if (decision.kind !== 'take') throw new Error('the order decision asked for the day loads twice');
  return decision;
}

/**
 * A usual order books each date once: the date is claimed first in the order's own transaction (on PostgreSQL
 * under an advisory lock on the usual order, so two processes booking it at once take turns). 409
 * usual_day_booked when the usual order already has an order that day (even a cancelled or given-away one).
 */
async function claimUsualDay(tx: Tx, request: OrderRequest, lock: boolean): Promise<void> {
  if (request.usualOrderId == null) return;
  if (await usualDayTaken(tx, request.usualOrderId, request.pickupDate, lock)) {
    throw apiError(409, 'usual_day_booked', { date: request.pickupDate }, 'pickupDate');
  }
}

/** Places the order. Throws the refusal's ApiError (400/409, with the offending line's field). */
export async function placeOrder(db: Db, config: OrderConfig, request: OrderRequest): Promise<PlacedOrder> {
  // The day and the hour are refused before any transaction; the same decision repeats them inside it.
  const day = dayRefusal(request.day, config.now(), config.timeZone);
  if (day && day.code !== 'order_frozen') throw orderRefused({ ...day, code: day.code });
  const closed = slotClosedRefusal(request.pickupHour, request.offered);
  if (closed) throw orderRefused(closed);
  const lines = mergeLines(request.lines);
  const reading = { ...request, lines };
  if (isEmbedded(db)) {
    const cache = slotLoadCache(db);
    return db.transaction(async (tx) => {
      await claimUsualDay(tx, request, false);
      const rows = await readSnapshotTakingStock(tx, reading, cache);
      const snapshot = snapshotOf(config, request, lines, rows);
      const decision = await decide(tx, snapshot, request.pickupDate);
      // The statement took what the decision takes: it read the same rows, and nothing runs in between.
      if (lines.some((l) => !rows.taken.has(l.dishId))) throw new Error('the stock taken differs from the decision');
      const placed = await insertOrder(tx, request, decision.lines, decision.totalCents);
      rows.placed(placed.id, decision.load);
      return { ...placed, cooks: snapshot.kitchen.cooks };
    });
  }
  return db.transaction(async (tx) => {
    await claimUsualDay(tx, request, true);
    const rows = await readLockedSnapshot(tx, reading);
    // The date may have closed since the day was read: the snapshot's lock waited for that closing.
    if (await isClosedDate(tx, request.pickupDate)) {
      throw orderRefused({ code: 'day_closed', params: { date: request.pickupDate }, field: 'pickupDate' });
    }
    const decision = await decide(tx, snapshotOf(config, request, lines, rows), request.pickupDate);
    await takeStock(tx, request.pickupDate, decision.lines);
    return insertOrder(tx, request, decision.lines, decision.totalCents);
  });
}
