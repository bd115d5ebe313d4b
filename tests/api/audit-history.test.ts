/**
 * Each record's Historial (issue 29 point 3): a reward, an order, a station and a day menu each find their own
 * changes by record id (GET audit-events?resource=…&recordId=…), with the actor and the fields from → to. A day
 * menu's id is its date, and the Encargado who plans it reads its history (and nothing else of the trail).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../model/calendar';
import { ADMIN_EMAIL, CHEF_EMAIL, CUSTOMER_EMAIL, startTestServer, testDatabases, type TestServer } from './helper';
import { dishWithStock } from './sessions';

interface AuditEvent {
  actorRole: string | null;
  actor: { email: string } | null;
  resource: string;
  recordId: string | null;
  action: string;
  changes: Record<string, { from: unknown; to: unknown }>;
  detail: Record<string, unknown> | null;
}

const NOW = new Date('2025-03-10T12:07:00Z');
const TODAY = '2025-03-10';

describe.each(testDatabases())('each record’s Historial (%s)', (kind) => {
  let s: TestServer;
  let admin: string;
  let chef: string;
  let customer: string;

  beforeAll(async () => {
    s = await startTestServer(kind, { env: { OPENING_HOURS: '12:00-16:00' }, config: { now: () => NOW } });
    [admin, chef, customer] = await Promise.all([s.login(ADMIN_EMAIL), s.login(CHEF_EMAIL), s.login(CUSTOMER_EMAIL)]);
  });
  afterAll(() => s.close());

  const history = async (resource: string, recordId: string | number, token = admin) => {
    const res = await s.request({
      method: 'GET',
      url: `/api/audit-events?resource=${resource}&recordId=${encodeURIComponent(String(recordId))}`,
      token,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AuditEvent[]>();
  };
  const ok = async (opts: Parameters<TestServer['request']>[0], status = 200) => {
    const res = await s.request(opts);
    expect(res.statusCode, res.body).toBe(status);
    return res.json<{ id: number }>();
  };

  it("a reward's history: created, then its points and repeatability changed", async () => {
    const reward = await ok(
      { method: 'POST', url: '/api/rewards', token: admin, body: { name: 'Café con historia', cost: 100 } },
      201,
    );
    await ok({
      method: 'PUT',
      url: `/api/rewards/${reward.id}`,
      token: admin,
      body: { name: 'Café con historia', cost: 150, repeatable: true },
    });
    const events = await history('rewards', reward.id);
    expect(events.map((e) => e.action)).toEqual(['update', 'create']);
    expect(events[0]).toMatchObject({ actorRole: 'Administrador', actor: { email: ADMIN_EMAIL }, recordId: String(reward.id) });
    expect(events[0]!.changes).toEqual({ cost: { from: 100, to: 150 }, repeatable: { from: false, to: true } });
  });

  it("an order's history: placed by its customer, finished by the kitchen (status and time)", async () => {
    const dish = await dishWithStock(s, 50, 725);
    const order = await ok(
      {
        method: 'POST',
        url: '/api/orders',
        token: customer,
        body: { pickupHour: '15:00', lines: [{ dishId: dish.id, quantity: 1 }] },
      },
      201,
    );
    await ok({ method: 'PUT', url: `/api/orders/${order.id}/finish`, token: chef });
    const events = await history('orders', order.id);
    expect(events.map((e) => [e.action, e.actorRole])).toEqual([
      ['finish', 'Encargado'],
      ['create', 'Usuario'],
    ]);
    expect(events[1]!.changes).toMatchObject({
      status: { from: null, to: 'pending' },
      totalCents: { from: null, to: 725 },
      lines: { from: null, to: `1 × ${dish.name}` },
    });
    expect(events[0]!.changes.status).toEqual({ from: 'pending', to: 'finished' });
    expect(events[0]!.changes.finishedAt).toMatchObject({ from: null, to: expect.any(String) });
  });

  it("a station's history includes the categories it prepares", async () => {
    const station = await ok(
      { method: 'POST', url: '/api/stations', token: admin, body: { name: 'Plancha histórica', categoryIds: [] } },
      201,
    );
    // A category belongs to one station: the new one takes it from a demo station.
    const stations = (await s.request({ method: 'GET', url: '/api/stations', token: admin })).json<
      { id: number; name: string; categoryIds: number[] }[]
    >();
    const giver = stations.find((st) => st.categoryIds.length > 0)!;
    const [moved, ...kept] = giver.categoryIds;
    await ok({ method: 'PUT', url: `/api/stations/${giver.id}`, token: admin, body: { name: giver.name, categoryIds: kept } });
    await ok({
      method: 'PUT',
      url: `/api/stations/${station.id}`,
      token: admin,
      body: { name: 'Plancha', categoryIds: [moved] },
    });
    const events = await history('stations', station.id);
    expect(events.map((e) => e.action)).toEqual(['update', 'create']);
    expect(events[0]!.changes).toEqual({
      name: { from: 'Plancha histórica', to: 'Plancha' },
      categoryIds: { from: [], to: [moved] },
    });
    expect((await history('stations', giver.id))[0]!.changes).toEqual({
      categoryIds: { from: giver.categoryIds, to: kept },
    });
  });

  it("a day menu's history by its date: planned by the Encargado, copied onto another date", async () => {
    const date = addDays(TODAY, 2);
    const target = addDays(TODAY, 3);
    const dish = await dishWithStock(s, 30);
    await ok({
      method: 'PUT',
      url: `/api/day-menus/${date}`,
      token: chef,
      body: { dishes: [{ dishId: dish.id, portions: 20 }] },
    });
    await ok({
      method: 'PUT',
      url: `/api/day-menus/${date}`,
      token: chef,
      body: { dishes: [{ dishId: dish.id, portions: 25 }] },
    });
    const events = await history('day_menus', date, chef);
    expect(events.map((e) => [e.action, e.actorRole, e.recordId])).toEqual([
      ['update', 'Encargado', date],
      ['update', 'Encargado', date],
    ]);
    expect(events[0]!.changes[`dish${dish.id}`]).toEqual({
      from: { name: dish.name, portions: 20 },
      to: { name: dish.name, portions: 25 },
    });
    expect(events[1]!.changes.planned).toEqual({ from: null, to: true });

    await ok({ method: 'POST', url: '/api/day-menus/copy', token: admin, body: { from: date, to: target, span: 'day' } });
    const copied = await history('day_menus', target);
    expect(copied).toHaveLength(1);
    expect(copied[0]).toMatchObject({ action: 'copy', actorRole: 'Administrador', recordId: target, detail: { from: date } });
    expect(copied[0]!.changes[`dish${dish.id}`]).toEqual({ from: null, to: { name: dish.name, portions: 25 } });
    // The source date did not change: the copy wrote nothing in its history.
    expect(await history('day_menus', date)).toHaveLength(2);
  });

  it('lets the Encargado read a day menu’s history only, and nobody else below the administrator', async () => {
    for (const query of ['', '?resource=dishes', '?resource=orders&recordId=1', '?recordId=2025-03-12']) {
      const res = await s.request({ method: 'GET', url: `/api/audit-events${query}`, token: chef });
      expect(res.statusCode, `${query}: ${res.body}`).toBe(403);
    }
    const res = await s.request({ method: 'GET', url: '/api/audit-events?resource=day_menus', token: customer });
    expect(res.statusCode).toBe(403);
  });
});
