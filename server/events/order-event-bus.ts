/**
 * One database listener per process on the `order_events` channel, fanned out to this process's open streams.
 * The notification carries only the event id; the event and its order are read once and sent to every
 * connection allowed to see it. On PostgreSQL, LISTEN/NOTIFY brings other processes' events too; when the
 * listener connection drops, notifications sent meanwhile are lost, so after it reconnects the bus reads the
 * log after the last event it saw and delivers those.
 */
import type { FastifyInstance } from 'fastify';
import type { OrderEvent, OrderEventType } from '../../model/entities';
import type { KitchenEvent, QueueEvent } from '../../model/stream-events';
import { KITCHEN_EVENTS_CHANNEL, kitchenStatus } from '../repos/kitchen-repo';
import {
  findOrderEvent,
  latestOrderEventId,
  ORDER_EVENTS_CHANNEL,
  orderEventsAfter,
  type OrderEventRow,
} from '../repos/order-events-repo';
import { findOrder, findOrders } from '../repos/orders-repo';
import { withEstimate, withEstimates } from '../orders/ready-estimates';
import { RETRY_ELSEWHERE_MS, type SseConnection } from './sse-connection';

export const KEEP_ALIVE_MS = 15_000;
/** Open streams one user may hold in one process; a new one closes their oldest (a forgotten tab). */
export const MAX_STREAMS_PER_USER = 5;
/** Replays of missed events one user may have running at once in one process; more are refused (429). */
export const MAX_REPLAYS_PER_USER = 2;

