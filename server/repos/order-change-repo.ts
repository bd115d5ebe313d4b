/**
 * Writing a change or a cancel of an order (server/orders/change-order.ts, cancel-order.ts), inside their
 * transaction: the date's stock moves by the difference, the lines are replaced, the status and times are set.
 */
import { eq, sql } from 'drizzle-orm';
import type { TakenLine } from '../../model/order-decision';
import type { Tx } from '../db/client';
import { dayDishes, orderLines, orderStationsDone, orders } from '../db/schema';

export interface StoredLine {
  dishId: number;
  quantity: number;
  prepMinutes: number;
}

/** The order's lines as stored (dish, portions, minutes per portion). */
export async function storedLines(tx: Tx, orderId: number): Promise<StoredLine[]> {
  return tx
    .select({ dishId: orderLines.dishId, quantity: orderLines.quantity, prepMinutes: orderLines.prepMinutes })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(orderLines.id);
}

/** Adds `delta` portions (negative: takes them) to each dish's remaining on `date`, in dish order. */
export async function moveStock(tx: Tx, date: string, deltas: ReadonlyMap<number, number>): Promise<void> {
  const moves = [...deltas].filter(([, delta]) => delta !== 0).sort(([a], [b]) => a - b);
  if (moves.length === 0) return;
  const want = JSON.stringify(moves.map(([id, d]) => ({ id, d })));
  await tx.execute(sql`
    update ${dayDishes} dd set remaining = dd.remaining + w.d,
      sold_out_at = case when dd.remaining + w.d <= 0 then coalesce(dd.sold_out_at, now()) else null end
    from (select (x->>'id')::int as id, (x->>'d')::int as d from jsonb_array_elements(${want}::jsonb) as x) as w
    where dd.date = ${date} and dd.dish_id = w.id`);
}

/** The order's new hour and lines (in the request's order) and total; its stations' progress starts again. */
export async function rewriteOrder(
  tx: Tx,
  orderId: number,
  change: { pickupHour: string; lines: TakenLine[]; totalCents: number; allergensConfirmed: boolean },
): Promise<void> {
  await tx.delete(orderLines).where(eq(orderLines.orderId, orderId));
  await tx.insert(orderLines).values(
    change.lines.map((l) => ({
      orderId,
      dishId: l.dishId,
      name: l.name,
      categoryId: l.categoryId,
      quantity: l.quantity,
      priceCents: l.priceCents,
      prepMinutes: l.prepMinutes,
    })),
  );
  await tx.delete(orderStationsDone).where(eq(orderStationsDone.orderId, orderId));
  await tx
    .update(orders)
    .set({
      pickupHour: change.pickupHour,
      totalCents: change.totalCents,
      allergensConfirmed: change.allergensConfirmed,
      changedAt: sql`now()`,
    })
    .where(eq(orders.id, orderId));
}

export async function markCancelled(tx: Tx, orderId: number): Promise<void> {
  await tx
    .update(orders)
    .set({ status: 'cancelled', cancelledAt: sql`now()`, offeredAt: null })
    .where(eq(orders.id, orderId));
}
