/**
 * The audit trail (issue 29): every changing call writes one event (actor, fields before → after, never a
 * secret) in the transaction of its change; the OpenAPI document's changing operations all declare theirs; the
 * table refuses updates and deletes (save the retention's pruning); the hash chain finds tampering and does not
 * fork under parallel writers; failed logins, 403 and 429 are security events.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { asc, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_AUDITED, pruneAuditEvents } from '../../server/audit/audit-plugin';
import { appendAuditEvent } from '../../server/audit/record-audit';
import { verifyAuditChain } from '../../server/audit/verify';
import { auditEvents } from '../../server/db/schema';
import { ADMIN_EMAIL, CUSTOMER_EMAIL, DEMO_PASSWORD, startTestServer, testDatabases, type TestServer } from './helper';

type Event = typeof auditEvents.$inferSelect;
const SECRET = /comedor123|segura123|nueva-clave-9|\$argon2|passwordHash|"password"|token/i;

describe.each(testDatabases())('the audit trail (%s)', (kind) => {
  let s: TestServer;
  let admin: string;
  let customer: string;
  let adminId: number;

  beforeAll(async () => {
    s = await startTestServer(kind, { env: { LOGIN_LIMIT_ACCOUNT: '3' } });
    [admin, customer] = await Promise.all([s.login(ADMIN_EMAIL), s.login(CUSTOMER_EMAIL)]);
    adminId = (await s.request({ method: 'GET', url: '/api/users/me', token: admin })).json<{ id: number }>().id;
  });
  afterAll(() => s.close());

  const lastId = async () => {
    const [row] = await s.database.db.select({ max: sql<number>`coalesce(max(${auditEvents.id}), 0)::int` }).from(auditEvents);
    return row!.max;
  };
  const eventsSince = (id: number): Promise<Event[]> =>
    s.database.db.select().from(auditEvents).where(gt(auditEvents.id, id)).orderBy(asc(auditEvents.id));

  /** Runs a call and returns its answer and the events it wrote. */
  async function audited(opts: Parameters<TestServer['request']>[0]) {
    const before = await lastId();
    const res = await s.request(opts);
    return { res, events: await eventsSince(before) };
  }

  it('writes exactly one event per changing call, with actor, request id, address and the fields before and after', async () => {
    const created = await audited({ method: 'POST', url: '/api/dishes', token: admin, body: { name: 'Lentejas', cost: 6.5 } });
    expect(created.res.statusCode, created.res.body).toBe(201);
    const dishId = created.res.json<{ id: number }>().id;
    expect(created.events).toHaveLength(1);
    expect(created.events[0]).toMatchObject({
      actorId: adminId,
      actorRole: 'Administrador',
      requestId: created.res.headers['x-request-id'],
      clientIp: '127.0.0.1',
      resource: 'dishes',
      recordId: String(dishId),
      action: 'create',
    });
    expect(created.events[0]!.changes.name).toEqual({ from: null, to: 'Lentejas' });

    const updated = await audited({
      method: 'PUT',
      url: `/api/dishes/${dishId}`,
      token: admin,
      body: { name: 'Lentejas estofadas' },
    });
    expect(updated.res.statusCode, updated.res.body).toBe(200);
    expect(updated.events).toHaveLength(1);
    expect(updated.events[0]).toMatchObject({ resource: 'dishes', recordId: String(dishId), action: 'update' });
    expect(updated.events[0]!.changes.name).toEqual({ from: 'Lentejas', to: 'Lentejas estofadas' });

    // A refused call changes nothing and writes no event of data.
    const refused = await audited({ method: 'PUT', url: '/api/dishes/999999', token: admin, body: { name: 'X' } });
    expect(refused.res.statusCode).toBe(404);
    expect(refused.events).toEqual([]);

    const withdrawn = await audited({ method: 'DELETE', url: `/api/dishes/id/${dishId}`, token: admin });
    expect(withdrawn.res.statusCode).toBe(204);
    expect(withdrawn.events).toHaveLength(1);
    expect(withdrawn.events[0]).toMatchObject({ resource: 'dishes', recordId: String(dishId), action: 'delete' });
  });

  it('never stores a password, its hash or a token, records role and password changes, and keeps a deleted user’s history', async () => {
    const created = await audited({
      method: 'POST',
      url: '/api/users',
      token: admin,
      body: { name: 'Marta', surname: 'Auditada', email: 'marta.auditada@correo.es', password: 'segura123', roleName: 'Usuario' },
    });
    expect(created.res.statusCode, created.res.body).toBe(201);
    const user = created.res.json<{ id: number }>();
    expect(created.events).toHaveLength(1);
    expect(created.events[0]!.changes.email).toEqual({ from: null, to: 'marta.auditada@correo.es' });
    expect(JSON.stringify(created.events)).not.toMatch(SECRET);

    const promoted = await audited({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      token: admin,
      body: { name: 'Marta', surname: 'Auditada', email: 'marta.auditada@correo.es', roleName: 'Encargado' },
    });
    expect(promoted.res.statusCode, promoted.res.body).toBe(200);
    expect(promoted.events).toHaveLength(1);
    expect(promoted.events[0]).toMatchObject({ resource: 'users', recordId: String(user.id), action: 'role_change' });
    expect(promoted.events[0]!.changes.roleId).toBeDefined();

    const token = await s.login('marta.auditada@correo.es', 'segura123');
    const changed = await audited({
      method: 'PUT',
      url: `/api/users/${user.id}/password`,
      token,
      body: { oldPassword: 'segura123', newPassword: 'nueva-clave-9' },
    });
    expect(changed.res.statusCode, changed.res.body).toBe(200);
    expect(changed.events).toHaveLength(1);
    expect(changed.events[0]).toMatchObject({
      actorId: user.id,
      resource: 'users',
      recordId: String(user.id),
      action: 'password_change',
    });
    expect(JSON.stringify(changed.events)).not.toMatch(SECRET);

    const deleted = await audited({ method: 'DELETE', url: `/api/users/id/${user.id}`, token: admin });
    expect(deleted.res.statusCode, deleted.res.body).toBe(204);
    expect(deleted.events).toHaveLength(1);
    const history = await s.database.db
      .select()
      .from(auditEvents)
      .where(sql`${auditEvents.resource} = 'users' and ${auditEvents.recordId} = ${String(user.id)}`);
    expect(history.map((e) => e.action)).toEqual(expect.arrayContaining(['create', 'role_change', 'password_change', 'delete']));
    expect(JSON.stringify(history)).not.toMatch(SECRET);
  });

  it('records logins, failed logins with the reason, a 403 and a 429 as security events', async () => {
    const ok = await audited({ method: 'POST', url: '/api/login', body: { userName: CUSTOMER_EMAIL, password: DEMO_PASSWORD } });
    expect(ok.res.statusCode).toBe(200);
    expect(ok.events).toHaveLength(1);
    expect(ok.events[0]).toMatchObject({ action: 'login', actorRole: 'Usuario', resource: 'users' });
    expect(JSON.stringify(ok.events)).not.toMatch(SECRET);

    const failed = await audited({
      method: 'POST',
      url: '/api/login',
      body: { userName: 'Nadie@Correo.es', password: 'mala-clave' },
    });
    expect(failed.res.statusCode).toBe(401);
    expect(failed.events).toHaveLength(1);
    expect(failed.events[0]).toMatchObject({ action: 'login_failed', actorId: null, resource: 'security' });
    expect(failed.events[0]!.detail).toMatchObject({ reason: 'wrong_credentials', status: 401, email: 'nadie@correo.es' });
    expect(JSON.stringify(failed.events)).not.toContain('mala-clave');

    const forbidden = await audited({ method: 'POST', url: '/api/dishes', token: customer, body: { name: 'Intruso' } });
    expect(forbidden.res.statusCode).toBe(403);
    expect(forbidden.events).toHaveLength(1);
    expect(forbidden.events[0]).toMatchObject({ action: 'forbidden', actorRole: 'Usuario', resource: 'security' });
    expect(forbidden.events[0]!.detail).toMatchObject({ status: 403, method: 'POST', route: '/api/dishes' });

    const badToken = await audited({ method: 'GET', url: '/api/users/me', headers: { authorization: 'Bearer falso' } });
    expect(badToken.res.statusCode).toBe(401);
    expect(badToken.events[0]).toMatchObject({ action: 'token_refused', resource: 'security' });

    let limited = null as Awaited<ReturnType<typeof audited>> | null;
    for (let i = 0; i < 5 && limited?.res.statusCode !== 429; i++) {
      limited = await audited({
        method: 'POST',
        url: '/api/login',
        body: { userName: 'limite@correo.es', password: 'mala-clave' },
      });
    }
    expect(limited!.res.statusCode).toBe(429);
    expect(limited!.events).toHaveLength(1);
    expect(limited!.events[0]).toMatchObject({ action: 'rate_limited', resource: 'security' });
    expect(limited!.events[0]!.detail).toMatchObject({ status: 429, route: '/api/login' });
  });

  it('declares an audit event on every changing operation of the OpenAPI document', async () => {
    const doc = (await s.request({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const changing: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const method of Object.keys(ops)) {
        if (!['post', 'put', 'patch', 'delete'].includes(method)) continue;
        changing.push(`${method.toUpperCase()} ${path.replace(/\{([A-Za-z_]+)\}/g, ':$1')}`);
      }
    }
    expect(changing.length).toBeGreaterThan(40);
    const undeclared = changing.filter((call) => !s.app.auditedRoutes.get(call) && !NOT_AUDITED[call]);
    expect(undeclared).toEqual([]);
    // The documented exemptions (server/audit/audit-plugin.ts NOT_AUDITED): exactly these, each a real operation
    // of the document that declares no event, each with its reason.
    expect(Object.keys(NOT_AUDITED).sort()).toEqual(['POST /api/events/ticket', 'POST /api/session/refresh']);
    for (const [call, reason] of Object.entries(NOT_AUDITED)) {
      expect(changing).toContain(call);
      expect(s.app.auditedRoutes.get(call)).toBeUndefined();
      expect(reason.length).toBeGreaterThan(20);
    }
    // and the server registers no changing route the document leaves out
    expect([...s.app.auditedRoutes.keys()].filter((k) => k.includes('/api/') && !changing.includes(k))).toEqual([]);
  });

  it('writes no event for a live-stream ticket or a remembered device’s new session (per tab, not a change of data)', async () => {
    const ticket = await audited({ method: 'POST', url: '/api/events/ticket', token: customer });
    expect(ticket.res.statusCode, ticket.res.body).toBe(200);
    expect(ticket.events).toEqual([]);
    const login = await s.request({
      method: 'POST',
      url: '/api/login',
      body: { userName: CUSTOMER_EMAIL, password: DEMO_PASSWORD, remember: true },
    });
    expect(login.statusCode, login.body).toBe(200);
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    const refreshed = await audited({ method: 'POST', url: '/api/session/refresh', headers: { cookie } });
    expect(refreshed.res.statusCode, refreshed.res.body).toBe(200);
    expect(refreshed.events).toEqual([]);
    // a change of data by the same customer still writes its one event
    const changed = await audited({ method: 'DELETE', url: '/api/session/device', headers: { cookie } });
    expect(changed.res.statusCode, changed.res.body).toBe(204);
    expect(changed.events).toHaveLength(1);
  });

  it('refuses to update or delete an event, even in SQL', async () => {
    const [first] = await s.database.db.select().from(auditEvents).orderBy(asc(auditEvents.id)).limit(1);
    await expect(s.database.db.execute(sql`update audit_events set action = 'nada' where id = ${first!.id}`)).rejects.toThrow();
    await expect(s.database.db.execute(sql`delete from audit_events where id = ${first!.id}`)).rejects.toThrow();
    const [still] = await s.database.db
      .select()
      .from(auditEvents)
      .where(sql`${auditEvents.id} = ${first!.id}`);
    expect(still!.action).toBe(first!.action);
  });

  it('keeps one chain under parallel writers', async () => {
    const dishes = (await s.request({ method: 'GET', url: '/api/dishes', token: admin })).json<{ id: number }[]>().slice(0, 4);
    const before = await lastId();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        s.request({
          method: 'PUT',
          url: `/api/dishes/${dishes[i % dishes.length]!.id}`,
          token: admin,
          body: { description: `Versión ${i}` },
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
    const written = await eventsSince(before);
    expect(written).toHaveLength(12);
    expect(new Set(written.map((e) => e.prevHash)).size).toBe(12);
    expect(await verifyAuditChain(s.database.db)).toMatchObject({ ok: true });
  });

  it('prunes only through the retention, which deletes just the events older than it', async () => {
    const old = new Date(Date.now() - 400 * 24 * 3600 * 1000);
    await s.database.db.transaction((tx) =>
      appendAuditEvent(tx, {
        at: old,
        actorId: null,
        actorRole: null,
        requestId: null,
        clientIp: null,
        resource: 'dishes',
        recordId: '1',
        action: 'update',
        changes: {},
      }),
    );
    const count = async () => (await s.database.db.select({ id: auditEvents.id }).from(auditEvents)).length;
    const total = await count();
    expect(await pruneAuditEvents(s.database.db, 365)).toBe(1);
    expect(await count()).toBe(total - 1);
    await expect(s.database.db.execute(sql`delete from audit_events`)).rejects.toThrow();
  });

  it('finds an altered event (audit:verify exits 1 naming it)', async () => {
    expect(await verifyAuditChain(s.database.db)).toMatchObject({ ok: true });
    const [victim] = await s.database.db
      .select()
      .from(auditEvents)
      .where(sql`${auditEvents.resource} = 'dishes'`)
      .orderBy(asc(auditEvents.id))
      .limit(1);
    // Only a superuser who switches the trigger off can alter a row; the chain still tells.
    await s.database.db.transaction(async (tx) => {
      await tx.execute(sql`alter table audit_events disable trigger audit_events_append_only`);
      await tx.execute(sql`update audit_events set changes = '{"cost":{"from":1,"to":0}}'::jsonb where id = ${victim!.id}`);
      await tx.execute(sql`alter table audit_events enable trigger audit_events_append_only`);
    });
    expect(await verifyAuditChain(s.database.db)).toMatchObject({ ok: false, brokenId: victim!.id, reason: 'hash' });
    if (kind === 'postgres') {
      const run = promisify(execFile);
      const result = await run('npx', ['tsx', 'server/audit/verify-cli.ts'], {
        env: { ...process.env, DATABASE_URL: s.config.databaseUrl! },
      }).then(
        () => ({ code: 0, stderr: '' }),
        (err: { code: number; stderr: string }) => err,
      );
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`evento ${victim!.id}`);
    }
  });
});

