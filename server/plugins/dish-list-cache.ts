/**
 * The menu list is read far more often than it changes, and on the embedded PGlite every query waits its turn
 * on one connection. `GET dishes` answers are therefore kept serialised per query until any dish changes.
 * Writers call `dishesChanged()` after their commit: it empties this process's cache at once and, on
 * PostgreSQL, tells the other processes through NOTIFY. A read that overlapped a change is never stored
 * (the version check), so a stale list cannot outlive the change that made it stale. After the listener
 * connection drops and comes back the cache is emptied (changes may have been missed), and no entry lives
 * longer than TTL_MS anyway, as a safety net.
 */
import type { FastifyInstance } from 'fastify';
import { announceChange, onMissedChanges, onRemoteChange } from './change-channel';

const CHANNEL = 'dishes_changed';
const MAX_ENTRIES = 200;
const TTL_MS = 45_000;

export interface CachedList {
  body: string;
  total: number;
  paged: boolean;
}

interface Entry extends CachedList {
  at: number;
}

export class DishListCache {
  private entries = new Map<string, Entry>();
  private version = 0;

  /** The current version, taken before reading the database. */
  get stamp(): number {
    return this.version;
  }

  get(key: string): CachedList | undefined {
    const hit = this.entries.get(key);
    if (hit && Date.now() - hit.at > TTL_MS) {
      this.entries.delete(key);
      return undefined;
    }
    return hit;
  }

  /** Stores a result read at `stamp`, unless a change happened since. */
  set(key: string, stamp: number, value: CachedList): void {
    if (stamp !== this.version) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(key, { ...value, at: Date.now() });
  }

  invalidate(): void {
    this.version += 1;
    this.entries.clear();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    dishCache: DishListCache;
  }
}

export async function registerDishListCache(app: FastifyInstance): Promise<void> {
  const cache = new DishListCache();
  app.decorate('dishCache', cache);
  await onRemoteChange(app, CHANNEL, () => cache.invalidate());
  onMissedChanges(app, () => cache.invalidate());
}

/** Call after a committed change to any dish (stock included). */
export async function dishesChanged(app: FastifyInstance): Promise<void> {
  app.dishCache.invalidate();
  await announceChange(app, CHANNEL);
}