const EVENT_TYPES: readonly string[] = [
  'order.finished',
  'order.reopened',
  'order.collected',
  'order.updated',
  'order.cancelled',
];
const eventType = (row: OrderEventRow): OrderEventType =>
  EVENT_TYPES.includes(row.type) ? (row.type as OrderEventType) : 'order.created';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export class OrderEventBus {
  private readonly connections = new Set<SseConnection>();
  private listening: Promise<() => Promise<void>> | null = null;
  private kitchenListening: Promise<() => Promise<void>> | null = null;
  private queue: Promise<void> = Promise.resolve();
  private keepAlive: NodeJS.Timeout | null = null;
  /** the newest event this process has heard of (or found in the log when it began listening) */
  private lastSeenId = 0;
  private stopResync: (() => void) | null = null;

  private readonly stopWatchingUsers: () => void;

  constructor(private readonly app: FastifyInstance) {
    // A user changed or deleted (here, or in another process through NOTIFY): their streams check again.
    this.stopWatchingUsers = app.sessionUsers.onInvalidate((userId) => this.recheck(userId));
  }

  /** Registers a stream; resolves once the process listens, so nothing committed afterwards is missed. */
  async add(connection: SseConnection): Promise<void> {
    // The client may have left while its stream was being set up.
    if (connection.isClosed) return;
    const own = [...this.connections].filter((c) => c.viewer.userId === connection.viewer.userId);
    for (const old of own.slice(0, Math.max(0, own.length - MAX_STREAMS_PER_USER + 1))) {
      this.remove(old, `cerrada: como máximo ${MAX_STREAMS_PER_USER} conexiones abiertas por usuario`);
    }
    this.connections.add(connection);
    this.listening ??= this.startListening();
    this.kitchenListening ??= this.app.database.listen(KITCHEN_EVENTS_CHANNEL, (payload) => {
      this.queue = this.queue
        .then(() => this.dispatchKitchen(payload))
        .catch((err: unknown) => this.app.log.error({ err }, 'kitchen event'));
    });
    this.keepAlive ??= setInterval(() => {
      for (const c of this.connections) c.comment('keep-alive');
    }, KEEP_ALIVE_MS).unref();
    try {
      await this.listening;
      await this.kitchenListening;
    } catch (err) {
      this.listening = null;
      this.kitchenListening = null;
      throw err;
    }
  }

  remove(connection: SseConnection, reason?: string): void {
    this.connections.delete(connection);
    connection.end(reason);
  }

  get size(): number {
    return this.connections.size;
  }

  /** Builds the `OrderEvent` a stream sends (null when the order no longer exists). */
  async toEvent(row: OrderEventRow): Promise<OrderEvent | null> {
    const order = await findOrder(this.app.db, row.orderId);
    return order ? { id: row.id, type: eventType(row), order: await withEstimate(this.app.db, this.app.config, order) } : null;
  }

  /**
   * The events a replay sends, with every order read in one go (each event carries its order as it is now);
   * the events of orders that no longer exist are left out.
   */
  async toEvents(rows: OrderEventRow[]): Promise<OrderEvent[]> {
    const found = await findOrders(
      this.app.db,
      rows.map((r) => r.orderId),
    );
    const orders = new Map((await withEstimates(this.app.db, this.app.config, found)).map((o) => [o.id, o]));
    return rows.flatMap((row) => {
      const order = orders.get(row.orderId);
      return order ? [{ id: row.id, type: eventType(row), order }] : [];
    });
  }

  /** Ends every stream (so the server can close, its clients reconnecting elsewhere) and stops listening. */
  async close(): Promise<void> {
    this.stopWatchingUsers();
    for (const c of this.connections) c.end('el servidor se reinicia', RETRY_ELSEWHERE_MS);
    this.connections.clear();
    if (this.keepAlive) clearInterval(this.keepAlive);
    this.keepAlive = null;
    this.stopResync?.();
    this.stopResync = null;
    const listening = this.listening;
    this.listening = null;
    if (listening) await (await listening.catch(() => async () => undefined))();
    const kitchenListening = this.kitchenListening;
    this.kitchenListening = null;
    if (kitchenListening) await (await kitchenListening.catch(() => async () => undefined))();
  }

  /**
   * Holds the user's streams at once (no event slips out meanwhile), asks each again who its viewer is, and
   * ends those whose session is no longer valid or whose role no longer sees every order as it did (or now
   * sees them only as the pick-up display does).
   */
  private recheck(userId: number): void {
    for (const c of this.connections) {
      if (c.viewer.userId !== userId) continue;
      c.hold();
      c.check()
        .then((now) => {
          if (!now || (c.viewer.seesAll && !now.seesAll) || (!c.viewer.display && now.display))
            this.remove(c, 'sesión terminada');
          else c.release();
        })
        .catch((err: unknown) => {
          this.app.log.error({ err }, 'order stream check');
          this.remove(c);
        });
    }
  }

  /** Other customers' ready times may move with this order: their streams get a content-free notice. */
  private announceQueueChange(row: OrderEventRow): void {
    const notice: QueueEvent = { id: row.id, type: 'queue.changed' };
    for (const c of this.connections) if (!c.wants(row.userId)) c.deliver(notice);
  }

  /** A pause, resume or change of cooks: every open stream hears of it, with the kitchen's status now. */
  private async dispatchKitchen(payload: string): Promise<void> {
    const id = Number(payload);
    if (!Number.isSafeInteger(id) || this.connections.size === 0) return;
    const event: KitchenEvent = { id, type: 'kitchen.changed', kitchen: await kitchenStatus(this.app.db, this.app.config) };
    for (const c of this.connections) c.deliver(event);
  }

  private async startListening(): Promise<() => Promise<void>> {
    const stop = await this.app.database.listen(ORDER_EVENTS_CHANNEL, (payload) => {
      this.enqueue(async () => {
        const id = Number(payload);
        if (!Number.isSafeInteger(id)) return;
        const row = await findOrderEvent(this.app.db, id);
        if (row) await this.dispatch(row);
      });
    });
    this.stopResync ??= this.app.database.onReconnect(() => this.enqueue(() => this.replayMissed()));
    this.lastSeenId = Math.max(this.lastSeenId, await latestOrderEventId(this.app.db));
    return stop;
  }

  /**
   * Events are handled one after another so every stream gets them in order, with a turn of the event loop
   * between two: PGlite answers within the same turn, so without it a burst of events would all pile up in the
   * streams' buffers before any reached a socket.
   */
  private enqueue(work: () => Promise<void>): void {
    this.queue = this.queue
      .then(work)
      .catch((err: unknown) => this.app.log.error({ err }, 'order event'))
      .then(nextTurn);
  }

  /**
   * After a reconnect: the events committed while the listener was away (streams drop duplicates by id), or a
   * reload notice when they were more than a replay sends.
   */
  private async replayMissed(): Promise<void> {
    const { rows, complete } = await orderEventsAfter(this.app.db, this.lastSeenId);
    const newest = rows[rows.length - 1];
    if (complete || !newest) {
      for (const row of rows) await this.dispatch(row);
      return;
    }
    // Too many to send one by one: every stream's client reloads its lists.
    this.lastSeenId = Math.max(this.lastSeenId, newest.id);
    for (const c of this.connections) c.deliver({ id: newest.id, type: 'stream.reload' });
  }

  private async dispatch(row: OrderEventRow): Promise<void> {
    this.lastSeenId = Math.max(this.lastSeenId, row.id);
    if (this.connections.size === 0) return;
    this.announceQueueChange(row);
    const targets = [...this.connections].filter((c) => c.wants(row.userId));
    if (targets.length === 0) return;
    const event = await this.toEvent(row);
    if (!event) return;
    for (const c of targets) c.deliver(event);
  }
}
