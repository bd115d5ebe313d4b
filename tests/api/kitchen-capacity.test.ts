import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dishes } from '../../server/db/schema';
import { expectApiError } from './fixtures';
import { startSecondProcess, startTestServer, testDatabases, type TestServer } from './helper';
import { demoSessions, otherCustomer, type Session, type Sessions } from './sessions';

// 13:07 in Madrid (UTC+1 in March): the first slot offered is 13:15.
const START = new Date('2025-03-10T12:07:00Z');

describe.each(testDatabases())('kitchen capacity on %s', (kind) => {
  let server: TestServer;
  let s: Sessions;
  let customers: Session[];
  let clock = START;
  let dishOf: (prepMinutes: number) => Promise<number>;

  beforeAll(async () => {
    server = await startTestServer(kind, {
      env: { OPENING_HOURS: '12:00-16:00', SLOT_MINUTES: '15', KITCHEN_COOKS: '1', MAX_PENDING_ORDERS: '100' },
      config: { now: () => clock },
    });
    s = await demoSessions(server);
    customers = [s.customer, ...(await Promise.all([0, 1, 2, 3].map((n) => otherCustomer(server, n))))];
    dishOf = async (prepMinutes) => {
      const [row] = await server.database.db
        .insert(dishes)
        .values({
          name: `Plato de ${prepMinutes} min ${Math.random().toString(36).slice(2, 7)}`,
          dailyPortions: 1000,
          costCents: 500,
          categoryId: 2,
          prepMinutes,
        })
        .returning({ id: dishes.id });
      return row.id;
    };
  });
  beforeEach(() => {
    clock = START;
  });
  afterAll(async () => server?.close());

  const order = (token: string, pickupHour: string, lines: { dishId: number; quantity: number }[], app = server.app) =>
    app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { authorization: `Bearer ${token}` },
      payload: { pickupHour, lines },
    });
  const hours = async (query = '') => {
    const res = await server.request({ method: 'GET', url: `/api/hours${query}`, token: s.customer.token });
    expect(res.statusCode).toBe(200);
    return res.json<{ hour: string; remainingMinutes: number }[]>();
  };

  it('accepts exactly the capacity of 20 simultaneous orders for one slot and names the next hour to the rest', async () => {
    const dish = await dishOf(15);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        order(customers[i % customers.length].token, '13:30', [{ dishId: dish, quantity: 1 }]),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const refused = results.filter((r) => r.statusCode !== 201);
    expect(refused).toHaveLength(19);
    for (const r of refused) {
      expectApiError(r, 409, 'pickupHour');
      expect(r.json()).toMatchObject({
        nextHour: '13:45',
        code: 'order_slot_full',
        params: { hour: '13:30', nextHour: '13:45' },
      });
      expect(r.json().message).toMatch(/13:45/);
    }
  });

  it('drops a full slot from GET hours and offers only the slots that can take ?load=', async () => {
    const ten = await dishOf(10);
    expect((await hours()).map((h) => h.hour)).toContain('14:00');
    expect((await order(s.customer.token, '14:00', [{ dishId: ten, quantity: 1 }])).statusCode).toBe(201);
    const now = await hours();
    expect(now.find((h) => h.hour === '14:00')).toEqual({ hour: '14:00', remainingMinutes: 5 });
    expect((await hours('?load=5')).map((h) => h.hour)).toContain('14:00');
    expect((await hours('?load=6')).map((h) => h.hour)).not.toContain('14:00');
    expect((await hours('?load=6')).map((h) => h.hour)).toContain('14:15');
    const five = await dishOf(5);
    expect((await order(s.customer.token, '14:00', [{ dishId: five, quantity: 1 }])).statusCode).toBe(201);
    expect((await hours()).map((h) => h.hour)).not.toContain('14:00');
    expect((await hours()).map((h) => h.hour)).toContain('14:15');
  });

  it('offers a full slot again when the kitchen adds a cook', async () => {
    const fifteen = await dishOf(15);
    expect((await order(s.customer.token, '14:30', [{ dishId: fifteen, quantity: 1 }])).statusCode).toBe(201);
    expect((await hours()).map((h) => h.hour)).not.toContain('14:30');
    const more = await server.request({ method: 'PUT', url: '/api/kitchen/settings', token: s.chef.token, body: { cooks: 2 } });
    expect(more.statusCode).toBe(200);
    expect(more.json()).toMatchObject({ cooks: 2, slotMinutes: 15, slotCapacity: 30, pausedUntil: null });
    expect((await hours()).find((h) => h.hour === '14:30')).toEqual({ hour: '14:30', remainingMinutes: 15 });
    const back = await server.request({ method: 'PUT', url: '/api/kitchen/settings', token: s.admin.token, body: { cooks: 1 } });
    expect(back.json()).toMatchObject({ cooks: 1, slotCapacity: 15 });
  });

  it('refuses an order that needs more than a whole slot, naming the limit', async () => {
    const fifteen = await dishOf(15);
    const res = await order(s.customer.token, '15:00', [{ dishId: fifteen, quantity: 2 }]);
    expectApiError(res, 409, 'lines');
    expect(res.json().message).toMatch(/30 min.*15 min/);
    expect((await hours()).map((h) => h.hour)).toContain('15:00');
  });

  it('keeps the room of an order whose customer is deleted: the order stays for the kitchen and the history', async () => {
    const fifteen = await dishOf(15);
    const leaving = await otherCustomer(server, 5);
    const placed = await order(leaving.token, '13:15', [{ dishId: fifteen, quantity: 1 }]);
    expect(placed.statusCode).toBe(201);
    expectApiError(await order(s.customer.token, '13:15', [{ dishId: fifteen, quantity: 1 }]), 409, 'pickupHour');
    const gone = await server.request({ method: 'DELETE', url: `/api/users/id/${leaving.id}`, token: s.admin.token });
    expect(gone.statusCode).toBe(204);
    const kept = await server.request({ method: 'GET', url: `/api/orders/${placed.json().id}`, token: s.admin.token });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().customer).toBeNull();
    expectApiError(await order(s.customer.token, '13:15', [{ dishId: fifteen, quantity: 1 }]), 409, 'pickupHour');
  });

  it('pauses ordering, refuses orders with the resume time, and resumes by itself when the time is up', async () => {
    const dish = await dishOf(1);
    const paused = await server.request({ method: 'PUT', url: '/api/kitchen/pause', token: s.chef.token, body: { minutes: 10 } });
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toMatchObject({ paused: true, pausedUntil: '2025-03-10T12:17:00.000Z' });
    const seen = await server.request({ method: 'GET', url: '/api/kitchen/status', token: s.customer.token });
    expect(seen.json()).toMatchObject({ paused: true, pausedUntil: '2025-03-10T12:17:00.000Z', cooks: 1, slotMinutes: 15 });
    expect(await hours()).toEqual([]);
    const refused = await order(s.customer.token, '15:15', [{ dishId: dish, quantity: 1 }]);
    expectApiError(refused, 409, 'pickupHour');
    expect(refused.json().message).toBe('La cocina no acepta pedidos ahora mismo; vuelve a las 13:17.');
    expect(refused.json()).toMatchObject({
      pausedUntil: '2025-03-10T12:17:00.000Z',
      resumesAt: '13:17',
      code: 'kitchen_paused',
      params: { resumesAt: '13:17' },
    });

    clock = new Date('2025-03-10T12:17:00Z');
    const status = await server.request({ method: 'GET', url: '/api/kitchen/status', token: s.customer.token });
    expect(status.json()).toMatchObject({ paused: false, pausedUntil: null });
    expect((await hours()).length).toBeGreaterThan(0);
    expect((await order(s.customer.token, '15:15', [{ dishId: dish, quantity: 1 }])).statusCode).toBe(201);
  });

  it('resumes at once when the kitchen presses Reanudar', async () => {
    const dish = await dishOf(1);
    expect(
      (await server.request({ method: 'PUT', url: '/api/kitchen/pause', token: s.admin.token, body: { minutes: 180 } }))
        .statusCode,
    ).toBe(200);
    expect(await hours()).toEqual([]);
    const resumed = await server.request({ method: 'DELETE', url: '/api/kitchen/pause', token: s.chef.token });
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({ paused: false, pausedUntil: null });
    expect((await hours()).length).toBeGreaterThan(0);
    expect((await order(s.customer.token, '15:30', [{ dishId: dish, quantity: 1 }])).statusCode).toBe(201);
  });

  it('refuses bad settings, pauses and preparation times with a 400 naming the field, and changes nothing', async () => {
    const bad: [string, string, unknown, string][] = [
      ['PUT', '/api/kitchen/settings', { cooks: 0 }, 'cooks'],
      ['PUT', '/api/kitchen/settings', { cooks: 51 }, 'cooks'],
      ['PUT', '/api/kitchen/settings', { cooks: 2.5 }, 'cooks'],
      ['PUT', '/api/kitchen/settings', {}, 'cooks'],
      ['PUT', '/api/kitchen/pause', { minutes: 0 }, 'minutes'],
      ['PUT', '/api/kitchen/pause', { minutes: 181 }, 'minutes'],
      ['PUT', '/api/kitchen/pause', { minutes: '10' }, 'minutes'],
    ];
    for (const [method, url, body, field] of bad) {
      const res = await server.request({ method: method as 'PUT', url, token: s.chef.token, body });
      expectApiError(res, 400, field);
    }
    const status = await server.request({ method: 'GET', url: '/api/kitchen/status', token: s.chef.token });
    expect(status.json()).toMatchObject({ cooks: 1, paused: false });
    const dish = await dishOf(4);
    expectApiError(
      await server.request({
        method: 'PUT',
        url: `/api/dishes/${dish}/availability`,
        token: s.chef.token,
        body: { prepMinutes: -1 },
      }),
      400,
      'prepMinutes',
    );
    expectApiError(
      await server.request({ method: 'PUT', url: `/api/dishes/${dish}`, token: s.admin.token, body: { prepMinutes: 241 } }),
      400,
      'prepMinutes',
    );
    expectApiError(await server.request({ method: 'GET', url: '/api/hours?load=-1', token: s.customer.token }), 400, 'load');
    const after = await server.request({ method: 'GET', url: `/api/dishes/${dish}`, token: s.chef.token });
    expect(after.json().prepMinutes).toBe(4);
  });

  it('lets only the kitchen and admins change settings or pause; anyone logged in reads the status', async () => {
    for (const [method, url, body] of [
      ['PUT', '/api/kitchen/settings', { cooks: 3 }],
      ['PUT', '/api/kitchen/pause', { minutes: 10 }],
      ['DELETE', '/api/kitchen/pause', undefined],
    ] as const) {
      expectApiError(await server.request({ method, url, token: s.customer.token, body }), 403);
      expectApiError(await server.request({ method, url, body }), 401);
    }
    expect((await server.request({ method: 'GET', url: '/api/kitchen/status', token: s.customer.token })).statusCode).toBe(200);
    expectApiError(await server.request({ method: 'GET', url: '/api/kitchen/status' }), 401);
    const status = await server.request({ method: 'GET', url: '/api/kitchen/status', token: s.admin.token });
    expect(status.json()).toMatchObject({ cooks: 1, paused: false });
  });

  it('keeps prepMinutes in the dish body: category default on create, editable by admin and kitchen', async () => {
    const created = await server.request({
      method: 'POST',
      url: '/api/dishes',
      token: s.admin.token,
      body: { name: 'Natillas de prueba', cost: 3, stock: 5, category: { id: 4, name: 'Postres' } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    expect(created.json().prepMinutes).toBe(3);
    await server.request({ method: 'PUT', url: `/api/dishes/${id}`, token: s.admin.token, body: { prepMinutes: 6 } });
    expect((await server.request({ method: 'GET', url: `/api/dishes/${id}`, token: s.customer.token })).json().prepMinutes).toBe(
      6,
    );
    await server.request({ method: 'PUT', url: `/api/dishes/${id}/availability`, token: s.chef.token, body: { prepMinutes: 0 } });
    expect((await server.request({ method: 'GET', url: `/api/dishes/${id}`, token: s.customer.token })).json().prepMinutes).toBe(
      0,
    );
  });

  if (kind === 'postgres') {
    it('holds the capacity across two API processes on one database', async () => {
      const second = await startSecondProcess(server);
      try {
        const dish = await dishOf(15);
        const results = await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            order(
              customers[i % customers.length].token,
              '15:45',
              [{ dishId: dish, quantity: 1 }],
              i % 2 ? second.app : server.app,
            ),
          ),
        );
        expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
        expect(results.filter((r) => r.statusCode === 409)).toHaveLength(19);
      } finally {
        await second.close();
      }
    });
  }
});
