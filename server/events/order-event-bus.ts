/**
 * One database listener per process on the `order_events` channel, fanned out to this process's open streams.
 * The notification carries only the event id; the event and its order are read once and sent to every
 * connection allowed to see it. On PostgreSQL, LISTEN/NOTIFY brings other processes' events too.
 */
import type { FastifyInstance } from 'fastify';
import type { OrderEvent, OrderEventType } from '../../model/entities';
import { findOrderEvent, ORDER_EVENTS_CHANNEL, type OrderEventRow } from '../repos/order-events-repo';
import { findOrder } from '../repos/orders-repo';
import { RETRY_ELSEWHERE_MS, type SseConnection } from './sse-connection';

export const KEEP_ALIVE_MS = 15_000;
/** Open streams one user may hold in one process; a new one closes their oldest (a forgotten tab). */
export const MAX_STREAMS_PER_USER = 5;

export class OrderEventBus {
  private readonly connections = new Set<SseConnection>();
  private listening: Promise<() => Promise<void>> | null = null;
  private queue: Promise<void> = Promise.resolve();
  private keepAlive: NodeJS.Timeout | null = null;

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
    this.listening ??= this.app.database.listen(ORDER_EVENTS_CHANNEL, (payload) => {
      // Events are handled one after another so every stream gets them in order.
      this.queue = this.queue.then(() => this.dispatch(payload)).catch((err: unknown) => this.app.log.error({ err }, 'order event'));
    });
    this.keepAlive ??= setInterval(() => {
      for (const c of this.connections) c.comment('keep-alive');
    }, KEEP_ALIVE_MS).unref();
    try {
      await this.listening;
    } catch (err) {
      this.listening = null;
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
    const type: OrderEventType = row.type === 'order.finished' ? 'order.finished' : 'order.created';
    return order ? { id: row.id, type, order } : null;
  }

  /** Ends every stream (so the server can close, its clients reconnecting elsewhere) and stops listening. */
  async close(): Promise<void> {
    this.stopWatchingUsers();
    for (const c of this.connections) c.end('el servidor se reinicia', RETRY_ELSEWHERE_MS);
    this.connections.clear();
    if (this.keepAlive) clearInterval(this.keepAlive);
    this.keepAlive = null;
    const listening = this.listening;
    this.listening = null;
    if (listening) await (await listening.catch(() => async () => undefined))();
  }

  /**
   * Holds the user's streams at once (no event slips out meanwhile), asks each again who its viewer is, and
   * ends those whose session is no longer valid or whose role no longer sees every order as it did.
   */
  private recheck(userId: number): void {
    for (const c of this.connections) {
      if (c.viewer.userId !== userId) continue;
      c.hold();
      c.check()
        .then((now) => {
          if (!now || (c.viewer.seesAll && !now.seesAll)) this.remove(c, 'sesión terminada');
          else c.release();
        })
        .catch((err: unknown) => {
          this.app.log.error({ err }, 'order stream check');
          this.remove(c);
        });
    }
  }

  private async dispatch(payload: string): Promise<void> {
    const id = Number(payload);
    if (!Number.isSafeInteger(id) || this.connections.size === 0) return;
    const row = await findOrderEvent(this.app.db, id);
    if (!row) return;
    const targets = [...this.connections].filter((c) => c.wants(row.userId));
    if (targets.length === 0) return;
    const event = await this.toEvent(row);
    if (!event) return;
    for (const c of targets) c.deliver(event);
  }
}