describe('AUDIT_TRAIL=off (for measuring the trail’s cost only)', () => {
  it('writes no event, neither of data nor of security, and says so loudly at start', async () => {
    const lines: string[] = [];
    const logger = {
      level: 'warn',
      stream: { write: (line: string) => lines.push(line) },
    };
    const s = await startTestServer('pglite', { env: { AUDIT_TRAIL: 'off' }, logger });
    try {
      const count = async () => (await s.database.db.select({ id: auditEvents.id }).from(auditEvents)).length;
      const before = await count();
      const admin = await s.login(ADMIN_EMAIL);
      const customer = await s.login(CUSTOMER_EMAIL);
      const dishes = (await s.request({ method: 'GET', url: '/api/dishes', token: admin })).json<{ id: number }[]>();
      const put = await s.request({
        method: 'PUT',
        url: `/api/dishes/${dishes[0]!.id}`,
        token: admin,
        body: { description: 'Sin rastro' },
      });
      expect(put.statusCode, put.body).toBe(200);
      const forbidden = await s.request({ method: 'POST', url: '/api/dishes', token: customer, body: { name: 'Intruso' } });
      expect(forbidden.statusCode).toBe(403);
      expect(await count()).toBe(before);
      expect(lines.join('\n')).toMatch(/ATENCIÓN: AUDIT_TRAIL=off.*NO registra/);
      // and every changing route still declares its event: switching the trail back on loses none
      expect(s.app.auditedRoutes.get('PUT /api/dishes/:id')).toMatchObject({ resource: 'dishes' });
    } finally {
      await s.close();
    }
  });

  it('refuses any other value than on or off', async () => {
    await expect(startTestServer('pglite', { env: { AUDIT_TRAIL: 'no' } })).rejects.toThrow(/AUDIT_TRAIL debe ser on u off/);
  });
});
