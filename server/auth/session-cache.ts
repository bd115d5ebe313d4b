/**
 * Every authenticated call needs the caller's current role and active flag. Reading them from the database
 * each time serialises every request behind PGlite's single connection, so they are cached per user and
 * dropped the moment an administrator changes or deletes that user (in this process at once, in the others
 * through NOTIFY), with a short lifetime as a second guard.
 */
import type { FastifyInstance } from 'fastify';
import { announceChange, onMissedChanges, onRemoteChange } from '../plugins/change-channel';

const CHANNEL = 'users_changed';
const TTL_MS = 30_000;
const MAX_ENTRIES = 10_000;

export interface SessionUserRow {
  id: number;
  roleId: number;
  active: boolean;
  sessionVersion: number;
}

export class SessionUserCache {
  private entries = new Map<number, { row: SessionUserRow | null; at: number }>();
  private versions = new Map<number, number>();
  /** bumped by clear(): a read that overlapped a clear is not stored either */
  private generation = 0;
  private listeners = new Set<(id: number) => void>();

  stamp(id: number): number {
    return (this.versions.get(id) ?? 0) + this.generation;
  }

  /** undefined = not cached; null = cached as missing. */
  get(id: number): SessionUserRow | null | undefined {
    const hit = this.entries.get(id);
    if (!hit) return undefined;
    if (Date.now() - hit.at > TTL_MS) {
      this.entries.delete(id);
      return undefined;
    }
    return hit.row;
  }

  set(id: number, stamp: number, row: SessionUserRow | null): void {
    if (stamp !== this.stamp(id)) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(id, { row, at: Date.now() });
  }

  invalidate(id: number): void {
    this.versions.set(id, (this.versions.get(id) ?? 0) + 1);
    this.entries.delete(id);
    for (const listener of this.listeners) listener(id);
  }

  /** Calls `listener` with each user id dropped from now on (open event streams check their viewer again). */
  onInvalidate(listener: (id: number) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Forgets every user (the listener reconnected: some changes may have gone unheard). */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionUsers: SessionUserCache;
  }
}

export async function registerSessionCache(app: FastifyInstance): Promise<void> {
  const cache = new SessionUserCache();
  app.decorate('sessionUsers', cache);
  await onRemoteChange(app, CHANNEL, (payload) => {
    const id = Number(payload);
    if (Number.isSafeInteger(id)) cache.invalidate(id);
  });
  onMissedChanges(app, () => cache.clear());
}

/** Call after a committed change to a user's role, active flag or session version, or their deletion. */
export async function sessionUserChanged(app: FastifyInstance, id: number): Promise<void> {
  app.sessionUsers.invalidate(id);
  await announceChange(app, CHANNEL, String(id));
}
