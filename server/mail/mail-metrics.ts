/**
 * The SMTP worker's figures, when metrics are on (METRICS_PORT or METRICS_TOKEN): mails this process handed to
 * the SMTP server, attempts that failed, and (from the table, shared by every process) the mails given up.
 */
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge } from 'prom-client';
import { isNotNull, sql } from 'drizzle-orm';
import { outbox } from '../db/schema';

export interface MailMetrics {
  sent(): void;
  failedAttempt(): void;
}

export function mailMetrics(app: FastifyInstance): MailMetrics {
  const registry = app.metrics;
  if (!registry) return { sent() {}, failedAttempt() {} };
  const sent = new Counter({
    name: 'comedor_mail_sent_total',
    help: 'E-mails this process delivered to the SMTP server',
    registers: [registry],
  });
  const failed = new Counter({
    name: 'comedor_mail_failed_attempts_total',
    help: 'SMTP delivery attempts of this process that failed (retried later or given up)',
    registers: [registry],
  });
  const db = app.db;
  new Gauge({
    name: 'comedor_mail_outbox_given_up',
    help: 'E-mails the workers stopped trying after MAIL_MAX_ATTEMPTS failures',
    registers: [registry],
    async collect() {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(outbox)
        .where(isNotNull(outbox.failedAt));
      this.set(row?.n ?? 0);
    },
  });
  return { sent: () => sent.inc(), failedAttempt: () => failed.inc() };
}
