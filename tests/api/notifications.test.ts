/**
 * Issue 28, beyond push: the reminder before a day's cut-off (2 h before it, to customers who turned it on and
 * have no order for the day; by push, else by e-mail; none for a closed day; one per customer and date, even
 * with two processes), 'listo' by e-mail for a customer without push who asked for it (nothing when a device
 * takes push, nothing for a 'listo' recalled before it left), and the admin's delivery figures.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '../../model/entities';
import type { DeliveryFigures, NotificationPreferences } from '../../model/notifications';
import { cutoffReminders, outbox, users } from '../../server/db/schema';
import { expectApiError } from './fixtures';
import { startSecondProcess, startTestServer, testDatabases, type DbKind, type TestServer } from './helper';
import { startPushStandIn, type PushStandIn, type TestSubscription } from './push-stand-in';
import { demoSessions, dishWithStock, otherCustomer, type Session, type Sessions } from './sessions';
import { startSmtpStandIn, waitFor, type SmtpStandIn } from './smtp-stand-in';
import { book, cancel } from './week-fixtures';

/** Monday 10 March 2025, Madrid (UTC+1): Tuesday's orders close today at 16:00 (15:00Z), the default cut-off */
const BEFORE_WINDOW = new Date('2025-03-10T12:07:00Z'); // 13:07, the cut-off is 2 h 53 min away
const IN_WINDOW = new Date('2025-03-10T13:30:00Z'); // 14:30, 1 h 30 min before it
const AFTER_CUTOFF = new Date('2025-03-10T15:00:00Z'); // 16:00: too late to remind
const TOMORROW = '2025-03-11';

function notifyServer(kind: DbKind, clock: { now: Date }, env: NodeJS.ProcessEnv = {}) {
  return startTestServer(kind, {
    env: { OPENING_HOURS: '12:00-16:00', MAX_PENDING_ORDERS: '50', VAPID_SUBJECT: 'mailto:cocina@cantina.example', ...env },
    config: {
      now: () => clock.now,
      pushHttpEndpoints: true,
      pushPollMs: 3_600_000,
      pushRetryBaseMs: 1,
      mailPollMs: 50,
      mailRetryBaseMs: 100,
    },
  });
}

async function setPreferences(
  server: TestServer,
  who: Session,
  remindBeforeCutoff: boolean,
  readyByMail: boolean,
  language?: 'en',
) {
  const res = await server.request({
    method: 'PUT',
    url: '/api/notifications/preferences',
    token: who.token,
    body: { remindBeforeCutoff, readyByMail, ...(language ? { language } : {}) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<NotificationPreferences>();
}

async function subscribe(server: TestServer, who: Session, sub: TestSubscription) {
  const res = await server.request({ method: 'POST', url: '/api/push/subscriptions', token: who.token, body: sub.json });
  expect(res.statusCode, res.body).toBe(201);
}

async function emailOf(server: TestServer, who: Session): Promise<string> {
  const [row] = await server.database.db.select({ email: users.email }).from(users).where(eq(users.id, who.id));
  return row.email;
}

const mailsTo = (server: TestServer, email: string, kind: string) =>
  server.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, email), eq(outbox.kind, kind)));

