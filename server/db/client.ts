/**
 * Opens the database: embedded PGlite in a data folder by default, or a PostgreSQL server when a URL is
 * given. Both run the same migrations and the same Drizzle queries; `listen`/`notify` carry live events
 * (on PostgreSQL across processes through LISTEN/NOTIFY).
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export async function openDatabase(opts: { databaseUrl: string | null; dataDir: string | null }): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  return openPglite(opts.dataDir);
}

async function openPglite(dataDir: string | null): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // pg_trgm: the user search's trigram index (migration 0004_perf_indexes).
  const extensions = { pg_trgm };
  const client = dataDir ? new PGlite(dataDir, { extensions }) : new PGlite({ extensions });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  let closed = false;
  return {
    db,
    kind: 'pglite',
    async listen(channel, onPayload) {
      const unsub = await client.listen(channel, onPayload);
      return async () => {
        if (!closed) await unsub();
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', () => {
    /* an idle client died; the pool replaces it */
  });
  const node = drizzlePg(pool, { schema });
  await migratePg(node, { migrationsFolder });
  const listeners = new Map<string, Set<(p: string) => void>>();
  let listener: Promise<pg.Client> | null = null;
  // LISTEN commands share one client; they are sent one after another.
  let listenQueue: Promise<unknown> = Promise.resolve();
  function ensureListener(): Promise<pg.Client> {
    listener ??= (async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      c.on('notification', (msg) => {
        for (const fn of listeners.get(msg.channel) ?? []) fn(msg.payload ?? '');
      });
      c.on('error', () => {
        listener = null;
      });
      return c;
    })();
    return listener;
  }
  return {
    db: node as unknown as Db,
    kind: 'postgres',
    async listen(channel, onPayload) {
      if (!/^[a-z_]+$/.test(channel)) throw new Error('invalid channel');
      const c = await ensureListener();
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        listenQueue = listenQueue.then(() => c.query(`LISTEN ${channel}`));
        await listenQueue;
      }
      set.add(onPayload);
      return async () => {
        set.delete(onPayload);
      };
    },
    async close() {
      const c = await listener?.catch(() => null);
      listener = null;
      await c?.end().catch(() => undefined);
      await pool.end();
    },
  };
}
