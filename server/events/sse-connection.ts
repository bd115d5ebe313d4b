/**
 * One client's Server-Sent Events stream on a hijacked response. Live events that arrive while the missed
 * ones are being replayed wait in a buffer, and an event is never written twice (ids only go up).
 */
import type { ServerResponse } from 'node:http';
import type { StreamEvent as OrderEvent } from '../../model/kitchen';

export interface Viewer {
  userId: number;
  /** the kitchen and admins see every order's events, a customer only their own */
  seesAll: boolean;
}

export class SseConnection {
  private lastId = 0;
  private replaying = true;
  private pending: OrderEvent[] = [];
  private closed = false;

  constructor(
    private readonly raw: ServerResponse,
    readonly viewer: Viewer,
  ) {}

  open(): void {
    this.raw.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
      'X-Content-Type-Options': 'nosniff',
    });
    // `retry` tells EventSource how long to wait before reconnecting; the comment flushes the headers.
    this.raw.write('retry: 3000\n: conectado\n\n');
  }

  get isClosed(): boolean {
    return this.closed || this.raw.destroyed || this.raw.writableEnded;
  }

  wants(customerId: number): boolean {
    return this.viewer.seesAll || this.viewer.userId === customerId;
  }

  deliver(event: OrderEvent): void {
    if (this.replaying) this.pending.push(event);
    else this.write(event);
  }

  /** Writes the replayed events, then whatever arrived live meanwhile, and switches to live mode. */
  finishReplay(events: OrderEvent[]): void {
    for (const event of events) this.write(event);
    this.replaying = false;
    const pending = this.pending.sort((a, b) => a.id - b.id);
    this.pending = [];
    for (const event of pending) this.write(event);
  }

  comment(text: string): void {
    if (!this.isClosed) this.raw.write(`: ${text}\n\n`);
  }

  end(): void {
    if (this.closed) return;
    this.closed = true;
    if (!this.raw.writableEnded) this.raw.end();
  }

  private write(event: OrderEvent): void {
    if (this.isClosed || event.id <= this.lastId) return;
    this.lastId = event.id;
    this.raw.write(`id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
  }
}
