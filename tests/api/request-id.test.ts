/**
 * Every answer carries `x-request-id`, and every log line of that request has it (`reqId`). The id a proxy
 * sends is kept only when that proxy is trusted (TRUST_PROXY); a client's own header is replaced otherwise.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { seedIfEmpty } from '../../server/db/seed';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

// one database for the four servers below
let database: Database;
beforeAll(async () => {
  database = await openDatabase({ databaseUrl: null, dataDir: null });
  await seedIfEmpty(database.db);
});
afterAll(async () => database?.close());

describe.each([
  { trustProxy: '', keeps: false },
  { trustProxy: '127.0.0.1', keeps: true },
  { trustProxy: '10.0.0.0/8', keeps: false },
  { trustProxy: '1', keeps: true },
])('x-request-id with TRUST_PROXY="$trustProxy"', ({ trustProxy, keeps }) => {
  const lines: Record<string, unknown>[] = [];
  let app: FastifyInstance;

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
        done();
      },
    });
    app = await buildApp({
      config: loadConfig({ TRUST_PROXY: trustProxy }, { dataDir: '/tmp', staticDir: null }),
      database,
      logger: { level: 'info', stream },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers with a generated id that is on the request’s log lines', async () => {
    lines.length = 0;
    const res = await app.inject({ method: 'POST', url: '/api/login', payload: { userName: 'x', password: 'y' } });
    const id = res.headers['x-request-id'];
    expect(id).toMatch(UUID);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((l) => l.reqId === id)).toBe(true);
    // another request, another id; an unknown path and a refusal carry one too
    const other = await app.inject({ method: 'GET', url: '/api/no-existe' });
    expect(other.statusCode).toBe(404);
    expect(other.headers['x-request-id']).toMatch(UUID);
    expect(other.headers['x-request-id']).not.toBe(id);
  });

  it(`${keeps ? 'keeps' : 'replaces'} the id sent by the peer, and never keeps one that is not a plain token`, async () => {
    lines.length = 0;
    const sent = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
    const res = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': sent } });
    expect(res.statusCode).toBe(200);
    const id = res.headers['x-request-id'];
    if (keeps) expect(id).toBe(sent);
    else expect(id).toMatch(UUID);
    expect(lines.find((l) => l.msg === 'request completed')?.reqId).toBe(id);
    const forged = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'x\u0000"}{ inyectado' } });
    expect(forged.headers['x-request-id']).toMatch(UUID);
  });
});
