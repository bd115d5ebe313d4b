/**
 * Real e-mail (issue 28): with SMTP_URL the outbox is delivered through an SMTP server by a worker in each
 * server process, as plain text and HTML naming the restaurant; a refused send is retried with backoff and
 * delivered once; after MAIL_MAX_ATTEMPTS it stops; with two processes on PostgreSQL each mail arrives once.
 * The SMTP password never reaches the log.
 */
import { Writable } from 'node:stream';
import { eq, inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { outbox } from '../../server/db/schema';
import { CUSTOMER_EMAIL, startSecondProcess, startTestServer, type DbKind, type TestServer } from './helper';
import { startSmtpStandIn, waitFor, type SmtpStandIn } from './smtp-stand-in';

const SMTP_PASS = 'clave-smtp-SECRETA-123';
const PUBLIC_URL = 'https://comedor.example';
/** fast polling and retries, so the tests do not wait for the production intervals */
const FAST = { mailPollMs: 50, mailRetryBaseMs: 100 };
const METRICS_TOKEN = 'mail-metrics-token-0123456789';

/** One series' value from GET /metrics (metrics on with METRICS_TOKEN). */
async function metric(server: TestServer, series: string): Promise<number> {
  const res = await server.request({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const line = res.body.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? NaN : Number(line.slice(series.length + 1));
}

async function mailServer(kind: DbKind, smtp: SmtpStandIn, env: NodeJS.ProcessEnv = {}) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const server = await startTestServer(kind, {
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Cantina Sol <pedidos@cantina.example>',
      RESTAURANT_NAME: 'Cantina Sol',
      PUBLIC_URL,
      METRICS_TOKEN,
      ...env,
    },
    config: FAST,
    logger: { level: 'info', stream },
  });
  return { server, log: () => lines.join('') };
}

describe('outbox delivered through SMTP', () => {
  let server: TestServer | null = null;
  let smtp: SmtpStandIn | null = null;
  afterEach(async () => {
    await server?.close();
    await smtp?.close();
    server = null;
    smtp = null;
  });

  it('sends the recovery mail (text and HTML, the restaurant named) whose link resets the password', async () => {
    smtp = await startSmtpStandIn({ user: 'comedor', pass: SMTP_PASS });
    const started = await mailServer('pglite', smtp);
    server = started.server;
    const res = await server.request({ method: 'POST', url: '/api/login/recovery', body: { email: CUSTOMER_EMAIL } });
    expect(res.statusCode).toBe(202);
    expect(await waitFor(() => smtp!.received.length === 1)).toBe(true);

    const [mail] = smtp.received;
    expect(mail.to).toEqual([CUSTOMER_EMAIL]);
    expect(mail.from).toBe('pedidos@cantina.example');
    expect(mail.decoded).toMatch(/^From: Cantina Sol <pedidos@cantina\.example>/m);
    expect(mail.decoded).toMatch(/^Subject: Cantina Sol: Restablece tu contraseña/m);
    expect(mail.decoded).toContain('Content-Type: text/plain');
    expect(mail.decoded).toContain('Content-Type: text/html');
    expect(mail.decoded).toContain('<h1 style="font-size: 1.25em">Cantina Sol</h1>');
    const links = [...mail.decoded.matchAll(/https:\/\/comedor\.example\/reset-password\?token=([\w-]+)/g)];
    // the link in the plain text, and in the HTML as the anchor's address and its words
    expect(links.length).toBeGreaterThanOrEqual(2);
    const token = links[0][1];
    expect(links.every((l) => l[1] === token)).toBe(true);

    const reset = await server.request({ method: 'POST', url: '/api/login/reset', body: { token, password: 'NuevaClave42' } });
    expect(reset.statusCode).toBe(204);
    expect(await server.login(CUSTOMER_EMAIL, 'NuevaClave42')).toBeTruthy();

    const rows = await server.database.db.select().from(outbox).where(eq(outbox.recipient, CUSTOMER_EMAIL));
    expect(rows).toHaveLength(1);
    expect(rows[0].sentAt).not.toBeNull();
    expect(rows[0].attempts).toBe(1);
    // The worker announced itself with the password masked; the link is not printed either.
    expect(started.log()).toContain('Correo: entrega por SMTP activada');
    expect(started.log()).toContain('comedor:***@127.0.0.1');
    expect(started.log()).not.toContain(SMTP_PASS);
    expect(started.log()).not.toContain(token);
  });

  it('retries a mail the server refused (451) and delivers it exactly once', async () => {
    smtp = await startSmtpStandIn({ refuseFirst: 2 });
    const started = await mailServer('pglite', smtp);
    server = started.server;
    await server.request({ method: 'POST', url: '/api/login/recovery', body: { email: CUSTOMER_EMAIL } });
    const sent = async () =>
      (await server!.database.db.select().from(outbox).where(eq(outbox.recipient, CUSTOMER_EMAIL)))[0]?.sentAt != null;
    expect(await waitFor(sent)).toBe(true);
    expect(smtp.refused).toBe(2);
    expect(smtp.received).toHaveLength(1);
    const [row] = await server.database.db.select().from(outbox).where(eq(outbox.recipient, CUSTOMER_EMAIL));
    expect(row.attempts).toBe(3);
    expect(started.log()).toContain('Correo no entregado: se reintentará');
    expect(await metric(server, 'comedor_mail_sent_total')).toBe(1);
    expect(await metric(server, 'comedor_mail_failed_attempts_total')).toBe(2);
    // a later poll does not send it again
    const polls = smtp.refused;
    await waitFor(() => false, 300);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.refused).toBe(polls);
  });

  it('gives up after MAIL_MAX_ATTEMPTS, logs it and keeps the password out of the log', async () => {
    smtp = await startSmtpStandIn({ refuseAlways: true, user: 'comedor', pass: SMTP_PASS });
    const started = await mailServer('pglite', smtp, { MAIL_MAX_ATTEMPTS: '3' });
    server = started.server;
    await server.request({ method: 'POST', url: '/api/login/recovery', body: { email: CUSTOMER_EMAIL } });
    const failed = async () =>
      (await server!.database.db.select().from(outbox).where(eq(outbox.recipient, CUSTOMER_EMAIL)))[0]?.failedAt != null;
    expect(await waitFor(failed)).toBe(true);
    const [row] = await server.database.db.select().from(outbox).where(eq(outbox.recipient, CUSTOMER_EMAIL));
    expect(row.attempts).toBe(3);
    expect(row.sentAt).toBeNull();
    expect(row.lastError).toContain('451');
    expect(smtp.refused).toBe(3);
    expect(smtp.received).toHaveLength(0);
    expect(started.log()).toContain('Correo no entregado tras 3 intentos');
    expect(await metric(server, 'comedor_mail_failed_attempts_total')).toBe(3);
    expect(await metric(server, 'comedor_mail_outbox_given_up')).toBe(1);
    expect(await metric(server, 'comedor_mail_outbox_pending')).toBe(0);
    expect(started.log()).not.toContain(SMTP_PASS);
  });

  it('delivers after a restart the mails queued while no mailer ran', async () => {
    smtp = await startSmtpStandIn();
    // A process without SMTP_URL (MAIL_OUTBOX=table) queues the mail and stops.
    server = await startTestServer('pglite', { env: { MAIL_OUTBOX: 'table' } });
    await server.request({ method: 'POST', url: '/api/login/recovery', body: { email: CUSTOMER_EMAIL } });
    const queued = async () =>
      (await server!.database.db.select().from(outbox).where(eq(outbox.recipient, CUSTOMER_EMAIL))).length === 1;
    expect(await waitFor(queued)).toBe(true);
    await server.app.close();
    expect(smtp.received).toHaveLength(0);
    // The next process on the same database, now with SMTP_URL, sends it.
    const restarted = await buildApp({
      config: { ...server.config, ...FAST, smtpUrl: smtp.url, publicUrl: PUBLIC_URL },
      database: server.database,
    });
    try {
      await restarted.ready();
      expect(await waitFor(() => smtp!.received.length === 1)).toBe(true);
      expect(smtp.received[0].to).toEqual([CUSTOMER_EMAIL]);
      expect(smtp.received[0].decoded).toMatch(/https:\/\/comedor\.example\/reset-password\?token=[\w-]+/);
    } finally {
      await restarted.close();
    }
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'with two processes on PostgreSQL each mail arrives exactly once (skipped without TEST_DATABASE_URL)',
    async () => {
      smtp = await startSmtpStandIn();
      const started = await mailServer('postgres', smtp);
      server = started.server;
      const second = await startSecondProcess(server);
      try {
        const recipients = Array.from({ length: 40 }, (_, i) => `cliente${i}@correo.example`);
        const rows = await server.database.db
          .insert(outbox)
          .values(recipients.map((recipient) => ({ recipient, subject: 'Prueba', body: `Hola, ${recipient}` })))
          .returning({ id: outbox.id });
        const allSent = async () =>
          (
            await server!.database.db
              .select({ sentAt: outbox.sentAt })
              .from(outbox)
              .where(
                inArray(
                  outbox.id,
                  rows.map((r) => r.id),
                ),
              )
          ).every((r) => r.sentAt !== null);
        expect(await waitFor(allSent, 20_000)).toBe(true);
        const delivered = smtp.received.flatMap((m) => m.to).sort();
        expect(delivered).toEqual([...recipients].sort());
      } finally {
        await second.close();
      }
    },
    30_000,
  );
});
