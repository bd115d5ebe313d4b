/**
 * The types of an open database, whichever engine (client.ts opens embedded PGlite, postgres.ts a PostgreSQL
 * server): both import them from here, so neither imports the other for its types.
 */
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * Called after the listener connection came back from a drop: notifications sent meanwhile were lost.
   * Returns the unsubscribe function. PGlite never drops, so it never calls.
   */
  onReconnect(handler: () => void): () => void;
  /** Embedded only: a gzipped tar of the data folder, consistent as after a clean crash (see backup.ts). */
  dump?(): Promise<Uint8Array>;
  /** Resolves when a trivial query answers within `timeoutMs`; rejects otherwise. */
  ping(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}
