/**
 * Prometheus metrics of this process (prom-client), each process with its own registry: one `/metrics` shared
 * by several processes would mix their counters (prometheus/client_js #82), so every process is scraped on its
 * own (METRICS_PORT) or through its own address (METRICS_TOKEN), never through the load balancer.
 *
 * Requests are labelled by the route TEMPLATE (`/api/orders/:id/finish`), never the raw path: a path that no
 * route matches counts under one label, and an unusual method under `OTHER`, so scanners add no series
 * (fastify-metrics #99). Orders placed and finished are counted from the answers of their routes (201 of
 * `POST /api/orders`, 200 of the finish), not inside the order code; a replayed idempotent answer is not a new
 * order. Open event streams, the mail outbox, the database pool and a database round trip are read when scraped.
 */
import { performance } from 'node:perf_hooks';
import { and, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import pg from 'pg';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { outbox } from '../db/schema';
import { exposeMetrics } from './metrics-endpoint';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Registry | null;
  }
}

export const UNMATCHED_ROUTE = '__unmatched__';
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']);
const PLACE_ORDER = 'POST /api/orders';
const FINISH_ORDER = 'PUT /api/orders/:id/finish';

function routeLabel(request: FastifyRequest): string {
  return request.routeOptions.url ?? UNMATCHED_ROUTE;
}

/** Registers the metrics when METRICS_PORT or METRICS_TOKEN is set; otherwise costs nothing. */
export async function registerMetrics(app: FastifyInstance): Promise<void> {
  const { metricsPort, metricsToken } = app.config;
  if (!metricsPort && !metricsToken) {
    app.decorate('metrics', null);
    return;
  }
  const registry = new Registry();
  app.decorate('metrics', registry);
  collectDefaultMetrics({ register: registry });

  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Requests answered, by method, route template and status, with their duration',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const placed = new Counter({
    name: 'comedor_orders_placed_total',
    help: 'Orders placed (201 of POST /api/orders)',
    registers: [registry],
  });
  const finished = new Counter({
    name: 'comedor_orders_finished_total',
    help: 'Orders finished (PUT /api/orders/:id/finish)',
    registers: [registry],
  });
  let openStreams = 0;
  new Gauge({
    name: 'comedor_event_streams_open',
    help: 'Server-Sent Event streams open on this process',
    registers: [registry],
    collect() {
      this.set(openStreams);
    },
  });

  app.addHook('onSend', async (_request, reply: FastifyReply) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/event-stream')) {
      openStreams++;
      reply.raw.once('close', () => openStreams--);
    }
  });
  app.addHook('onResponse', async (request, reply) => {
    const method = METHODS.has(request.method) ? request.method : 'OTHER';
    const route = routeLabel(request);
    const status = reply.statusCode;
    duration.observe({ method, route, status_code: String(status) }, reply.elapsedTime / 1000);
    if (reply.getHeader('idempotent-replayed') === 'true') return;
    const key = `${method} ${route}`;
    if (key === PLACE_ORDER && status === 201) placed.inc();
    else if (key === FINISH_ORDER && status === 200) finished.inc();
  });

  registerDatabaseMetrics(app, registry);
  await exposeMetrics(app, registry);
}

function registerDatabaseMetrics(app: FastifyInstance, registry: Registry): void {
  const db = app.db;
  new Gauge({
    name: 'comedor_mail_outbox_pending',
    help: 'E-mails queued in the outbox and not yet delivered (nor given up)',
    registers: [registry],
    async collect() {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(outbox)
        .where(and(isNull(outbox.sentAt), isNull(outbox.failedAt)));
      this.set(row?.n ?? 0);
    },
  });
  new Gauge({
    name: 'comedor_db_round_trip_seconds',
    help: 'Time of a trivial query (select 1), measured when scraped',
    registers: [registry],
    async collect() {
      const started = performance.now();
      await db.execute(sql`select 1`);
      this.set((performance.now() - started) / 1000);
    },
  });
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return; // the embedded PGlite has one connection and no pool
  const pool = client;
  new Gauge({
    name: 'comedor_db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting = queries waiting for a connection)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
}
