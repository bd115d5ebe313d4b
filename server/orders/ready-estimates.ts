/**
 * Adds `estimatedReadyAt` to pending orders: today's (and later) pending queue is read in one query and run
 * through the pure simulation of model/readyTime.ts with the kitchen's cooks. The estimate is computed on every
 * read, so it follows the clock and the queue; clients re-read on every order or kitchen event. A pending
 * order from an earlier day (never marked ready) is left out of the queue and keeps its pick-up time. Every
 * order also carries its day's cut-off (`cutoffAt`) and whether it can still be changed (`changeable`).
 */
import { and, eq, gt, gte, inArray } from 'drizzle-orm';
import type { Order } from '../../model/entities';
import { changeable, cutoffAt } from '../../model/order-day';
import { delayMinutes, estimateReadyTimes, queueOrder, type QueuedOrder } from '../../model/readyTime';
import { localClock, parseClock } from '../../model/slots';
import { zonedInstant } from '../../model/zonedTime';
import type { Config } from '../config';
import { isEmbedded, type Db } from '../db/client';
import { orderEvents, orderLines, orders } from '../db/schema';
import { latestOrderEventId } from '../repos/order-events-repo';
import { readKitchen } from '../repos/kitchen-repo';

/**
 * Pick-up instants by zone, date and hour: the zone arithmetic (Intl formatting) is the costly part of an
 * estimate and the queue has few distinct hours, so each is worked out once. Bounded: cleared when full.
 */
const instants = new Map<string, number>();

function pickupInstant(date: string, hour: string, config: Config): Date {
  const key = `${config.timeZone} ${date} ${hour}`;
  let at = instants.get(key);
  if (at === undefined) {
    at = zonedInstant(date, parseClock(hour) ?? 0, config.timeZone).getTime();
    if (instants.size >= 5000) instants.clear();
    instants.set(key, at);
  }
  return new Date(at);
}

function queueRows(db: Db, today: string, onlyIds?: number[]) {
  const pending = and(eq(orders.status, 'pending'), gte(orders.pickupDate, today));
  return db
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
    .where(onlyIds ? and(pending, inArray(orders.id, onlyIds)) : pending);
}

function addRows(byId: Map<number, QueuedOrder>, config: Config, rows: Awaited<ReturnType<typeof queueRows>>): void {
  for (const r of rows) {
    let queued = byId.get(r.id);
    if (!queued) {
      queued = { id: r.id, pickupAt: pickupInstant(r.pickupDate, r.pickupHour, config), createdAt: r.createdAt, lines: [] };
      byId.set(r.id, queued);
    }
    queued.lines.push({ quantity: r.quantity, prepMinutes: r.prepMinutes });
  }
}

/**
 * The pending queue of the embedded database, kept between requests: reading it whole on every order placed
 * and every board refresh cost what the queue holds, so a rush slowed itself down. Every change to an order's
 * status is logged in order_events inside its transaction, and PGlite commits one transaction after the other,
 * so the events after the last one seen name exactly the orders to read again. As a safety net (an order
 * deleted with its customer logs no event) the queue is read whole again at least every QUEUE_TTL_MS.
 * On PostgreSQL (several processes, commits in any order) the queue is always read whole.
 */
interface QueueCache {
  today: string;
  lastEventId: number;
  loadedAt: number;
  byId: Map<number, QueuedOrder>;
}
const QUEUE_TTL_MS = 2000;
const MAX_EVENTS_APPLIED = 500;
const queues = new WeakMap<Db, QueueCache>();

