/**
 * Client of the live order stream (`GET events/orders`, /api/docs) without React: a fetch-based SSE reader
 * that reconnects by itself with exponential backoff and resends `Last-Event-ID` so the server replays what
 * was missed while disconnected.
 *
 * Why fetch with the Authorization header rather than EventSource with a `?ticket=`: fetch can send the bearer
 * token directly (one request, no token or ticket in URLs or access logs), lets us set `Last-Event-ID` on every
 * reconnect ourselves, tells 401 apart from a network drop (EventSource only says "error"), and lets us detect
 * a silently dead connection through the server's 15 s keep-alives.
 */
import type { OrderEvent } from '../../model/entities';
import { isKitchenEvent, isQueueEvent, isReloadEvent, type KitchenEvent, type QueueEvent } from '../../model/stream-events';
import { buildUrl } from '../http/httpClient';
import { SseParser } from './sseFrames';

export type { RefusedSession } from '../http/httpClient';

/** The live order stream's address (GET events/orders). */
export const orderStreamUrl = (): string => buildUrl('events/orders');

export type ConnectionState = 'connecting' | 'open' | 'reconnecting' | 'unauthorized' | 'closed';

export interface OrderStreamOptions {
  url: string;
  getToken: () => string | null;
  onEvent: (event: OrderEvent) => void;
  /** the kitchen paused, resumed or changed its cooks; or (queue.changed) other orders moved the queue */
  onKitchen?: (event: KitchenEvent | QueueEvent) => void;
  onStateChange?: (state: ConnectionState) => void;
  /**
   * called each time the stream (re)opens; `resumed` when the server was asked to replay missed events. Called
   * again with `false` when the server says the gap was too long to replay (`stream.reload`): reload the lists.
   */
  onOpen?: (resumed: boolean) => void;
  /** the server refused this token (401): the session is over */
  onSessionRefused?: (token: string) => void;
  fetchImpl?: typeof fetch;
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
  random?: () => number;
  /** no byte for this long (the server sends a keep-alive every 15 s) means the connection is dead */
  idleTimeoutMs?: number;
}

const DEFAULT_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

/** Exponential backoff with jitter: between half and all of base·2^attempt, capped at 30 s. */
export function reconnectDelay(attempt: number, baseMs: number, random: () => number = Math.random): number {
  const capped = Math.min(MAX_RETRY_MS, baseMs * 2 ** attempt);
  return Math.round(capped / 2 + (random() * capped) / 2);
}

export function isOrderEvent(value: unknown): value is OrderEvent {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<OrderEvent>;
  return (
    typeof v.id === 'number' &&
    (v.type === 'order.created' ||
      v.type === 'order.finished' ||
      v.type === 'order.reopened' ||
      v.type === 'order.collected' ||
      v.type === 'order.updated') &&
    !!v.order &&
    typeof v.order === 'object' &&
    typeof v.order.id === 'number'
  );
}

function defaultWait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

export class OrderStream {
  /** id of the last event received; sent back as Last-Event-ID on reconnect */
  lastEventId: string | null = null;
  private readonly stopped = new AbortController();
  private current: AbortController | null = null;
  private state: ConnectionState | null = null;

  constructor(private readonly opts: OrderStreamOptions) {}

  start(): Promise<void> {
    return this.run();
  }

  close(): void {
    this.stopped.abort();
    this.current?.abort();
    this.setState('closed');
  }

  private get closed(): boolean {
    return this.stopped.signal.aborted;
  }

  private setState(state: ConnectionState): void {
    if (this.state === state) return;
    this.state = state;
    this.opts.onStateChange?.(state);
  }

  private async run(): Promise<void> {
    const fetchImpl = this.opts.fetchImpl ?? fetch.bind(globalThis);
    const wait = this.opts.wait ?? defaultWait;
    const parser = new SseParser();
    let attempt = 0;
    let everOpened = false;
    while (!this.closed) {
      this.setState(everOpened || attempt > 0 ? 'reconnecting' : 'connecting');
      const token = this.opts.getToken();
      if (!token) return this.setState('unauthorized');
      const controller = new AbortController();
      this.current = controller;
      try {
        const headers: Record<string, string> = { Accept: 'text/event-stream', Authorization: `Bearer ${token}` };
        if (this.lastEventId !== null) headers['Last-Event-ID'] = this.lastEventId;
        const response = await fetchImpl(this.opts.url, { headers, signal: controller.signal, cache: 'no-store' });
        if (response.status === 401) this.opts.onSessionRefused?.(token);
        if (response.status === 401 || response.status === 403) return this.setState('unauthorized');
        if (response.ok && response.body) {
          everOpened = true;
          attempt = 0;
          this.setState('open');
          this.opts.onOpen?.(this.lastEventId !== null);
          await this.read(response.body, controller, parser);
        }
      } catch {
        // network error, abort or idle timeout: fall through to the reconnect below
      }
      if (this.closed) return;
      this.setState('reconnecting');
      await wait(reconnectDelay(attempt, parser.retry ?? DEFAULT_RETRY_MS, this.opts.random), this.stopped.signal);
      attempt++;
    }
  }

  private async read(body: ReadableStream<Uint8Array>, controller: AbortController, parser: SseParser): Promise<void> {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    const idleMs = this.opts.idleTimeoutMs ?? 45_000;
    let idle = setTimeout(() => controller.abort(), idleMs);
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        clearTimeout(idle);
        idle = setTimeout(() => controller.abort(), idleMs);
        for (const frame of parser.feed(decoder.decode(value, { stream: true }))) this.handle(frame.id, frame.data);
      }
    } finally {
      clearTimeout(idle);
      reader.cancel().catch(() => undefined);
    }
  }

  private handle(id: string | null, data: string): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(data);
    } catch {
      return;
    }
    if (id !== null) this.lastEventId = id;
    if (isOrderEvent(parsed)) this.opts.onEvent(parsed);
    else if (isReloadEvent(parsed)) this.opts.onOpen?.(false);
    else if (isKitchenEvent(parsed) || isQueueEvent(parsed)) this.opts.onKitchen?.(parsed);
  }
}
