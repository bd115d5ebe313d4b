/**
 * The kitchen marks an order ready: pending → finished once, with an `order.finished` event; the customer's
 * points are credited here, for food actually prepared (model/points.ts). Finishing a finished order is a success
 * that changes nothing (no second event, no second credit), so a board replaying its offline queue is safe.
 * The customer's devices get a 'listo' push (queued in the same transaction; the board sends the finish only
 * after its undo grace, so an undone 'listo' never gets here and notifies nobody). A customer with no device
 * taking push who asked for 'listo' by e-mail gets an e-mail instead, queued the same way (a recall before a
 * worker took it drops it, reopen-order.ts).
 */
import type { Db, Tx } from '../db/client';
import { apiError } from '../errors';
import { recordOrderEvent } from '../repos/order-events-repo';
import { queuePush } from '../repos/push-outbox-repo';
import { queueMail } from '../repos/outbox-repo';
import { readyMailRecipient } from '../repos/notifications-repo';
import { readyMail } from '../mail/notice-mails';
import { orderPayload } from '../push/push-texts';
import { markFinished, orderExists } from '../repos/order-steps-repo';
import { creditOrderPoints } from './order-points';

export async function finishOrder(db: Db, id: number): Promise<void> {
  await db.transaction((tx) => finishOrderIn(tx, id));
}

/** The same, inside the caller's transaction (the last station marking its lines done finishes the order). */
export async function finishOrderIn(tx: Tx, id: number): Promise<void> {
  const row = await markFinished(tx, id);
  if (!row) {
    if (!(await orderExists(tx, id))) throw apiError(404, 'order_not_found');
    return;
  }
  await creditOrderPoints(tx, row);
  await recordOrderEvent(tx, row.id, row.userId, 'order.finished');
  const pushed = await queuePush(tx, row.userId, 'ready', row.id, (language) => orderPayload('ready', row.id, language));
  if (pushed === 0 && row.userId !== null) {
    const recipient = await readyMailRecipient(tx, row.userId);
    if (recipient) await queueMail(tx, readyMail(row.id, recipient));
  }
}
