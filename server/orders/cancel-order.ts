/**
 * Cancelling an order (PUT orders/{id}/cancel; the usual orders stop with it): its customer, or an Administrador,
 * while it is pending and before its day's cut-off. One transaction gives its portions back to the date's stock
 * at once, marks it 'cancelled' (it then counts nowhere: slot loads, limits, boards, figures) and logs an
 * `order.cancelled` event, so every board drops it live.
 */
import type { Config } from '../config';
import { isEmbedded, type Db } from '../db/client';
import { markCancelled, moveStock, storedLines } from '../repos/order-change-repo';
import { recordOrderEvent } from '../repos/order-events-repo';
import { forgetSlotLoad } from '../repos/order-snapshot-repo';
import { changeableOrder, type Actor } from './order-owner';

export type { Actor } from './order-owner';

/** Throws the 404/403/409 ApiError when the order cannot be cancelled by `actor` now. */
export async function cancelOrder(
  db: Db,
  config: Pick<Config, 'now' | 'timeZone' | 'orderCutoff'>,
  orderId: number,
  actor: Actor,
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await changeableOrder(tx, config, orderId, actor, true);
    const lines = await storedLines(tx, orderId);
    const back = new Map<number, number>();
    for (const l of lines) back.set(l.dishId, (back.get(l.dishId) ?? 0) + l.quantity);
    await moveStock(tx, order.pickupDate, back);
    await markCancelled(tx, orderId);
    await recordOrderEvent(tx, orderId, order.userId, 'order.cancelled');
    // The embedded database's kept load of the slot no longer holds this order.
    if (isEmbedded(db)) forgetSlotLoad(db, order.pickupDate, order.pickupHour);
  });
}
