/**
 * Adds `estimatedReadyAt` to pending orders: today's (and later) pending queue is read in one query and run
 * through the pure simulation of model/readyTime.ts with the kitchen's cooks. The estimate is computed on every
 * read, so it follows the clock and the queue; clients re-read on every order or kitchen event. A pending
 * order from an earlier day (never marked ready) is left out of the queue and keeps its pick-up time.
 */
import { and, eq, gte } from 'drizzle-orm';
import type { Order } from '../../model/entities';
import { delayMinutes, estimateReadyTimes, type QueuedOrder } from '../../model/readyTime';
import { localClock, parseClock } from '../../model/slots';
import { zonedInstant } from '../../model/zonedTime';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { orderLines, orders } from '../db/schema';
import { readKitchen } from './kitchen-repo';

function pickupInstant(date: string, hour: string, config: Config): Date {
  return zonedInstant(date, parseClock(hour) ?? 0, config.timeZone);
}

async function pendingQueue(db: Db, config: Config, today: string): Promise<QueuedOrder[]> {
  const rows = await db
    .select({
      id: orders.id,
      pickupDate: orders.pickupDate,
      pickupHour: orders.pickupHour,
      createdAt: orders.createdAt,
      quantity: orderLines.quantity,
      prepMinutes: orderLines.prepMinutes,
    })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(and(eq(orders.status, 'pending'), gte(orders.pickupDate, today)));
  const byId = new Map<number, QueuedOrder>();
  for (const r of rows) {
    let queued = byId.get(r.id);
    if (!queued) {
      queued = { id: r.id, pickupAt: pickupInstant(r.pickupDate, r.pickupHour, config), createdAt: r.createdAt, lines: [] };
      byId.set(r.id, queued);
    }
    queued.lines.push({ quantity: r.quantity, prepMinutes: r.prepMinutes });
  }
  return [...byId.values()];
}

export async function withEstimates(db: Db, config: Config, list: Order[]): Promise<Order[]> {
  if (!list.some((o) => o.status === 'pending')) return list.map((o) => ({ ...o, estimatedReadyAt: null, estimatedDelayMinutes: null }));
  const now = config.now();
  const today = localClock(now, config.timeZone).date;
  const { cooks } = await readKitchen(db, config);
  const estimates = estimateReadyTimes(await pendingQueue(db, config, today), cooks, now);
  return list.map((o) => {
    if (o.status !== 'pending') return { ...o, estimatedReadyAt: null, estimatedDelayMinutes: null };
    const pickupAt = pickupInstant(o.pickupDate, o.pickupHour, config);
    const at = estimates.get(o.id) ?? pickupAt;
    return { ...o, estimatedReadyAt: at.toISOString(), estimatedDelayMinutes: delayMinutes(pickupAt, at) };
  });
}

export async function withEstimate(db: Db, config: Config, order: Order): Promise<Order> {
  const [out] = await withEstimates(db, config, [order]);
  return out ?? order;
}
