/**
 * One client's Server-Sent Events stream. Its frames go into `body`, a stream the route hands to Fastify's
 * reply, so every hook (CORS, security headers) applies as on any other call. Events that arrive while the
 * stream is held (the missed ones being replayed, or its viewer being checked again) wait in a buffer, and an
 * event is never written twice (ids only go up).
 */
import { PassThrough } from 'node:stream';
import type { StreamEvent as OrderEvent } from '../../model/stream-events';
import { toPickupEventOrder } from '../../model/pickup';

export interface Viewer {
  userId: number;
  /** the kitchen and admins see every order's events, a customer only their own */
  seesAll: boolean;
  /** a Pantalla (display-only) account: every order's events, each order reduced to its number and progress */
  display?: boolean;
}

/** Who the viewer is now, by the same rule that accepts their session; null once it is no longer valid. */
export type ViewerCheck = () => Promise<Viewer | null>;

/**
 * The reply headers: never cached, never buffered by a proxy. The connection closes with the stream, so a
 * server shutting down is not kept waiting by a kept-alive socket whose stream has just ended.
 */
export const SSE_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-cache, no-transform',
  'X-Accel-Buffering': 'no',
  Connection: 'close',
} as const;

/** How long an EventSource waits before reconnecting, normally and when this process is going away. */
export const RETRY_MS = 3000;
export const RETRY_ELSEWHERE_MS = 2000;

export class SseConnection {
  readonly body = new PassThrough();
  private lastId = 0;
  /** holds until the replay is written; each check of the viewer holds once more */
  private holds = 1;
  private pending: OrderEvent[] = [];
  private closed = false;

  constructor(
    readonly viewer: Viewer,
    readonly check: ViewerCheck,
  ) {
    // `retry` tells EventSource how long to wait before reconnecting; the comment gets the headers out at once.
    this.body.write(`retry: ${RETRY_MS}\n: conectado\n\n`);
  }

  get isClosed(): boolean {
    return this.closed || this.body.destroyed || this.body.writableEnded;
  }

  wants(customerId: number): boolean {
    return this.viewer.seesAll || this.viewer.userId === customerId;
  }

  deliver(event: OrderEvent): void {
    if (this.holds > 0) this.pending.push(event);
    else this.write(event);
  }

  /** Live events wait until `release`. */
  hold(): void {
    this.holds++;
  }

  /** Writes `events` (a replay), then, once nothing holds the stream, whatever arrived meanwhile. */
  release(events: OrderEvent[] = []): void {
    for (const event of events) this.write(event);
    if (--this.holds > 0) return;
    const pending = this.pending.sort((a, b) => a.id - b.id);
    this.pending = [];
    for (const event of pending) this.write(event);
  }

  comment(text: string): void {
    if (!this.isClosed) this.body.write(`: ${text}\n\n`);
  }

  /** Ends the stream; `retryMs` tells the client when to come back (to another process, on shutdown). */
  end(reason?: string, retryMs?: number): void {
    if (this.closed) return;
    this.closed = true;
    this.pending = [];
    if (this.body.writableEnded) return;
    if (retryMs !== undefined) this.body.write(`retry: ${retryMs}\n\n`);
    if (reason) this.body.write(`: ${reason}\n\n`);
    this.body.end();
  }

  private write(event: OrderEvent): void {
    if (this.isClosed || event.id <= this.lastId) return;
    this.lastId = event.id;
    // The counter's display never receives a customer's name, allergens or lines.
    const sent = this.viewer.display && 'order' in event ? { ...event, order: toPickupEventOrder(event.order) } : event;
    this.body.write(`id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(sent)}\n\n`);
  }
}
