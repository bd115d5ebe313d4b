/**
 * A password-reset link is a live credential: only the embedded demo mode (or MAIL_OUTBOX=log) prints it;
 * otherwise the outbox table is the delivery queue. Used and expired tokens and delivered mails are deleted.
 */
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { outbox, passwordResets, users } from '../../server/db/schema';
import { eventually, startTestServer, type DbKind, type TestServer } from './helper';

const EMAIL = 'usuario@comedor.es';
const LINK = /reset-password\?token=([\w-]+)/;

/** A server whose log lines (info and up) are kept in `log`. */
async function serverWithLog(kind: DbKind, env: NodeJS.ProcessEnv = {}, now?: () => Date) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const server = await startTestServer(kind, { env, logger: { level: 'info', stream }, ...(now ? { config: { now } } : {}) });
  return { server, log: () => lines.join('') };
}

/** Asks for a recovery link and waits for its mail: the server answers first and queues the mail just after. */
async function recover(server: TestServer, email = EMAIL): Promise<void> {
  const newest = async () =>
    (await server.database.db.select({ id: outbox.id }).from(outbox)).reduce((max, m) => Math.max(max, m.id), 0);
  const before = await newest();
  const res = await server.request({ method: 'POST', url: '/api/login/recovery', body: { email } });
  expect(res.statusCode).toBe(202);
  const queued = async () =>
    (await server.database.db.select({ id: outbox.id }).from(outbox).where(eq(outbox.recipient, email))).some(
      (m) => m.id > before,
    );
  expect(await eventually(queued, true)).toBe(true);
}

async function userId(server: TestServer, email = EMAIL): Promise<number> {
  const [row] = await server.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row.id;
}

describe('password-reset mail', () => {
  let server: TestServer | null = null;
  afterEach(async () => {
    await server?.close();
    server = null;
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))('on PostgreSQL stays in the outbox and never reaches the log', async () => {
    const started = await serverWithLog('postgres');
    server = started.server;
    await recover(server);
    const mails = await server.database.db.select().from(outbox).where(eq(outbox.recipient, EMAIL));
    expect(mails).toHaveLength(1);
    expect(mails[0].sentAt).toBeNull();
    const token = LINK.exec(mails[0].body)?.[1];
    expect(token).toBeTruthy();
    expect(started.log()).toContain('"statusCode":202');
    expect(started.log()).not.toContain(token!);
    expect(started.log()).not.toMatch(/reset-password/);
  });

  it('in the embedded demo mode with MAIL_OUTBOX=log prints the link, which works', async () => {
    const started = await serverWithLog('pglite', { MAIL_OUTBOX: 'log' });
    server = started.server;
    await recover(server);
    const token = LINK.exec(started.log())?.[1];
    expect(token).toBeTruthy();
    const [mail] = await server.database.db.select().from(outbox).where(eq(outbox.recipient, EMAIL));
    expect(mail.sentAt).not.toBeNull();
    const reset = await server.request({ method: 'POST', url: '/api/login/reset', body: { token, password: 'NuevaClave42' } });
    expect(reset.statusCode).toBe(204);
  });

  it('keeps the link out of the log in any mode with MAIL_OUTBOX=table', async () => {
    const started = await serverWithLog('pglite', { MAIL_OUTBOX: 'table' });
    server = started.server;
    await recover(server);
    expect(started.log()).not.toMatch(/reset-password/);
    const [mail] = await server.database.db.select().from(outbox).where(eq(outbox.recipient, EMAIL));
    expect(mail.body).toMatch(LINK);
  });

  it('deletes a used token at once, and expired tokens and week-old delivered mails on the next request', async () => {
    let now = new Date('2025-03-10T10:00:00Z');
    const started = await serverWithLog('pglite', { MAIL_OUTBOX: 'log' }, () => now);
    server = started.server;
    const db = server.database.db;
    const id = await userId(server);
    await recover(server);
    await recover(server);
    expect(await db.select().from(passwordResets).where(eq(passwordResets.userId, id))).toHaveLength(2);
    const token = [...started.log().matchAll(new RegExp(LINK, 'g'))].at(-1)![1];
    expect(
      (await server.request({ method: 'POST', url: '/api/login/reset', body: { token, password: 'NuevaClave42' } })).statusCode,
    ).toBe(204);
    // Both links of the account are gone, not merely marked.
    expect(await db.select().from(passwordResets).where(eq(passwordResets.userId, id))).toHaveLength(0);

    const other = 'maria.rodriguez@correo.es';
    await recover(server, other);
    now = new Date(now.getTime() + 2 * 3600 * 1000);
    await recover(server);
    // delivered mails stay a week, for the admin's delivery figures
    expect(await db.select().from(outbox)).toHaveLength(4);
    now = new Date(now.getTime() + 8 * 24 * 3600 * 1000);
    await recover(server);
    const resets = await db.select().from(passwordResets);
    expect(resets).toHaveLength(1);
    expect(resets[0].userId).toBe(id);
    // Only the mail just queued is left: every delivered one over a week old was swept.
    expect(await db.select().from(outbox)).toHaveLength(1);
  });
});
