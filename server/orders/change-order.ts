/**
 * Changing an order's lines and hour (PUT orders/{id}): its customer, while it is pending and before its day's
 * cut-off. ONE transaction, on both databases the PostgreSQL way (the locks are harmless on PGlite's single
 * connection): the order's row, the new slot's advisory lock, the date's dish rows and the customer's row are
 * locked, the snapshot is read, and the decision is `decideOrder` over the new lines on the snapshot as if the
 * order had not been placed (`givingBack`): its portions back in stock, its minutes out of its hour, it no
 * longer pending. The stock moves by the difference, the lines are replaced, and an `order.updated` event is
 * logged, so boards and the customer's other screens follow.
 */
import { decideOrder, givingBack, mergeLines, type OrderLimits, type OrderSnapshot } from '../../model/order-decision';
import { slotsOn } from '../../model/slots';
import type { Config } from '../config';
import { isEmbedded, type Db, type Tx } from '../db/client';
import { moveStock, rewriteOrder, storedLines } from '../repos/order-change-repo';
import { recordOrderEvent } from '../repos/order-events-repo';
import { forgetSlotLoad, readLockedSnapshot } from '../repos/order-snapshot-repo';
import { slotLoads } from '../repos/slot-loads-repo';
import { orderRefused } from './order-refusal';
import { changeableOrder, type Actor } from './order-owner';
import { orderDayOf } from './pickup-day';

export interface OrderChange {
  pickupHour: string;
  lines: { dishId: number; quantity: number }[];
  allergensConfirmed?: boolean;
}

type ChangeConfig = Pick<
  Config,
  'now' | 'timeZone' | 'slotMinutes' | 'kitchenCooks' | 'openingHours' | 'preorderDays' | 'orderCutoff'
> &
  OrderLimits;

async function decided(tx: Tx, snapshot: OrderSnapshot, old: Parameters<typeof givingBack>[1], date: string) {
  let decision = decideOrder(givingBack(snapshot, old));
  if (decision.kind === 'needs-day-loads') {
    const withLoads = { ...snapshot, slot: { ...snapshot.slot, dayLoads: await slotLoads(tx, date) } };
    decision = decideOrder(givingBack(withLoads, old));
  }
  if (decision.kind === 'refuse') throw orderRefused(decision.refusal);
  if (decision.kind !== 'take') throw new Error('the order decision asked for the day loads twice');
  return decision;
}

/** Throws the 404/403/409 or the refusal's ApiError; nothing changes then. */
export async function changeOrder(
  db: Db,
  config: ChangeConfig,
  orderId: number,
  actor: Actor,
  change: OrderChange,
): Promise<void> {
  const lines = mergeLines(change.lines);
  await db.transaction(async (tx) => {
    const order = await changeableOrder(tx, config, orderId, actor, false);
    const old = await storedLines(tx, orderId);
    const date = order.pickupDate;
    // The snapshot reads (and locks) every dish of the old and the new lines: the old ones get their portions back.
    const reading = mergeLines([...change.lines, ...old.map((l) => ({ dishId: l.dishId, quantity: 0 }))]);
    const rows = await readLockedSnapshot(tx, {
      userId: actor.id,
      pickupDate: date,
      pickupHour: change.pickupHour,
      lines: reading,
    });
    const snapshot: OrderSnapshot = {
      now: config.now(),
      timeZone: config.timeZone,
      lines,
      dishes: rows.dishes,
      kitchen: { cooks: rows.kitchen.cooks ?? config.kitchenCooks, pausedUntil: rows.kitchen.pausedUntil },
      slot: {
        hour: change.pickupHour,
        slotMinutes: config.slotMinutes,
        load: rows.slotLoad,
        offered: slotsOn(date, config.now(), config.openingHours, config.slotMinutes, config.timeZone),
      },
      customer: { pendingOrders: rows.pendingOrders },
      limits: { maxPortionsPerOrder: config.maxPortionsPerOrder, maxPendingOrders: config.maxPendingOrders },
      day: await orderDayOf(tx, config, date),
    };
    const decision = await decided(tx, snapshot, { hour: order.pickupHour, lines: old }, date);
    const deltas = new Map<number, number>();
    for (const l of old) deltas.set(l.dishId, (deltas.get(l.dishId) ?? 0) + l.quantity);
    for (const l of decision.lines) deltas.set(l.dishId, (deltas.get(l.dishId) ?? 0) - l.quantity);
    await moveStock(tx, date, deltas);
    await rewriteOrder(tx, orderId, {
      pickupHour: change.pickupHour,
      lines: decision.lines,
      totalCents: decision.totalCents,
      allergensConfirmed: change.allergensConfirmed ?? order.allergensConfirmed,
    });
    await recordOrderEvent(tx, orderId, order.userId, 'order.updated');
    if (isEmbedded(db)) {
      forgetSlotLoad(db, date, order.pickupHour);
      forgetSlotLoad(db, date, change.pickupHour);
    }
  });
}
