/**
 * The kitchen recalls a finished order of today ('listo' pressed by mistake, or the dish went back): finished →
 * pending, with an `order.reopened` event so every board shows it again and the customer sees it back in
 * preparation. The points credited at 'listo' are taken back in the same transaction (order-points.ts); a new
 * 'listo' credits them again; the stations' progress is cleared, so the order is back on every station's board. Another day's order is history and stays as it is.
 * Recalling an order already in preparation is a success that changes nothing (a board's offline queue may replay it).
 * Push: a 'listo' no worker has sent yet is dropped; a customer who may have been told 'listo' gets "vuelve a
 * cocina" on each device. A 'listo' e-mail not taken by a worker yet is dropped too.
 */
import type { Db } from '../db/client';
import { apiError } from '../errors';
import { recordOrderEvent } from '../repos/order-events-repo';
import { dropUnsentReady, queuePush } from '../repos/push-outbox-repo';
import { dropUnsentReadyMail } from '../repos/outbox-repo';
import { orderPayload } from '../push/push-texts';
import { clearStationProgress, lockOrder, markReopened } from '../repos/order-steps-repo';
import { debitOrderPoints } from './order-points';

/** "2025-03-09" → "09/03/2025", as a Spanish reader writes a date. */
const spanishDate = (isoDate: string) => isoDate.split('-').reverse().join('/');

export async function reopenOrder(db: Db, id: number, today: string): Promise<void> {
  await db.transaction(async (tx) => {
    // The row lock makes a concurrent 'listo' or recall wait, so the points move exactly once per change.
    const order = await lockOrder(tx, id);
    if (!order) throw apiError(404, 'order_not_found');
    if (order.status !== 'finished') return;
    if (order.pickupDate !== today) {
      throw apiError(409, 'order_reopen_other_day', { n: id, date: spanishDate(order.pickupDate) });
    }
    await markReopened(tx, id);
    await debitOrderPoints(tx, order);
    await clearStationProgress(tx, id);
    await recordOrderEvent(tx, id, order.userId, 'order.reopened');
    await dropUnsentReadyMail(tx, id);
    if ((await dropUnsentReady(tx, id)).told)
      await queuePush(tx, order.userId, 'recalled', id, (language) => orderPayload('recalled', id, language));
  });
}
