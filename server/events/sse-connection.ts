/**
 * One client's Server-Sent Events stream. Its frames go into `body`, a stream the route hands to Fastify's
 * reply, so every hook (CORS, security headers) applies as on any other call. Events that arrive while the
 * stream is held (the missed ones being replayed, or its viewer being checked again) wait in a buffer, and an
 * event is never written twice (ids only go up). A replay waits for the reader (backpressure); a live stream
 * whose reader stays more than MAX_BUFFERED_BYTES behind for BEHIND_GRACE_MS (or MAX_BURST_BYTES at any time,
 * or MAX_PENDING_EVENTS while held) is dropped, so one slow phone cannot make the server hold an ever-growing
 * buffer.
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

/** What one stream may have waiting for its reader (written but not yet taken by the socket) before it is dropped. */
export const MAX_BUFFERED_BYTES = 64 * 1024;
/** How long a stream may stay past MAX_BUFFERED_BYTES (a burst being sent) before its reader counts as too slow. */
export const BEHIND_GRACE_MS = 1000;
/** Past this, a stream is dropped at once. */
export const MAX_BURST_BYTES = 1024 * 1024;
/** Live events one held stream may keep waiting (while its replay is written or its viewer checked). */
export const MAX_PENDING_EVENTS = 1000;
/** A replay whose reader takes nothing for this long is dropped (its place among the user's replays freed). */
export const REPLAY_STALL_MS = 10_000;

export class SseConnection {
  readonly body = new PassThrough();
  private lastId = 0;
  /** holds until the replay is written; each check of the viewer holds once more */
  private holds = 1;
  private pending: OrderEvent[] = [];
  private closed = false;
  /** set while more than MAX_BUFFERED_BYTES wait: when it fires and they still do, the reader is dropped */
  private behind: NodeJS.Timeout | null = null;

  /**
   * `onOverflow` is called once, with the bytes waiting, when the stream is dropped for a reader too slow; the
   * stream is already destroyed then.
   */
  constructor(
    readonly viewer: Viewer,
    readonly check: ViewerCheck,
    private readonly onOverflow: (bytes: number) => void = () => undefined,
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

  /** Bytes written to the stream that its reader has not taken yet. */
  get buffered(): number {
    return this.body.writableLength + this.body.readableLength;
  }

  deliver(event: OrderEvent): void {
    if (this.isClosed) return;
    if (this.holds === 0) return this.write(event);
    this.pending.push(event);
    if (this.pending.length > MAX_PENDING_EVENTS) this.overflow();
  }

  /** Live events wait until `release`. */
  hold(): void {
    this.holds++;
  }

  /**
   * Writes `events` (a replay, or a reload notice when the gap was too long) as fast as the reader takes them,
   * then releases the stream. Stops as soon as the stream closes; drops a reader that takes nothing for
   * REPLAY_STALL_MS.
   */
  async replay(events: OrderEvent[]): Promise<void> {
    for (const event of events) {
      if (this.isClosed) return;
      if (this.body.writableNeedDrain && !(await this.drained())) return this.overflow();
      this.write(event, false);
    }
    this.release();
  }

  /** Once nothing holds the stream: whatever arrived meanwhile. */
  release(): void {
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
    if (this.behind) clearTimeout(this.behind);
    if (this.body.writableEnded) return;
    if (retryMs !== undefined) this.body.write(`retry: ${retryMs}\n\n`);
    if (reason) this.body.write(`: ${reason}\n\n`);
    this.body.end();
  }

  /** Resolves true once the reader took what was waiting, false if it took nothing for REPLAY_STALL_MS. */
  private drained(): Promise<boolean> {
    return new Promise((resolve) => {
      const done = (ok: boolean) => () => {
        clearTimeout(timer);
        this.body.off('drain', onDrain);
        this.body.off('close', onClose);
        resolve(ok);
      };
      const onDrain = done(true);
      const onClose = done(true);
      const timer = setTimeout(done(false), REPLAY_STALL_MS);
      this.body.once('drain', onDrain);
      this.body.once('close', onClose);
    });
  }

  /** The reader is too slow: the stream is destroyed (ending it would wait for the reader too). */
  private overflow(): void {
    if (this.behind) clearTimeout(this.behind);
    this.behind = null;
    if (this.closed) return;
    const bytes = this.buffered;
    this.closed = true;
    this.pending = [];
    this.body.destroy();
    this.onOverflow(bytes);
  }

  private write(event: OrderEvent, live = true): void {
    if (this.isClosed || event.id <= this.lastId) return;
    this.lastId = event.id;
    // The counter's display never receives a customer's name, allergens or lines.
    const sent = this.viewer.display && 'order' in event ? { ...event, order: toPickupEventOrder(event.order) } : event;
    this.body.write(`id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(sent)}\n\n`);
    if (!live || this.buffered <= MAX_BUFFERED_BYTES) return;
    // A burst (one big order, many events at once) leaves in a moment to a reader that reads; one that does not is dropped.
    if (this.buffered > MAX_BURST_BYTES) return this.overflow();
    this.behind ??= setTimeout(() => {
      this.behind = null;
      if (this.buffered > MAX_BUFFERED_BYTES) this.overflow();
    }, BEHIND_GRACE_MS).unref();
  }
}
