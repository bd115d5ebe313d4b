/**
 * The push worker's figures, when metrics are on (METRICS_PORT or METRICS_TOKEN): notifications this process
 * handed to a push service, attempts that failed, subscriptions the push service declared dead (404/410), and
 * (from the table, shared by every process) the notifications given up.
 */
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge } from 'prom-client';
import { countGivenUpPushes } from '../repos/push-outbox-repo';

export interface PushMetrics {
  sent(): void;
  failedAttempt(): void;
  gone(): void;
}

export function pushMetrics(app: FastifyInstance): PushMetrics {
  const registry = app.metrics;
  if (!registry) return { sent() {}, failedAttempt() {}, gone() {} };
  const sent = new Counter({
    name: 'comedor_push_sent_total',
    help: 'Push notifications this process delivered to a push service',
    registers: [registry],
  });
  const failed = new Counter({
    name: 'comedor_push_failed_attempts_total',
    help: 'Push delivery attempts of this process that failed (retried later or given up)',
    registers: [registry],
  });
  const gone = new Counter({
    name: 'comedor_push_subscriptions_gone_total',
    help: 'Subscriptions deleted because the push service answered 404 or 410',
    registers: [registry],
  });
  const db = app.db;
  new Gauge({
    name: 'comedor_push_outbox_given_up',
    help: 'Push notifications the workers stopped trying after PUSH_MAX_ATTEMPTS failures',
    registers: [registry],
    async collect() {
      this.set(await countGivenUpPushes(db));
    },
  });
  return { sent: () => sent.inc(), failedAttempt: () => failed.inc(), gone: () => gone.inc() };
}
