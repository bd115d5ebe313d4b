/**
 * The counter hands a finished order over: `collectedAt` is set once, with an `order.collected` event so the
 * pick-up screen drops the number. Only a finished order can be collected; the figures then tell 'listo' from
 * handed over (stats-repo.ts). Collecting a collected order again is a success that changes nothing (a board's
 * offline queue may replay it).
 */
import type { Db } from '../db/client';
import { apiError } from '../errors';
import { recordOrderEvent } from '../repos/order-events-repo';
import { lockOrder, markCollected } from '../repos/order-steps-repo';

export async function collectOrder(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (!order) throw apiError(404, 'order_not_found');
    if (order.status !== 'finished') throw apiError(409, 'order_not_finished', { n: id });
    if (order.collectedAt) return;
    await markCollected(tx, id);
    await recordOrderEvent(tx, id, order.userId, 'order.collected');
  });
}
