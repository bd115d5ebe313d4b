/**
 * Builds a real server for API tests: a fresh in-memory PGlite by default, or a fresh database on the
 * PostgreSQL server given by TEST_DATABASE_URL (`testDatabases()` lists both when it is set).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { seedIfEmpty } from '../../server/db/seed';

export type DbKind = 'pglite' | 'postgres';

/** The databases every API suite runs on: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set. */
export function testDatabases(): DbKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestServer {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
  /** logs in and returns the bearer token */
  login(email: string, password?: string): Promise<string>;
  request(opts: {
    method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'OPTIONS';
    url: string;
    token?: string;
    body?: unknown;
    headers?: Record<string, string>;
  }): Promise<LightMyRequestResponse>;
}

/** A new, empty database on the PostgreSQL server at `adminUrl`, dropped by `drop()`. */
export async function freshPostgres(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `comedor_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export const DEMO_PASSWORD = 'comedor123';
export const ADMIN_EMAIL = 'admin@comedor.es';
export const CHEF_EMAIL = 'encargado@comedor.es';
export const CUSTOMER_EMAIL = 'usuario@comedor.es';
export const DISPLAY_EMAIL = 'pantalla@comedor.es';

export async function startTestServer(
  kind: DbKind = 'pglite',
  opts: { seed?: boolean; config?: Partial<Config>; env?: NodeJS.ProcessEnv; logger?: object } = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'comedor-api-'));
  const pgDb = kind === 'postgres' ? await freshPostgres(process.env.TEST_DATABASE_URL!) : null;
  const config = loadConfig(
    // A kitchen of 50 cooks never fills a slot, so suites about other things can place many orders;
    // the capacity suite sets its own KITCHEN_COOKS.
    { OPENING_HOURS: '00:00-24:00', SLOT_MINUTES: '15', KITCHEN_COOKS: '50', ...opts.env },
    { dataDir, staticDir: null, databaseUrl: pgDb?.url ?? null, ...opts.config },
  );
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: null });
  if (opts.seed !== false) await seedIfEmpty(database.db);
  const app = await buildApp({ config, database, logger: opts.logger });
  await app.ready();
  const server: TestServer = {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      await pgDb?.drop();
    },
    request({ method, url, token, body, headers }) {
      return app.inject({
        method,
        url,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
        ...(body === undefined ? {} : typeof body === 'string' ? { payload: body } : { payload: body as object }),
      });
    },
    async login(email, password = DEMO_PASSWORD) {
      const res = await app.inject({ method: 'POST', url: '/api/login', payload: { userName: email, password } });
      if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
      return res.json().token as string;
    },
  };
  return server;
}

/** A second API process on the same PostgreSQL database, as behind a load balancer. */
export async function startSecondProcess(server: TestServer): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const database = await openDatabase({ databaseUrl: server.config.databaseUrl, dataDir: null });
  const app = await buildApp({ config: server.config, database });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Repeats `read` (up to ~2 s) until it returns `expected`, and returns the last value read. */
export async function eventually<T>(read: () => Promise<T>, expected: T): Promise<T> {
  let value = await read();
  for (let i = 0; i < 40 && value !== expected; i++) {
    await new Promise((r) => setTimeout(r, 50));
    value = await read();
  }
  return value;
}