describe.each(testDatabases())('Reminder before the cut-off on %s', (kind) => {
  const clock = { now: BEFORE_WINDOW };
  let server: TestServer;
  let push: PushStandIn;
  let s: Sessions;
  let dishId: number;

  beforeAll(async () => {
    push = await startPushStandIn();
    server = await notifyServer(kind, clock);
    s = await demoSessions(server);
    dishId = (await dishWithStock(server, 1000, 1280)).id;
  }, 300_000);
  afterAll(async () => {
    await server?.close();
    await push?.close();
  });
  beforeEach(() => {
    clock.now = BEFORE_WINDOW;
  });
  const remind = async () => {
    const queued = await server.app.cutoffReminders.wake();
    await server.app.pushDelivery.wake();
    return queued;
  };

  it('shows the preferences off by default, with the cut-off time and the lead time, and keeps what is saved', async () => {
    const customer = await otherCustomer(server, 9);
    const before = await server.request({ method: 'GET', url: '/api/notifications/preferences', token: customer.token });
    expect(before.json()).toEqual({
      remindBeforeCutoff: false,
      readyByMail: false,
      language: 'es',
      reminderLeadMinutes: 120,
      cutoffTime: '16:00',
    });
    expect(await setPreferences(server, customer, true, false, 'en')).toMatchObject({ remindBeforeCutoff: true, language: 'en' });
    const after = await server.request({ method: 'GET', url: '/api/notifications/preferences', token: customer.token });
    expect(after.json()).toMatchObject({ remindBeforeCutoff: true, readyByMail: false, language: 'en' });
    await setPreferences(server, customer, false, false);
    for (const caller of [s.chef, s.admin]) {
      const res = await server.request({ method: 'GET', url: '/api/notifications/preferences', token: caller.token });
      expect(res.statusCode).toBe(403);
    }
    expect((await server.request({ method: 'GET', url: '/api/notifications/preferences' })).statusCode).toBe(401);
  });

  it('reminds 2 h before the cut-off, by push if the customer has a device, else by e-mail, once', async () => {
    const withPush = await otherCustomer(server, 0);
    const byMail = await otherCustomer(server, 1);
    const notAsked = await otherCustomer(server, 2);
    const phone = push.subscription('reminder-phone');
    const notAskedPhone = push.subscription('not-asked');
    await subscribe(server, withPush, phone);
    await subscribe(server, notAsked, notAskedPhone);
    await setPreferences(server, withPush, true, false);
    await setPreferences(server, byMail, true, true);
    await setPreferences(server, notAsked, false, true);

    // not yet due: the cut-off is almost 3 h away
    expect(await remind()).toBe(0);
    expect(push.messages(phone)).toEqual([]);

    clock.now = IN_WINDOW;
    expect(await remind()).toBeGreaterThanOrEqual(2);
    expect(push.messages(phone)).toEqual([
      {
        title: '¿Pides para mañana?',
        body: 'Aún no has pedido para mañana; puedes hasta las 16:00.',
        tag: `reminder-${TOMORROW}`,
        url: '/crear_menu',
        kind: 'reminder',
        number: 20250311,
        date: TOMORROW,
      },
    ]);
    expect(await mailsTo(server, await emailOf(server, withPush), 'reminder')).toEqual([]); // push only
    const [mail] = await mailsTo(server, await emailOf(server, byMail), 'reminder');
    expect(mail).toMatchObject({ subject: 'Aún no has pedido para mañana' });
    expect(mail.body).toContain('Aún no has pedido para mañana; puedes hasta las 16:00.');
    expect(mail.body).toContain('\n/crear_menu\n');
    expect(push.messages(notAskedPhone)).toEqual([]);
    expect(await mailsTo(server, await emailOf(server, notAsked), 'reminder')).toEqual([]);

    // the next rounds find them reminded; after the cut-off nothing is due
    await remind();
    clock.now = AFTER_CUTOFF;
    expect(await remind()).toBe(0);
    expect(push.messages(phone)).toHaveLength(1);
    expect(await mailsTo(server, await emailOf(server, byMail), 'reminder')).toHaveLength(1);
  });

  it("reminds nobody who already ordered for the day (a cancelled order doesn't count), in their language", async () => {
    clock.now = new Date('2025-03-11T13:30:00Z'); // Tuesday, for Wednesday 12
    const ordered = await otherCustomer(server, 3);
    const cancelled = await otherCustomer(server, 4);
    const ordPhone = push.subscription('ordered');
    const cancelledPhone = push.subscription('cancelled');
    await subscribe(server, ordered, ordPhone);
    await subscribe(server, cancelled, cancelledPhone);
    await setPreferences(server, ordered, true, false);
    await setPreferences(server, cancelled, true, false, 'en');
    // the device's language is the push's: this one subscribed without one (Spanish)
    await book(server, '2025-03-12', dishId, 1, await emailOf(server, ordered));
    await cancel(server, await book(server, '2025-03-12', dishId, 1, await emailOf(server, cancelled)));

    await remind();
    expect(push.messages(ordPhone)).toEqual([]);
    expect(push.messages(cancelledPhone).map((m) => m.body)).toEqual(['Aún no has pedido para mañana; puedes hasta las 16:00.']);
  });

  it("queues 'listo' by e-mail in the finish's transaction, and a 'listo' recalled before it left sends nothing", async () => {
    // no SMTP_URL here: no worker takes the mail, so the recall always comes first
    const customer = await otherCustomer(server, 11);
    const email = await emailOf(server, customer);
    await setPreferences(server, customer, false, true);
    const placed = await server.request({
      method: 'POST',
      url: '/api/orders',
      token: customer.token,
      body: { pickupHour: '14:00', lines: [{ dishId, quantity: 1 }] },
    });
    const id = placed.json<Order>().id;
    const chef = (url: string) => server.request({ method: 'PUT', url, token: s.chef.token });
    expect((await chef(`/api/orders/${id}/finish`)).statusCode).toBe(200);
    expect(await mailsTo(server, email, 'ready')).toMatchObject([{ subject: `Tu pedido nº ${id} está listo`, subjectId: id }]);
    expect((await chef(`/api/orders/${id}/reopen`)).statusCode).toBe(200);
    expect(await mailsTo(server, email, 'ready')).toEqual([]);
    // the next 'listo' is the one the customer hears about
    await chef(`/api/orders/${id}/finish`);
    expect(await mailsTo(server, email, 'ready')).toHaveLength(1);
  });

  it('reminds nobody of a closed day', async () => {
    clock.now = new Date('2025-03-12T13:30:00Z'); // Wednesday, for Thursday 13, a holiday
    await server.database.db.execute(sql`insert into closed_days (date, reason) values ('2025-03-13', 'Festivo')`);
    const customer = await otherCustomer(server, 5);
    const phone = push.subscription('holiday');
    await subscribe(server, customer, phone);
    await setPreferences(server, customer, true, true);
    expect(await remind()).toBe(0);
    expect(push.messages(phone)).toEqual([]);
    const reminded = await server.database.db.select().from(cutoffReminders).where(eq(cutoffReminders.pickupDate, '2025-03-13'));
    expect(reminded).toEqual([]);
  });
});

