/**
 * One database listener per process on the `order_events` channel, fanned out to this process's open streams.
 * The notification carries only the event id; the event and its order are read once and sent to every
 * connection allowed to see it. On PostgreSQL, LISTEN/NOTIFY brings other processes' events too.
 */
import type { FastifyInstance } from 'fastify';
import type { OrderEvent, OrderEventType } from '../../model/entities';
import type { KitchenEvent, QueueEvent } from '../../model/kitchen';
import { KITCHEN_EVENTS_CHANNEL, kitchenStatus } from '../repos/kitchen-repo';
import { findOrderEvent, ORDER_EVENTS_CHANNEL, type OrderEventRow } from '../repos/order-events-repo';
import { findOrder } from '../repos/orders-repo';
import { withEstimate } from '../repos/ready-estimates';
import type { SseConnection } from './sse-connection';

export const KEEP_ALIVE_MS = 15_000;

export class OrderEventBus {
  private readonly connections = new Set<SseConnection>();
  private listening: Promise<() => Promise<void>> | null = null;
  private kitchenListening: Promise<() => Promise<void>> | null = null;
  private queue: Promise<void> = Promise.resolve();
  private keepAlive: NodeJS.Timeout | null = null;

  constructor(private readonly app: FastifyInstance) {}

  /** Registers a stream; resolves once the process listens, so nothing committed afterwards is missed. */
  async add(connection: SseConnection): Promise<void> {
    this.connections.add(connection);
    this.listening ??= this.app.database.listen(ORDER_EVENTS_CHANNEL, (payload) => {
      // Events are handled one after another so every stream gets them in order.
      this.queue = this.queue.then(() => this.dispatch(payload)).catch((err: unknown) => this.app.log.error({ err }, 'order event'));
    });
    this.kitchenListening ??= this.app.database.listen(KITCHEN_EVENTS_CHANNEL, (payload) => {
      this.queue = this.queue.then(() => this.dispatchKitchen(payload)).catch((err: unknown) => this.app.log.error({ err }, 'kitchen event'));
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

  remove(connection: SseConnection): void {
    this.connections.delete(connection);
    connection.end();
  }

  get size(): number {
    return this.connections.size;
  }

  /** Builds the `OrderEvent` a stream sends (null when the order no longer exists). */
  async toEvent(row: OrderEventRow): Promise<OrderEvent | null> {
    const order = await findOrder(this.app.db, row.orderId);
    const type: OrderEventType = row.type === 'order.finished' ? 'order.finished' : 'order.created';
    return order ? { id: row.id, type, order: await withEstimate(this.app.db, this.app.config, order) } : null;
  }

  /** Ends every stream (so the server can close) and stops listening. */
  async close(): Promise<void> {
    for (const c of this.connections) c.end();
    this.connections.clear();
    if (this.keepAlive) clearInterval(this.keepAlive);
    this.keepAlive = null;
    const listening = this.listening;
    this.listening = null;
    if (listening) await (await listening.catch(() => async () => undefined))();
    const kitchenListening = this.kitchenListening;
    this.kitchenListening = null;
    if (kitchenListening) await (await kitchenListening.catch(() => async () => undefined))();
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

  private async dispatch(payload: string): Promise<void> {
    const id = Number(payload);
    if (!Number.isSafeInteger(id) || this.connections.size === 0) return;
    const row = await findOrderEvent(this.app.db, id);
    if (!row) return;
    this.announceQueueChange(row);
    const targets = [...this.connections].filter((c) => c.wants(row.userId));
    if (targets.length === 0) return;
    const event = await this.toEvent(row);
    if (!event) return;
    for (const c of targets) c.deliver(event);
  }
}
