/**
 * Giving a meal away (issue 26 point 5). The owner offers a pending order until its pick-up time (the cut-off
 * does not matter: the portions stay booked); another customer takes it in one statement and owns it from
 * then on: it counts in their limits, not the giver's, and its points go to them when the kitchen finishes it.
 * Every step writes an `order.updated` event for the order's owner at that moment, so the kitchen board and the
 * owner's screens follow live; the giver's streams hear a content-free `queue.changed` and re-read their list.
 */
import { shareable } from '../../model/meal-sharing';
import type { OfferedMeal } from '../../model/week-responses';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { apiError } from '../errors';
import { recordOrderEvent } from '../repos/order-events-repo';
import {
  clearOffer,
  markOffered,
  offeredOrders,
  readSharedOrder,
  takeOffered,
  type SharedOrderRow,
} from '../repos/order-sharing-repo';

type SharingConfig = Pick<Config, 'now' | 'timeZone'>;

async function existing(db: Db, id: number): Promise<SharedOrderRow> {
  const row = await readSharedOrder(db, id);
  if (!row) throw apiError(404, 'order_not_found');
  return row;
}

/** The order's owner, or the giver asking about an order someone already took (409 meal_taken). */
function assertOwner(row: SharedOrderRow, userId: number): void {
  if (row.userId === userId) return;
  if (row.givenBy === userId) throw apiError(409, 'meal_taken');
  throw apiError(403, 'own_data_only');
}

export async function offerMeal(db: Db, config: SharingConfig, id: number, userId: number): Promise<void> {
  const row = await existing(db, id);
  assertOwner(row, userId);
  if (!shareable(row, config.now(), config.timeZone)) throw apiError(409, 'offer_closed');
  await db.transaction(async (tx) => {
    const offered = await markOffered(tx, id, userId);
    if (!offered) throw apiError(409, 'offer_closed');
    await recordOrderEvent(tx, id, userId, 'order.updated');
  });
}

/** Withdrawing an offer nobody took; withdrawing one that is not offered changes nothing. */
export async function withdrawOffer(db: Db, id: number, userId: number): Promise<void> {
  assertOwner(await existing(db, id), userId);
  await db.transaction(async (tx) => {
    const row = await clearOffer(tx, id, userId);
    if (!row) {
      const now = await readSharedOrder(tx, id);
      throw now?.givenBy === userId ? apiError(409, 'meal_taken') : apiError(403, 'own_data_only');
    }
    await recordOrderEvent(tx, id, userId, 'order.updated');
  });
}

export async function takeMeal(db: Db, config: SharingConfig, id: number, takerId: number): Promise<void> {
  const row = await existing(db, id);
  if (row.userId === takerId) throw apiError(409, 'meal_own');
  if (row.status === 'pending' && !shareable(row, config.now(), config.timeZone)) throw apiError(409, 'meal_too_late');
  await db.transaction(async (tx) => {
    const taken = await takeOffered(tx, id, takerId);
    if (!taken) {
      // Somebody's commit came first (it was given) or the owner withdrew it or it is no longer pending.
      const now = await readSharedOrder(tx, id);
      throw now && now.givenBy !== null && now.offeredAt === null
        ? apiError(409, 'meal_taken')
        : apiError(409, 'meal_not_offered');
    }
    await recordOrderEvent(tx, id, takerId, 'order.updated');
  });
}

/** Other customers' meals offered on `date` that can still be taken, with the viewer's allergens in them. */
export async function listOfferedMeals(db: Db, config: SharingConfig, date: string, viewerId: number): Promise<OfferedMeal[]> {
  const { orders, viewerAllergens, dishAllergens } = await offeredOrders(db, date, viewerId);
  const now = config.now();
  return orders
    .filter((o) => shareable(o, now, config.timeZone))
    .map((o) => {
      const inDish = (dishId: number) => {
        const ids = new Set((dishAllergens.get(dishId) ?? []).map((a) => a.id));
        return viewerAllergens.filter((a) => ids.has(a.id));
      };
      const warned = new Set(o.lines.flatMap((l) => inDish(l.dishId).map((a) => a.id)));
      return {
        id: o.id,
        pickupDate: o.pickupDate,
        pickupHour: o.pickupHour,
        total: o.total,
        lines: o.lines.map((l) => ({ ...l, customerAllergens: inDish(l.dishId) })),
        offeredAt: o.offeredAt ?? '',
        allergenWarnings: viewerAllergens.filter((a) => warned.has(a.id)),
      };
    });
}