async function pendingQueue(db: Db, config: Config, today: string): Promise<QueuedOrder[]> {
  if (!isEmbedded(db)) {
    const byId = new Map<number, QueuedOrder>();
    addRows(byId, config, await queueRows(db, today));
    return [...byId.values()];
  }
  let cache = queues.get(db);
  const latest = await latestOrderEventId(db);
  if (cache && cache.today === today && Date.now() - cache.loadedAt < QUEUE_TTL_MS && latest !== cache.lastEventId) {
    const events = await db
      .select({ id: orderEvents.id, orderId: orderEvents.orderId })
      .from(orderEvents)
      .where(gt(orderEvents.id, cache.lastEventId))
      .orderBy(orderEvents.id)
      .limit(MAX_EVENTS_APPLIED + 1);
    if (events.length > MAX_EVENTS_APPLIED || latest < cache.lastEventId) {
      cache = undefined;
    } else {
      const ids = [...new Set(events.map((e) => e.orderId))];
      const rows = ids.length ? await queueRows(db, today, ids) : [];
      for (const id of ids) cache.byId.delete(id);
      addRows(cache.byId, config, rows);
      cache.lastEventId = Math.max(latest, ...events.map((e) => e.id));
    }
  }
  if (!cache || cache.today !== today || Date.now() - cache.loadedAt >= QUEUE_TTL_MS) {
    const byId = new Map<number, QueuedOrder>();
    addRows(byId, config, await queueRows(db, today));
    cache = { today, lastEventId: latest, loadedAt: Date.now(), byId };
    queues.set(db, cache);
  }
  return [...cache.byId.values()];
}

/** The order's cut-off (issue 26): when its day's orders freeze, and whether it can still be changed now. */
function withCutoff(config: Config, order: Order): Order {
  const now = config.now();
  return {
    ...order,
    cutoffAt: cutoffAt(order.pickupDate, config.orderCutoff, config.timeZone),
    changeable: changeable(order.status, order.pickupDate, now, config.orderCutoff, config.timeZone),
  };
}

export async function withEstimates(db: Db, config: Config, list: Order[]): Promise<Order[]> {
  return (await estimated(db, config, list)).map((o) => withCutoff(config, o));
}

async function estimated(db: Db, config: Config, list: Order[]): Promise<Order[]> {
  if (!list.some((o) => o.status === 'pending'))
    return list.map((o) => ({ ...o, estimatedReadyAt: null, estimatedDelayMinutes: null }));
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

/**
 * The estimate of an order just placed. On the embedded database, when the kept queue is fresh and the order's
 * event is the very next one after the last the queue has seen (so nothing else changed meanwhile: PGlite
 * commits one transaction after the other), the order joins the queue in memory and only the orders ahead of
 * it are simulated, with the cooks its transaction read: no query. Otherwise like every other read (`withEstimate`).
 */
export async function withPlacedEstimate(
  db: Db,
  config: Config,
  order: Order,
  placed: { eventId: number; createdAt: Date; cooks?: number; lines: { quantity: number; prepMinutes: number }[] },
): Promise<Order> {
  const cache = isEmbedded(db) ? queues.get(db) : undefined;
  const now = config.now();
  if (
    !cache ||
    placed.cooks === undefined ||
    cache.lastEventId !== placed.eventId - 1 ||
    Date.now() - cache.loadedAt >= QUEUE_TTL_MS ||
    cache.today !== localClock(now, config.timeZone).date ||
    order.pickupDate < cache.today
  ) {
    return withEstimate(db, config, order);
  }
  const pickupAt = pickupInstant(order.pickupDate, order.pickupHour, config);
  const queued: QueuedOrder = {
    id: order.id,
    pickupAt,
    createdAt: placed.createdAt,
    lines: placed.lines.map((l) => ({ quantity: l.quantity, prepMinutes: l.prepMinutes })),
  };
  cache.byId.set(order.id, queued);
  cache.lastEventId = placed.eventId;
  // Orders behind this one in the queue do not move its ready time.
  const ahead = [...cache.byId.values()].filter((o) => queueOrder(o, queued) <= 0);
  const at = estimateReadyTimes(ahead, placed.cooks, now).get(order.id) ?? pickupAt;
  return withCutoff(config, { ...order, estimatedReadyAt: at.toISOString(), estimatedDelayMinutes: delayMinutes(pickupAt, at) });
}

export async function withEstimate(db: Db, config: Config, order: Order): Promise<Order> {
  const [out] = await withEstimates(db, config, [order]);
  return out ?? order;
}
