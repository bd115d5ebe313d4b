/**
 * With SMTP_URL set, every server process runs this worker: it claims due outbox rows (outbox-repo.ts: never
 * the same row in two processes), sends each as plain text and HTML through nodemailer, marks it sent, and on
 * a failure retries with a doubling delay until MAIL_MAX_ATTEMPTS, then gives up and logs it. Rows stay in
 * the table until sent, so a restart loses nothing. The SMTP password never reaches the log.
 */
import type { FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import { claimDueMails, markMailDelivered, markMailFailed, type ClaimedMail } from '../repos/outbox-repo';
import { redactSecret, redactSmtpUrl } from './redact-smtp';
import { renderMail } from './render-mail';
import { mailMetrics } from './mail-metrics';

const BATCH = 10;
/** a claimed mail is another process's to retry after this long (a send times out well before) */
const LEASE_MS = 2 * 60 * 1000;
const MAX_RETRY_DELAY_MS = 6 * 3600 * 1000;

/** The delay before the next try after `attempts` failed ones: base, 2×base, 4×base… up to six hours. */
export function retryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(MAX_RETRY_DELAY_MS, baseMs * 2 ** Math.max(0, attempts - 1));
}

export function registerMailWorker(app: FastifyInstance): void {
  const { config } = app;
  const smtpUrl = config.smtpUrl;
  if (!smtpUrl) return;
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  const metrics = mailMetrics(app);
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;

  async function deliver(mail: ClaimedMail): Promise<void> {
    const rendered = renderMail(mail, config.restaurantName, config.publicUrl);
    try {
      await transport.sendMail({ from: config.mailFrom, to: mail.recipient, ...rendered });
      await markMailDelivered(app.db, mail.id, config.now());
      metrics.sent();
      app.log.info({ mailId: mail.id, attempts: mail.attempts }, 'Correo entregado al servidor SMTP');
    } catch (e) {
      const error = redactSecret((e as Error).message || String(e), smtpUrl!);
      const now = config.now();
      const giveUp = mail.attempts >= config.mailMaxAttempts;
      const retryAt = giveUp ? null : new Date(now.getTime() + retryDelayMs(mail.attempts, config.mailRetryBaseMs));
      await markMailFailed(app.db, mail.id, error, now, retryAt);
      metrics.failedAttempt();
      if (giveUp)
        app.log.error(
          { mailId: mail.id, to: mail.recipient, attempts: mail.attempts, error },
          `Correo no entregado tras ${mail.attempts} ${mail.attempts === 1 ? 'intento' : 'intentos'}: se deja de intentar`,
        );
      else app.log.warn({ mailId: mail.id, attempts: mail.attempts, retryAt, error }, 'Correo no entregado: se reintentará');
    }
  }

  async function drain(): Promise<void> {
    while (!stopped) {
      const batch = await claimDueMails(app.db, config.now(), BATCH, LEASE_MS);
      for (const mail of batch) await deliver(mail);
      if (batch.length < BATCH) return;
    }
  }

  function tick(): void {
    if (running || stopped) return;
    running = drain()
      .catch((e: Error) => app.log.error({ error: redactSecret(e.message, smtpUrl!) }, 'Fallo del envío de correo'))
      .finally(() => {
        running = null;
      });
  }

  app.addHook('onReady', async () => {
    app.log.info({ smtp: redactSmtpUrl(smtpUrl), from: config.mailFrom }, 'Correo: entrega por SMTP activada');
    timer = setInterval(tick, config.mailPollMs);
    timer.unref();
    tick();
  });
  app.addHook('onClose', async () => {
    stopped = true;
    if (timer) clearInterval(timer);
    await running;
    transport.close();
  });
}
