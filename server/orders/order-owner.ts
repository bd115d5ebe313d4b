/**
 * Who may change or cancel an order, and when (issue 26): its customer (an Administrador may cancel too), while it
 * is pending and before its day's cut-off (model/order-day.ts). Checked on the order's locked row.
 */
import { frozenRefusal } from '../../model/order-day';
import { ADMIN, type RoleName } from '../../model/roles';
import type { Config } from '../config';
import type { Tx } from '../db/client';
import { apiError } from '../errors';
import { lockOrder } from '../repos/order-steps-repo';

export interface Actor {
  id: number;
  role: RoleName;
}

export type LockedOrder = NonNullable<Awaited<ReturnType<typeof lockOrder>>>;

/** The order, locked, once the actor may change it now; else the 404/403/409 to answer. */
export async function changeableOrder(
  tx: Tx,
  config: Pick<Config, 'now' | 'timeZone' | 'orderCutoff'>,
  orderId: number,
  actor: Actor,
  adminToo: boolean,
): Promise<LockedOrder> {
  const order = await lockOrder(tx, orderId);
  if (!order) throw apiError(404, 'order_not_found');
  if (order.userId !== actor.id && !(adminToo && actor.role === ADMIN)) throw apiError(403, 'own_data_only');
  if (order.status !== 'pending') throw apiError(409, 'order_not_pending');
  const frozen = frozenRefusal(order.pickupDate, config.now(), config.orderCutoff, config.timeZone);
  if (frozen) throw apiError(409, frozen.code, frozen.params, frozen.field);
  return order;
}
