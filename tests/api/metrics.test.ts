/**
 * Prometheus metrics per process: behind METRICS_TOKEN on the main port, or on their own port. Requests are
 * counted by route template, so 10 000 requests to random paths add no series; orders placed and finished,
 * open event streams and the mail outbox are read from the process.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../model/entities';
import { loadConfig } from '../../server/config';
import { outbox } from '../../server/db/schema';
import { startTestServer, testDatabases, type TestServer } from './helper';
import { demoSessions, dishWithStock, type Sessions } from './sessions';
import { freePort } from './server-process';

const TOKEN = 'metrics-test-token-0123456789';
const NOW = new Date('2025-03-10T12:07:00Z');

/** `name{labels} value` lines of the text format, without comments. */
function samples(text: string): string[] {
  return text.split('\n').filter((line) => line && !line.startsWith('#'));
}

function value(text: string, series: string): number {
  const line = samples(text).find((l) => l.startsWith(`${series} `));
  return line === undefined ? NaN : Number(line.slice(series.length + 1));
}

describe.each(testDatabases())('metrics behind METRICS_TOKEN on %s', (kind) => {
  let server: TestServer;
  let s: Sessions;
  beforeAll(async () => {
    server = await startTestServer(kind, {
      env: { OPENING_HOURS: '12:00-16:00', METRICS_TOKEN: TOKEN },
      config: { now: () => NOW },
    });
    s = await demoSessions(server);
  });
  afterAll(async () => server?.close());

  const scrape = async () => {
    const res = await server.request({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    return res.body;
  };

  it('answers only with the token', async () => {
    expect((await server.request({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    const wrong = await server.request({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer nope-nope-nope-nope' },
    });
    expect(wrong.statusCode).toBe(404);
    expect(await scrape()).toContain('process_cpu_user_seconds_total');
  });

  it('counts requests by route template and status, and 10 000 random paths add no series', async () => {
    await server.request({ method: 'GET', url: '/api/dishes/1', token: s.customer.token });
    await server.request({ method: 'GET', url: '/api/dishes/2', token: s.customer.token });
    await server.request({ method: 'GET', url: `/api/nada-${randomBytes(4).toString('hex')}` });
    const before = await scrape();
    expect(before).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/dishes\/:id",status_code="200"\} \d+/,
    );
    expect(before).not.toContain('/api/dishes/1"');
    const series = samples(before).length;
    const unmatched = value(before, 'http_request_duration_seconds_count{method="GET",route="__unmatched__",status_code="404"}');
    expect(unmatched).toBeGreaterThanOrEqual(1);

    for (let i = 0; i < 10_000; i++) {
      const path = `/${randomBytes(6).toString('hex')}/${i}.php?x=${i}`;
      await server.app.inject({ method: i % 100 === 0 ? 'PROPFIND' : 'GET', url: i % 2 ? `/api${path}` : path });
    }
    const after = await scrape();
    // The same series; only the catch-all counters grew (the scrape itself adds its own route once).
    const added = samples(after)
      .map((l) => l.replace(/ [^ ]+$/, ''))
      .filter((name) => !samples(before).some((l) => l.startsWith(`${name} `)));
    expect(added.every((name) => name.includes('route="/metrics"') || name.includes('method="OTHER"'))).toBe(true);
    expect(samples(after).length - series).toBeLessThanOrEqual(2 * 15);
    expect(value(after, 'http_request_duration_seconds_count{method="GET",route="__unmatched__",status_code="404"}')).toBe(
      unmatched + 9_900,
    );
  }, 120_000);

  it('counts orders placed and finished, not a replayed answer', async () => {
    const before = await scrape();
    const dish = await dishWithStock(server, 10);
    const body = { pickupHour: '13:30', lines: [{ dishId: dish.id, quantity: 1 }] };
    const headers = { 'idempotency-key': `metrics-${randomBytes(6).toString('hex')}` };
    const placed = await server.request({ method: 'POST', url: '/api/orders', token: s.customer.token, body, headers });
    expect(placed.statusCode).toBe(201);
    const replay = await server.request({ method: 'POST', url: '/api/orders', token: s.customer.token, body, headers });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const order = placed.json<Order>();
    const done = await server.request({ method: 'PUT', url: `/api/orders/${order.id}/finish`, token: s.chef.token });
    expect(done.statusCode).toBe(200);
    const after = await scrape();
    expect(value(after, 'comedor_orders_placed_total')).toBe(value(before, 'comedor_orders_placed_total') + 1);
    expect(value(after, 'comedor_orders_finished_total')).toBe(value(before, 'comedor_orders_finished_total') + 1);
  });

  it('reads the mail outbox and a database round trip when scraped', async () => {
    await server.database.db.insert(outbox).values([
      { recipient: 'a@correo.es', subject: 's', body: 'b' },
      { recipient: 'b@correo.es', subject: 's', body: 'b' },
    ]);
    const text = await scrape();
    expect(value(text, 'comedor_mail_outbox_pending')).toBeGreaterThanOrEqual(2);
    expect(value(text, 'comedor_db_round_trip_seconds')).toBeGreaterThan(0);
    if (kind === 'postgres') expect(value(text, 'comedor_db_pool_connections{state="total"}')).toBeGreaterThan(0);
  });
});

describe('metrics on their own port (METRICS_PORT)', () => {
  let server: TestServer;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    server = await startTestServer('pglite', { env: { METRICS_PORT: String(port) } });
  });
  afterAll(async () => server?.close());

  it('serves /metrics on 127.0.0.1 and nothing on the main port', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('comedor_event_streams_open 0');
    expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
    expect((await server.request({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });

  it('is off by default', () => {
    const config = loadConfig({});
    expect(config.metricsPort).toBeNull();
    expect(config.metricsToken).toBeNull();
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });
});
