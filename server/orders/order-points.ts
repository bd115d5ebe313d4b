/**
 * Points follow food actually prepared (model/points.ts): credited when the kitchen finishes an order and
 * taken back if a finished order is reopened. Both run inside the caller's transaction and refresh the
 * customer's reward links, so a reward unlocks (or locks again) with the points.
 */
import { pointsForOrder } from '../../model/points';
import type { Tx } from '../db/client';
import { addPoints } from '../repos/order-steps-repo';
import { refreshRewardAvailability } from '../repos/rewards-repo';

async function movePoints(tx: Tx, userId: number | null, delta: number): Promise<void> {
  // A deleted customer's order (user_id null) keeps its figures but has nobody to credit.
  if (delta === 0 || userId === null) return;
  await addPoints(tx, userId, delta);
  await refreshRewardAvailability(tx, userId);
}

export function creditOrderPoints(tx: Tx, order: { userId: number | null; totalCents: number }): Promise<void> {
  return movePoints(tx, order.userId, pointsForOrder(order.totalCents));
}

export function debitOrderPoints(tx: Tx, order: { userId: number | null; totalCents: number }): Promise<void> {
  return movePoints(tx, order.userId, -pointsForOrder(order.totalCents));
}
