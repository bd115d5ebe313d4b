/**
 * A station marks its lines of a pending order done (PUT orders/{id}/stations/{stationId}/done). Every board
 * hears of it (`order.updated`); when every station with lines in the order is done, and every line has a
 * station, the order is finished in the same transaction exactly as 'listo' finishes it (finish-order.ts:
 * points, `order.finished`). A line whose category no station prepares leaves the order to the full view's
 * 'listo'. Marking a station already done again, or a station of an order already finished, is a success that
 * changes nothing (a board's offline queue may replay it). A recall clears the progress (reopen-order.ts).
 */
import type { Db, Tx } from '../db/client';
import { apiError } from '../errors';
import { recordOrderEvent } from '../repos/order-events-repo';
import { findStation, insertStationDone, lineCategories, lockOrder, stationsDone } from '../repos/order-steps-repo';
import { stationByCategory } from '../repos/stations-repo';
import { finishOrderIn } from './finish-order';

export async function markStationDone(db: Db, orderId: number, stationId: number): Promise<void> {
  await db.transaction(async (tx) => {
    // The row lock orders concurrent stations: the last one to commit sees the others' rows and finishes.
    const order = await lockOrder(tx, orderId);
    if (!order) throw apiError(404, 'order_not_found');
    const station = await findStation(tx, stationId);
    if (!station) throw apiError(404, 'order_station_not_found');
    const byCategory = await stationByCategory(tx);
    const lineStations = (await lineCategories(tx, orderId)).map((c) => byCategory.get(c)?.id ?? null);
    if (!lineStations.includes(stationId)) {
      throw apiError(409, 'order_station_no_lines', { n: orderId, station: station.name });
    }
    if (order.status !== 'pending') return;
    if (!(await insertStationDone(tx, orderId, stationId))) return;
    if (await allStationsDone(tx, orderId, lineStations)) await finishOrderIn(tx, orderId);
    else await recordOrderEvent(tx, orderId, order.userId, 'order.updated');
  });
}

async function allStationsDone(tx: Tx, orderId: number, lineStations: (number | null)[]): Promise<boolean> {
  if (lineStations.includes(null)) return false;
  const done = await stationsDone(tx, orderId);
  return lineStations.every((id) => id !== null && done.has(id));
}
