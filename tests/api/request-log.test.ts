/** Production logging writes one line per request (with its outcome), never its headers, and keeps errors. */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { seedIfEmpty } from '../../server/db/seed';

describe('request log', () => {
  const lines: Record<string, unknown>[] = [];
  let app: FastifyInstance;
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: null, dataDir: null });
    await seedIfEmpty(database.db);
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
        done();
      },
    });
    app = await buildApp({
      config: loadConfig({}, { dataDir: '/tmp', staticDir: null }),
      database,
      logger: { level: 'info', stream },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('writes one line per answered request, with method, path, status and time, and no headers', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/api/hours?load=15', headers: { authorization: 'Bearer secreto' } });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: 'request completed', method: 'GET', url: '/api/hours', statusCode: 401 });
    expect(typeof lines[0].responseTime).toBe('number');
    expect(JSON.stringify(lines)).not.toContain('secreto');
  });
});
