/**
 * GET audit-events (issue 29 point 3): the administrator reads the audit trail, newest first, filtered by actor,
 * resource, action, record and UTC days, one page at a time with the total in X-Total-Count. The actor's name
 * comes along (a deleted user shows just the id); no answer carries a secret or the hash chain; others get a 403.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, CHEF_EMAIL, CUSTOMER_EMAIL, startTestServer, testDatabases, type TestServer } from './helper';

interface AuditEvent {
  id: number;
  at: string;
  actorId: number | null;
  actorRole: string | null;
  actor: { id: number; name: string; surname: string; email: string } | null;
  resource: string;
  recordId: string | null;
  action: string;
  changes: Record<string, { from: unknown; to: unknown }>;
  detail: Record<string, unknown> | null;
}

const SECRET = /comedor123|segura123|\$argon2|passwordHash|"password"|"hash"|prevHash|prev_hash|token/i;
const utcDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe.each(testDatabases())('GET audit-events (%s)', (kind) => {
  let s: TestServer;
  let admin: string;
  let adminId: number;
  let dishId: number;

  beforeAll(async () => {
    s = await startTestServer(kind);
    admin = await s.login(ADMIN_EMAIL);
    adminId = (await s.request({ method: 'GET', url: '/api/users/me', token: admin })).json<{ id: number }>().id;
    const created = await s.request({ method: 'POST', url: '/api/dishes', token: admin, body: { name: 'Pisto', cost: 5 } });
    expect(created.statusCode, created.body).toBe(201);
    dishId = created.json<{ id: number }>().id;
    const updated = await s.request({ method: 'PUT', url: `/api/dishes/${dishId}`, token: admin, body: { cost: 5.5 } });
    expect(updated.statusCode, updated.body).toBe(200);
  });
  afterAll(() => s.close());

  const list = async (query: string, token = admin) => {
    const res = await s.request({ method: 'GET', url: `/api/audit-events${query}`, token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toMatch(SECRET);
    return { rows: res.json<AuditEvent[]>(), headers: res.headers };
  };

  it("shows a change made through the API with its actor and the fields' before and after, newest first", async () => {
    const { rows } = await list(`?resource=dishes&recordId=${dishId}`);
    expect(rows.map((e) => e.action)).toEqual(['update', 'create']);
    expect(rows[0]).toMatchObject({
      actorId: adminId,
      actorRole: 'Administrador',
      actor: { id: adminId, email: ADMIN_EMAIL },
      resource: 'dishes',
      recordId: String(dishId),
    });
    expect(rows[0]!.changes.costCents).toEqual({ from: 500, to: 550 });
    expect(rows[1]!.changes.name).toEqual({ from: null, to: 'Pisto' });
    expect(Date.parse(rows[0]!.at)).toBeGreaterThanOrEqual(Date.parse(rows[1]!.at));
    expect(Object.keys(rows[0]!)).not.toContain('hash');
  });

  it('filters by actor, resource, action, record and UTC days', async () => {
    const updates = (await list('?resource=dishes&action=update')).rows;
    expect(updates.length).toBeGreaterThan(0);
    expect(updates.every((e) => e.resource === 'dishes' && e.action === 'update')).toBe(true);

    const mine = (await list(`?actorId=${adminId}`)).rows;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((e) => e.actorId === adminId)).toBe(true);

    const logins = (await list('?action=login')).rows;
    expect(logins.length).toBeGreaterThan(0);
    expect(logins.every((e) => e.action === 'login')).toBe(true);

    const today = (await list(`?recordId=${dishId}&resource=dishes&from=${utcDay(0)}&to=${utcDay(0)}`)).rows;
    expect(today).toHaveLength(2);
    expect((await list(`?recordId=${dishId}&resource=dishes&from=${utcDay(1)}`)).rows).toEqual([]);
    expect((await list(`?recordId=${dishId}&resource=dishes&to=${utcDay(-1)}`)).rows).toEqual([]);
    expect((await list('?resource=nothing_here')).rows).toEqual([]);

    const bad = await s.request({ method: 'GET', url: '/api/audit-events?from=ayer', token: admin });
    expect(bad.statusCode).toBe(400);
  });

  it('pages on the server with the total in X-Total-Count and sorts on request', async () => {
    const all = (await list('')).rows;
    expect(all.length).toBeGreaterThanOrEqual(3);
    const first = await list('?page=1&size=2');
    expect(first.rows).toHaveLength(2);
    expect(first.headers['x-total-count']).toBe(String(all.length));
    expect(String(first.headers['access-control-expose-headers'])).toMatch(/X-Total-Count/i);
    const second = await list('?page=2&size=2');
    expect(second.rows.map((e) => e.id)).toEqual(all.slice(2, 4).map((e) => e.id));
    const oldest = await list('?page=1&size=1&sort=at&order=ASC');
    expect(oldest.rows[0]!.id).toBe(Math.min(...all.map((e) => e.id)));
    const badSort = await s.request({ method: 'GET', url: '/api/audit-events?sort=hash', token: admin });
    expect(badSort.statusCode).toBe(400);
  });

  it('keeps the id of a deleted actor, without a name, and never shows a secret', async () => {
    const created = await s.request({
      method: 'POST',
      url: '/api/users',
      token: admin,
      body: {
        name: 'Lola',
        surname: 'Pasajera',
        email: 'lola.pasajera@correo.es',
        password: 'segura123',
        roleName: 'Administrador',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const lola = created.json<{ id: number }>().id;
    const token = await s.login('lola.pasajera@correo.es', 'segura123');
    const put = await s.request({ method: 'PUT', url: `/api/dishes/${dishId}`, token, body: { name: 'Pisto manchego' } });
    expect(put.statusCode, put.body).toBe(200);
    const gone = await s.request({ method: 'DELETE', url: `/api/users/id/${lola}`, token: admin });
    expect(gone.statusCode, gone.body).toBe(204);

    const { rows } = await list(`?actorId=${lola}`);
    const rename = rows.find((e) => e.resource === 'dishes');
    expect(rename).toMatchObject({ actorId: lola, actorRole: 'Administrador', actor: null });
    expect(rename!.changes.name).toEqual({ from: 'Pisto', to: 'Pisto manchego' });
    const history = (await list(`?resource=users&recordId=${lola}`)).rows;
    expect(history.map((e) => e.action)).toEqual(expect.arrayContaining(['create', 'delete']));
    // list() already checked that no answer holds a password, a hash or a token
  });

  it('answers 403 to the cook and the customer, 401 without a session', async () => {
    for (const email of [CHEF_EMAIL, CUSTOMER_EMAIL]) {
      const token = await s.login(email);
      const res = await s.request({ method: 'GET', url: '/api/audit-events', token });
      expect(res.statusCode).toBe(403);
    }
    expect((await s.request({ method: 'GET', url: '/api/audit-events' })).statusCode).toBe(401);
  });
});
