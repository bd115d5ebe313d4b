/**
 * The PostgreSQL side of `openDatabase`: a pool for queries and one dedicated listener connection for
 * LISTEN/NOTIFY. Migrating and the caller's setup (the demo seed) run under a session advisory lock, so N
 * processes started together on an empty database migrate and seed it exactly once.
 */
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database, Db } from './types';
import { PgListener } from './pg-listener';
import * as schema from './schema';

/** Any fixed 64-bit number; only Comedor processes on this database take it. */
const SETUP_LOCK_KEY = 7_420_301_511;
export const LISTENER_APPLICATION_NAME = 'comedor-listener';

export async function openPostgres(url: string, migrationsFolder: string, setup?: (db: Db) => Promise<void>): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, application_name: 'comedor' });
  pool.on('error', () => {
    /* an idle client died; the pool replaces it */
  });
  const node = drizzlePg(pool, { schema });
  const db = node as unknown as Db;
  try {
    await underSetupLock(url, async () => {
      await migratePg(node, { migrationsFolder });
      await setup?.(db);
    });
  } catch (err) {
    await pool.end().catch(() => undefined);
    throw err;
  }
  const listener = new PgListener({ connectionString: url, application_name: LISTENER_APPLICATION_NAME });
  return {
    db,
    kind: 'postgres',
    listen: (channel, onPayload) => listener.listen(channel, onPayload),
    onReconnect: (handler) => listener.onReconnect(handler),
    async ping(timeoutMs) {
      await withTimeout(db.execute(sql`select 1`), timeoutMs);
    },
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}

/** Holds the advisory lock on its own connection for the whole of `work`; ending the session releases it. */
async function underSetupLock(url: string, work: () => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: url, application_name: 'comedor-setup' });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [SETUP_LOCK_KEY]);
    await work();
  } finally {
    await client.end().catch(() => undefined);
  }
}

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