describe.each(testDatabases())("'listo' by e-mail on %s", (kind) => {
  const clock = { now: BEFORE_WINDOW };
  let server: TestServer;
  let push: PushStandIn;
  let smtp: SmtpStandIn;
  let s: Sessions;
  let dishId: number;

  beforeAll(async () => {
    push = await startPushStandIn();
    smtp = await startSmtpStandIn();
    server = await notifyServer(kind, clock, {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Cantina Sol <pedidos@cantina.example>',
      RESTAURANT_NAME: 'Cantina Sol',
      PUBLIC_URL: 'https://comedor.example',
      VAPID_SUBJECT: 'mailto:cocina@cantina.example',
    });
    s = await demoSessions(server);
    dishId = (await dishWithStock(server, 1000, 1280)).id;
  }, 300_000);
  afterAll(async () => {
    await server?.close();
    await push?.close();
    await smtp?.close();
  });

  const put = (url: string) => server.request({ method: 'PUT', url, token: s.chef.token });
  async function placeOrder(who: Session): Promise<number> {
    const placed = await server.request({
      method: 'POST',
      url: '/api/orders',
      token: who.token,
      body: { pickupHour: '14:00', lines: [{ dishId, quantity: 1 }] },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    return placed.json<Order>().id;
  }
  const received = (email: string) => smtp.received.filter((m) => m.to.includes(email));

  it('e-mails a customer without push who asked for it: plain and HTML, with the restaurant and the order link', async () => {
    const customer = await otherCustomer(server, 6);
    const email = await emailOf(server, customer);
    await setPreferences(server, customer, false, true);
    const id = await placeOrder(customer);
    expect((await put(`/api/orders/${id}/finish`)).statusCode).toBe(200);
    expect(await waitFor(() => received(email).length > 0)).toBe(true);
    const [mail] = received(email);
    expect(mail.decoded).toContain(`Subject: Cantina Sol: Tu pedido nº ${id} está listo`);
    expect(mail.decoded).toContain('Content-Type: text/plain');
    expect(mail.decoded).toContain('Content-Type: text/html');
    expect(mail.decoded).toContain(`Tu pedido nº ${id} está listo. Ya puedes recogerlo en el mostrador.`);
    expect(mail.decoded).toContain(`https://comedor.example/pedidos?pedido=${id}`);
    expect(mail.decoded).toContain('— Cantina Sol');
    // a board replaying its 'listo' mails nobody twice
    await put(`/api/orders/${id}/finish`);
    await new Promise((r) => setTimeout(r, 300));
    expect(received(email)).toHaveLength(1);
  });

  it('sends push only to a customer with a device, and nothing to one who did not ask', async () => {
    const withPush = await otherCustomer(server, 7);
    const notAsked = await otherCustomer(server, 8);
    const phone = push.subscription('listo-mail-phone');
    await subscribe(server, withPush, phone);
    await setPreferences(server, withPush, false, true);
    const a = await placeOrder(withPush);
    const b = await placeOrder(notAsked);
    await put(`/api/orders/${a}/finish`);
    await put(`/api/orders/${b}/finish`);
    await server.app.pushDelivery.wake();
    expect(push.messages(phone).map((m) => m.number)).toEqual([a]);
    expect(await mailsTo(server, await emailOf(server, withPush), 'ready')).toEqual([]);
    expect(await mailsTo(server, await emailOf(server, notAsked), 'ready')).toEqual([]);
  });
});

describe.each(testDatabases())('delivery figures on %s', (kind) => {
  const clock = { now: BEFORE_WINDOW };
  let server: TestServer;
  let s: Sessions;
  beforeAll(async () => {
    server = await notifyServer(kind, clock);
    s = await demoSessions(server);
  }, 300_000);
  afterAll(async () => {
    await server?.close();
  });

  it('shows the admin push and e-mail sent, failed and pending over 7 days; nobody else', async () => {
    const db = server.database.db;
    await db.insert(outbox).values([
      { recipient: 'a@example.com', subject: 's', body: 'b', sentAt: new Date() },
      { recipient: 'b@example.com', subject: 's', body: 'b', failedAt: new Date() },
      { recipient: 'c@example.com', subject: 's', body: 'b' },
      {
        recipient: 'd@example.com',
        subject: 's',
        body: 'b',
        sentAt: new Date(),
        createdAt: new Date(Date.now() - 8 * 86_400_000),
      },
    ]);
    const res = await server.request({ method: 'GET', url: '/api/notifications/figures', token: s.admin.token });
    expect(res.statusCode, res.body).toBe(200);
    const figures = res.json<DeliveryFigures>();
    expect(figures.days).toBe(7);
    expect(figures.mail).toEqual({ sent: 1, failed: 1, pending: 1 });
    expect(figures.push).toEqual({ sent: 0, failed: 0, pending: 0 });
    for (const caller of [s.chef, s.customer]) {
      const refused = await server.request({ method: 'GET', url: '/api/notifications/figures', token: caller.token });
      expectApiError(refused, 403);
    }
    expect((await server.request({ method: 'GET', url: '/api/notifications/figures' })).statusCode).toBe(401);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('Reminders with two processes on PostgreSQL', () => {
  const clock = { now: IN_WINDOW };
  let server: TestServer;
  let push: PushStandIn;
  beforeAll(async () => {
    push = await startPushStandIn();
    server = await notifyServer('postgres', clock);
  }, 300_000);
  afterAll(async () => {
    await server?.close();
    await push?.close();
  });

  it('sends each customer one reminder when two processes look at the same time', async () => {
    const customers = await Promise.all([0, 1, 2, 3, 4].map((n) => otherCustomer(server, n)));
    const phones = customers.map((_, i) => push.subscription(`two-${i}`));
    for (const [i, c] of customers.entries()) {
      await subscribe(server, c, phones[i]);
      await setPreferences(server, c, true, i % 2 === 0);
    }
    const second = await startSecondProcess(server);
    try {
      await Promise.all([
        server.app.cutoffReminders.wake(),
        second.app.cutoffReminders.wake(),
        server.app.cutoffReminders.wake(),
        second.app.cutoffReminders.wake(),
      ]);
      const rows = await server.database.db.select().from(cutoffReminders).where(eq(cutoffReminders.pickupDate, TOMORROW));
      expect(rows.map((r) => r.userId).sort()).toEqual(customers.map((c) => c.id).sort());
      await Promise.all([server.app.pushDelivery.wake(), second.app.pushDelivery.wake()]);
    } finally {
      await second.close();
    }
    for (const phone of phones) expect(push.messages(phone).map((m) => m.kind)).toEqual(['reminder']);
  });
});
