/**
 * Web Push delivery: every server process runs this worker when Web Push is on (a usable VAPID subject). It
 * claims due notifications (repos/push-outbox-repo.ts: never the same row in two processes), encrypts each for
 * its subscription (RFC 8291, aes128gcm) and signs the request with the VAPID keys (RFC 8292) through
 * `web-push`, posts it to the push service, and marks it sent. A push service answering 404 or 410 says the
 * subscription is dead: it is deleted at once (with its other pending notifications). Other failures retry
 * with a doubling delay until PUSH_MAX_ATTEMPTS. Rows stay in the table until sent, so a restart loses nothing.
 * Delivery runs on the real clock, as the rows' `next_attempt_at` defaults to the database's now(); the
 * configurable clock (`config.now`, pinned by tests) is the business day's.
 */
import type { FastifyInstance } from 'fastify';
import webpush from 'web-push';
import { deleteSubscription } from '../repos/push-subscriptions-repo';
import { claimDuePushes, markPushFailed, markPushSent, type ClaimedPush } from '../repos/push-outbox-repo';
import { retryDelayMs } from '../mail/mail-worker';
import { pushMetrics } from './push-metrics';
import type { VapidKeys } from './vapid-keys';

const BATCH = 20;
/** a claimed notification is another process's to retry after this long (a send times out well before) */
const LEASE_MS = 60 * 1000;
const SEND_TIMEOUT_MS = 15_000;
/** a push service keeps an undelivered notification (phone off) this long; 'listo' is stale after that */
const TTL_SECONDS = 6 * 3600;

/** One push service's answer: delivered, the subscription is gone, or a failure worth retrying. */
type Outcome = { kind: 'sent' } | { kind: 'gone'; status: number } | { kind: 'failed'; error: string };

async function post(push: ClaimedPush, subject: string, keys: VapidKeys): Promise<Outcome> {
  const request = webpush.generateRequestDetails(
    { endpoint: push.endpoint, keys: { p256dh: push.p256dh, auth: push.auth } },
    push.payload,
    {
      vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
      TTL: TTL_SECONDS,
      urgency: 'high',
      contentEncoding: 'aes128gcm',
    },
  );
  try {
    // web-push's own sender speaks only https; fetch also reaches a plain-http push service (the tests' stand-in)
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ? new Uint8Array(request.body) : undefined,
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    const text = await response.text().catch(() => '');
    if (response.ok) return { kind: 'sent' };
    if (response.status === 404 || response.status === 410) return { kind: 'gone', status: response.status };
    return { kind: 'failed', error: `HTTP ${response.status} ${text.slice(0, 200)}`.trim() };
  } catch (e) {
    return { kind: 'failed', error: (e as Error).message || String(e) };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** looks for due notifications now, resolving when this round is done (tests; a poll does it otherwise) */
    pushDelivery: { wake(): Promise<void> };
  }
}

export function registerPushWorker(app: FastifyInstance): void {
  const { config } = app;
  const subject = config.vapidSubject;
  const keys = app.pushKeys;
  if (!subject || !keys) {
    app.decorate('pushDelivery', { wake: async () => {} });
    app.addHook('onReady', async () => {
      app.log.warn(
        { mailFrom: config.mailFrom },
        'Notificaciones push desactivadas: falta un correo de contacto real. Pon VAPID_SUBJECT=mailto:tu@correo (o un MAIL_FROM que no sea de localhost): Apple rechaza los avisos firmados con una dirección de localhost',
      );
    });
    return;
  }
  const metrics = pushMetrics(app);
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;

  async function deliver(push: ClaimedPush): Promise<void> {
    const outcome = await post(push, subject!, keys!);
    const now = new Date();
    if (outcome.kind === 'sent') {
      await markPushSent(app.db, push.id, now);
      metrics.sent();
      return;
    }
    if (outcome.kind === 'gone') {
      await deleteSubscription(app.db, push.subscriptionId);
      metrics.gone();
      app.log.info(
        { subscriptionId: push.subscriptionId, status: outcome.status },
        'Suscripción push caducada (el servicio de notificaciones respondió 404/410): se borra',
      );
      return;
    }
    const giveUp = push.attempts >= config.pushMaxAttempts;
    const retryAt = giveUp ? null : new Date(now.getTime() + retryDelayMs(push.attempts, config.pushRetryBaseMs));
    await markPushFailed(app.db, push.id, outcome.error, now, retryAt);
    metrics.failedAttempt();
    if (giveUp)
      app.log.error(
        { pushId: push.id, attempts: push.attempts, error: outcome.error },
        `Notificación push no entregada tras ${push.attempts} ${push.attempts === 1 ? 'intento' : 'intentos'}: se deja de intentar`,
      );
    else
      app.log.warn(
        { pushId: push.id, attempts: push.attempts, retryAt, error: outcome.error },
        'Notificación push no entregada: se reintentará',
      );
  }

  async function drain(): Promise<void> {
    while (!stopped) {
      const batch = await claimDuePushes(app.db, new Date(), BATCH, LEASE_MS);
      await Promise.all(batch.map(deliver));
      if (batch.length < BATCH) return;
    }
  }

  function tick(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) return running;
    running = drain()
      .catch((e: Error) => app.log.error({ error: e.message }, 'Fallo del envío de notificaciones push'))
      .finally(() => {
        running = null;
      });
    return running;
  }
  app.decorate('pushDelivery', {
    // a round already running may have claimed before the caller's rows existed: wait for it, then one more
    async wake() {
      await running;
      await tick();
    },
  });

  app.addHook('onReady', async () => {
    timer = setInterval(() => void tick(), config.pushPollMs);
    timer.unref();
    void tick();
  });
  app.addHook('onClose', async () => {
    stopped = true;
    if (timer) clearInterval(timer);
    await running;
  });
}
