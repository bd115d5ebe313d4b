/**
 * The one LISTEN connection of a process. PostgreSQL restarts, network blips and idle-connection killers end
 * it; it then reconnects with backoff, LISTENs every channel again and calls the reconnect handlers, which
 * make up for the notifications sent while it was away (caches drop, the event bus replays its log).
 */
import pg from 'pg';

const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 5_000;
const CHANNEL_NAME = /^[a-z_]+$/;

export class PgListener {
  private readonly channels = new Map<string, Set<(payload: string) => void>>();
  private readonly reconnectHandlers = new Set<() => void>();
  private active: pg.Client | null = null;
  private current: Promise<pg.Client> | null = null;
  private closed = false;

  constructor(private readonly config: pg.ClientConfig) {}

  async listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    if (!CHANNEL_NAME.test(channel)) throw new Error('invalid channel');
    let set = this.channels.get(channel);
    if (!set) {
      set = new Set();
      this.channels.set(channel, set);
    }
    set.add(onPayload);
    try {
      const client = await this.connection();
      // Repeating a LISTEN is harmless; if the connection drops meanwhile, the reconnect LISTENs again.
      await client.query(`LISTEN ${channel}`).catch((err: unknown) => {
        if (client === this.active) throw err;
      });
    } catch (err) {
      set.delete(onPayload);
      throw err;
    }
    return async () => {
      set.delete(onPayload);
    };
  }

  onReconnect(handler: () => void): () => void {
    this.reconnectHandlers.add(handler);
    return () => this.reconnectHandlers.delete(handler);
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = this.active;
    this.active = null;
    await client?.end().catch(() => undefined);
  }

  /** The live connection; the first one is opened on demand and its failure is the caller's. */
  private connection(): Promise<pg.Client> {
    if (this.closed) return Promise.reject(new Error('listener closed'));
    this.current ??= this.open().catch((err: unknown) => {
      this.current = null;
      throw err;
    });
    return this.current;
  }

  private async open(): Promise<pg.Client> {
    const client = new pg.Client({ ...this.config, keepAlive: true });
    client.on('notification', (msg) => {
      for (const fn of this.channels.get(msg.channel) ?? []) fn(msg.payload ?? '');
    });
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      for (const channel of this.channels.keys()) await client.query(`LISTEN ${channel}`);
    } catch (err) {
      await client.end().catch(() => undefined);
      throw err;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      throw new Error('listener closed');
    }
    this.active = client;
    return client;
  }

  private lost(client: pg.Client): void {
    if (client !== this.active || this.closed) return;
    this.active = null;
    const reconnecting = this.reconnect();
    reconnecting.catch(() => undefined);
    this.current = reconnecting;
  }

  private async reconnect(): Promise<pg.Client> {
    for (let delay = FIRST_RETRY_MS; ; delay = Math.min(delay * 2, MAX_RETRY_MS)) {
      await new Promise((r) => setTimeout(r, delay).unref());
      if (this.closed) throw new Error('listener closed');
      try {
        const client = await this.open();
        for (const handler of this.reconnectHandlers) handler();
        return client;
      } catch {
        // PostgreSQL is still away: wait longer and try again
      }
    }
  }
}
