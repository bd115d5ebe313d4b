/**
 * A station marks its lines of a pending order done (PUT orders/{id}/stations/{stationId}/done). Every board
 * hears of it (`order.updated`); when every station with lines in the order is done, and every line has a
 * station, the order is finished in the same transaction exactly as 'listo' finishes it (finish-order.ts:
 * points, `order.finished`). A line whose category no station prepares leaves the order to the full view's
 * 'listo'. Marking a station already done again, or a station of an order already finished, is a success that
 * changes nothing (a board's offline queue may replay it). A recall clears the progress (reopen-order.ts).
 */
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { orderLines, orderStationsDone, orders, stations } from '../db/schema';
import { apiError } from '../errors';
import { recordOrderEvent } from '../repos/order-events-repo';
import { finishOrderIn } from './finish-order';
import { stationByCategory } from '../repos/stations-repo';

export async function markStationDone(db: Db, orderId: number, stationId: number): Promise<void> {
  await db.transaction(async (tx) => {
    // The row lock orders concurrent stations: the last one to commit sees the others' rows and finishes.
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw apiError(404, 'order_not_found');
    const [station] = await tx.select().from(stations).where(eq(stations.id, stationId));
    if (!station) throw apiError(404, 'order_station_not_found');
    const byCategory = await stationByCategory(tx);
    const lines = await tx.select({ categoryId: orderLines.categoryId }).from(orderLines).where(eq(orderLines.orderId, orderId));
    const lineStations = lines.map((l) => byCategory.get(l.categoryId)?.id ?? null);
    if (!lineStations.includes(stationId)) {
      throw apiError(409, 'order_station_no_lines', { n: orderId, station: station.name });
    }
    if (order.status !== 'pending') return;
    const inserted = await tx
      .insert(orderStationsDone)
      .values({ orderId, stationId })
      .onConflictDoNothing()
      .returning({ stationId: orderStationsDone.stationId });
    if (inserted.length === 0) return;
    if (await allStationsDone(tx, orderId, lineStations)) await finishOrderIn(tx, orderId);
    else await recordOrderEvent(tx, orderId, order.userId, 'order.updated');
  });
}

async function allStationsDone(tx: Tx, orderId: number, lineStations: (number | null)[]): Promise<boolean> {
  if (lineStations.includes(null)) return false;
  const done = new Set(
    (
      await tx
        .select({ stationId: orderStationsDone.stationId })
        .from(orderStationsDone)
        .where(eq(orderStationsDone.orderId, orderId))
    ).map((r) => r.stationId),
  );
  return lineStations.every((id) => id !== null && done.has(id));
}

/** A recall puts the order back on every station's board. */
export async function clearStationProgress(tx: Tx, orderId: number): Promise<void> {
  await tx.delete(orderStationsDone).where(eq(orderStationsDone.orderId, orderId));
}
