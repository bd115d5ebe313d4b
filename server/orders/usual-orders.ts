/**
 * "Mi pedido habitual" (issue 26 point 6). A customer stores the same lines at the same hour on chosen weekdays;
 * every date it aims at (model/usual-order.ts: tomorrow up to PREORDER_DAYS ahead) is booked through placeOrder,
 * exactly as a customer's own order, each in its own transaction: a date that cannot be booked (closed, sold out,
 * a full slot, a dish off that day's menu, a passed cut-off) comes back in `skipped` with its code and Spanish text,
 * and the other dates stay booked. Each date is booked once (place-order.ts claims it, exact across processes).
 * The daily pass (./usual-order-worker.ts) books the dates that come within reach as the horizon moves. Stopping
 * it cancels, through cancelOrder, its orders still before their cut-off; the later ones stay, frozen.
 */
import type { Order } from '../../model/entities';
import { ADMIN } from '../../model/roles';
import { daySlots, slotsOn } from '../../model/slots';
import { parseWeekdays, usualOrderDates } from '../../model/usual-order';
import type { UsualOrder } from '../../model/week-responses';
import { todayOf, type Config } from '../config';
import { isEmbedded, type Db } from '../db/client';
import { ApiError, apiError } from '../errors';
import { findOrders } from '../repos/orders-repo';
import {
  bookedDates,
  dishNames,
  findUsualOrder,
  insertUsualOrder,
  markStopped,
  type NewUsualOrder,
  type UsualOrderRow,
} from '../repos/usual-orders-repo';
import { cancelOrder, type Actor } from './cancel-order';
import { placeOrder } from './place-order';
import { orderDayOf } from './pickup-day';

export interface SkippedDate {
  date: string;
  code: string;
  params: Record<string, string | number>;
  message: string;
}

export interface UsualBooking {
  placed: number[];
  skipped: SkippedDate[];
}

/** The usual order as the API shows it, its lines with the dishes' names (a deleted dish shows none). */
export function usualOrderView(row: UsualOrderRow, names: Map<number, string>): UsualOrder {
  return {
    id: row.id,
    weekdays: parseWeekdays(row.weekdays),
    pickupHour: row.pickupHour,
    lines: row.lines.map((l) => ({
      dishId: l.dishId,
      quantity: l.quantity,
      ...(names.has(l.dishId) ? { name: names.get(l.dishId) } : {}),
    })),
    createdAt: row.createdAt.toISOString(),
    stoppedAt: row.stoppedAt ? row.stoppedAt.toISOString() : null,
  };
}

export async function usualOrderViews(db: Db, rows: UsualOrderRow[]): Promise<UsualOrder[]> {
  const names = await dishNames(db, [...new Set(rows.flatMap((r) => r.lines.map((l) => l.dishId)))]);
  return rows.map((r) => usualOrderView(r, names));
}

/**
 * Books every date `usual` aims at today on which it has no order yet. Refusals of a date are collected, never
 * thrown; an unexpected error (the database) is thrown, and the dates booked before it stay booked.
 */
export async function bookUsualOrder(db: Db, config: Config, usual: UsualOrderRow): Promise<UsualBooking> {
  const today = todayOf(config);
  const dates = usualOrderDates(today, config.preorderDays, parseWeekdays(usual.weekdays));
  const booked = await bookedDates(db, usual.id, today);
  const out: UsualBooking = { placed: [], skipped: [] };
  for (const date of dates) {
    if (booked.has(date)) continue;
    try {
      const placed = await placeOrder(db, config, {
        userId: usual.userId,
        pickupDate: date,
        pickupHour: usual.pickupHour,
        lines: usual.lines,
        allergensConfirmed: false,
        usualOrderId: usual.id,
        offered: slotsOn(date, config.now(), config.openingHours, config.slotMinutes, config.timeZone),
        day: await orderDayOf(db, config, date),
      });
      out.placed.push(placed.id);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      const details = (e.details ?? {}) as { code?: string; params?: Record<string, string | number> };
      // Booked meanwhile by another process (or stopped): nothing to tell.
      if (details.code === 'usual_day_booked') continue;
      out.skipped.push({ date, code: details.code ?? 'unknown', params: details.params ?? {}, message: e.message });
    }
  }
  return out;
}

/** POST usual-orders: the hour must be one of the day's pick-up hours and every dish must exist (400 otherwise). */
export async function createUsualOrder(
  db: Db,
  config: Config,
  order: NewUsualOrder,
): Promise<{ usualOrder: UsualOrder; placed: Order[]; skipped: SkippedDate[] }> {
  if (!daySlots(config.openingHours, config.slotMinutes).includes(order.pickupHour))
    throw apiError(400, 'order_slot_closed', { hour: order.pickupHour }, 'pickupHour');
  const names = await dishNames(
    db,
    order.lines.map((l) => l.dishId),
  );
  const missing = order.lines.findIndex((l) => !names.has(l.dishId));
  if (missing >= 0) throw apiError(400, 'order_dish_missing', {}, `lines.${missing}.dishId`);
  const row = await insertUsualOrder(db, order);
  const booking = await bookUsualOrder(db, config, row);
  const placed = (await findOrders(db, booking.placed)).sort((a, b) => a.pickupDate.localeCompare(b.pickupDate));
  return { usualOrder: usualOrderView(row, names), placed, skipped: booking.skipped };
}

/**
 * DELETE usual-orders/{id}: its customer or an Administrador stops it; its pending orders still before their
 * cut-off are cancelled (stock and slots return, the kitchen's boards follow). 404 for anybody else's.
 */
export async function stopUsualOrder(db: Db, config: Config, id: number, actor: Actor): Promise<{ cancelled: number }> {
  const usual = await findUsualOrder(db, id);
  if (!usual || (usual.userId !== actor.id && actor.role !== ADMIN)) throw apiError(404, 'usual_order_not_found');
  if (usual.stoppedAt) return { cancelled: 0 };
  const { pending } = await markStopped(db, id, todayOf(config), !isEmbedded(db));
  let cancelled = 0;
  for (const order of pending) {
    try {
      await cancelOrder(db, config, order.id, { id: usual.userId, role: actor.role });
      cancelled++;
    } catch (e) {
      // Frozen by its cut-off (or finished meanwhile): it stays, as any order after its cut-off.
      if (!(e instanceof ApiError)) throw e;
    }
  }
  return { cancelled };
}
