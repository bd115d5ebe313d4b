/**
 * Opens the database: embedded PGlite in a data folder by default, or a PostgreSQL server when a URL is
 * given. Both run the same migrations and the same Drizzle queries; `listen`/`notify` carry live events
 * (on PostgreSQL across processes through LISTEN/NOTIFY).
 */
import { AsyncResource } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { openPostgres, withTimeout } from './postgres';
import * as schema from './schema';
import type { Database, Db, Tx } from './types';

// The types live in their own file (postgres.ts uses them too); the repos import them from here.
export type { Database, Db, Tx } from './types';

/** The embedded database's shared buffers (PostgreSQL's `shared_buffers`). */
export const PGLITE_SHARED_BUFFERS = '16MB';

/** Databases opened on the embedded PGlite: one connection, so transactions commit one after the other. */
const embedded = new WeakSet<Db>();
export function isEmbedded(db: Db | Tx): boolean {
  return embedded.has(db);
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface OpenOptions {
  databaseUrl: string | null;
  dataDir: string | null;
  /** runs once after migrating (the demo seed); on PostgreSQL under the same advisory lock as the migration */
  setup?: (db: Db) => Promise<void>;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, migrationsFolder, opts.setup);
  return openPglite(opts.dataDir, opts.setup);
}

type QueryOptions = { parsers?: Record<number, (value: string, typeId: number) => unknown> } | undefined;
type Queryable = { query(text: string, params?: unknown[], options?: QueryOptions): Promise<unknown> };

/**
 * Drizzle passes the same few type parsers (dates and intervals kept as text) with every query, and PGlite
 * then copies its whole table of parsers (hundreds of array types) into a new object for each query: a
 * measurable share of every request. The parsers are installed on the client once instead, and the queries
 * go without them; the results are the same.
 */
function withSharedParsers(client: PGlite): PGlite {
  const keepText = (value: string) => value;
  // timestamp, timestamptz, interval, date, numeric[], timestamp[], timestamptz[], interval[], date[]: as Drizzle's session
  for (const oid of [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182]) client.parsers[oid] = keepText;
  const strip = (options: QueryOptions) => (options?.parsers ? { ...options, parsers: undefined } : options);
  const wrap = <T extends Queryable>(target: T): T =>
    new Proxy(target, {
      get(obj, prop) {
        if (prop === 'query')
          return (text: string, params?: unknown[], options?: QueryOptions) => obj.query(text, params, strip(options));
        if (prop === 'transaction') {
          return (fn: (tx: Queryable) => Promise<unknown>) =>
            (obj as unknown as PGlite).transaction((tx) => fn(wrap(tx as Queryable)));
        }
        const value: unknown = Reflect.get(obj, prop, obj);
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(obj) : value;
      },
    });
  return wrap(client as unknown as Queryable) as unknown as PGlite;
}

async function openPglite(dataDir: string | null, setup?: (db: Db) => Promise<void>): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // pg_trgm: the user search's trigram index (migration 0004_perf_indexes).
  const extensions = { pg_trgm };
  // PostgreSQL's default 128 MB of shared buffers live in the WASM heap, which never shrinks: they made most
  // of the server's resident memory. 16 MB hold the hot pages (the data files stay in the OS page cache; the
  // menu and user-search answers are kept by the server).
  const startParams = [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`];
  const client = dataDir ? new PGlite(dataDir, { extensions, startParams }) : new PGlite({ extensions, startParams });
  await client.waitReady;
  const db = drizzlePglite({ client: withSharedParsers(client), schema }) as unknown as Db;
  embedded.add(db);
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  await setup?.(db);
  let closed = false;
  return {
    db,
    kind: 'pglite',
    async listen(channel, onPayload) {
      // PGlite delivers a notification while the COMMIT that sent it runs, i.e. inside the async context of the
      // request that committed (an audited call's transaction is still its `app.db` then): the payload is handled
      // in the listener's own context instead, as PostgreSQL's listener connection does.
      const unsub = await client.listen(channel, AsyncResource.bind(onPayload));
      return async () => {
        if (!closed) await unsub();
      };
    },
    onReconnect: () => () => undefined,
    async dump() {
      // A checkpoint first, so the copy needs little WAL replay when it is opened.
      await client.exec('CHECKPOINT');
      const blob = await client.dumpDataDir('gzip');
      return new Uint8Array(await blob.arrayBuffer());
    },
    async ping(timeoutMs) {
      if (closed) throw new Error('database closed');
      await withTimeout(client.query('select 1'), timeoutMs);
    },
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}
