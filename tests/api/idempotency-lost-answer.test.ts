/**
 * A lost answer then a retry gives one order (issue 25 point 1), against the real server process: the request
 * is written on a raw socket that is destroyed at once, so the server places the order but nobody reads the
 * answer; the retry with the same Idempotency-Key gets that same order, and the customer has exactly one.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dish, Hour } from '../../model/entities';
import { CUSTOMER_EMAIL, DEMO_PASSWORD, freshPostgres, testDatabases } from './helper';
import { exited, freePort, startServer, waitUntilUp } from './server-process';

describe.each(testDatabases())('a lost answer then a retry on %s', (kind) => {
  let child: ChildProcess;
  let base: string;
  let port: number;
  let dataDir: string;
  let pgDb: { url: string; drop(): Promise<void> } | null = null;
  let token: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'comedor-idem-'));
    pgDb = kind === 'postgres' ? await freshPostgres(process.env.TEST_DATABASE_URL!) : null;
    port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = startServer(
      port,
      dataDir,
      pgDb ? { DATABASE_URL: pgDb.url, JWT_SECRET: 'idempotency-test-secret-0123456789abcdef' } : {},
    );
    await waitUntilUp(base, child);
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName: CUSTOMER_EMAIL, password: DEMO_PASSWORD }),
    });
    token = ((await login.json()) as { token: string }).token;
  }, 120_000);

  afterAll(async () => {
    if (child) {
      child.kill('SIGTERM');
      await exited(child);
    }
    await pgDb?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const get = async <T>(path: string): Promise<T> =>
    (await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } })).json() as Promise<T>;

  /** Writes the request and closes the connection before any answer can be read. */
  function sendAndHangUp(path: string, key: string, body: string): Promise<void> {
    return new Promise((resolve) => {
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'idempotency-key': key,
        },
      });
      req.on('error', () => resolve());
      req.end(body, () => {
        req.destroy();
        resolve();
      });
    });
  }

  it('places the order once and answers the retry with it', async (ctx) => {
    const hours = await get<Hour[]>('/api/hours');
    if (hours.length === 0) ctx.skip(); // the last quarter of an hour before midnight offers no slot
    const dish = (await get<Dish[]>('/api/dishes')).filter((d) => d.isAvailable).sort((x, y) => y.stock - x.stock)[0];
    const body = JSON.stringify({ pickupHour: hours.at(-1)!.hour, lines: [{ dishId: dish.id, quantity: 1 }] });
    const before = (await get<{ id: number }[]>('/api/orders/mine')).length;

    await sendAndHangUp('/api/orders', 'lost-answer-1', body);
    // the server placed it although nobody read the answer
    const deadline = Date.now() + 10_000;
    let mine = await get<{ id: number }[]>('/api/orders/mine');
    while (mine.length === before && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      mine = await get<{ id: number }[]>('/api/orders/mine');
    }
    expect(mine.length).toBe(before + 1);
    const placedId = mine.map((o) => o.id).sort((a, b) => b - a)[0];

    let retry = await fetch(`${base}/api/orders`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': 'lost-answer-1' },
      body,
    });
    // the first request may still be storing its answer for a moment
    for (let i = 0; i < 20 && retry.status === 409; i++) {
      await new Promise((r) => setTimeout(r, 100));
      retry = await fetch(`${base}/api/orders`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': 'lost-answer-1' },
        body,
      });
    }
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(((await retry.json()) as { id: number }).id).toBe(placedId);
    expect((await get<{ id: number }[]>('/api/orders/mine')).length).toBe(before + 1);
  }, 60_000);
});
