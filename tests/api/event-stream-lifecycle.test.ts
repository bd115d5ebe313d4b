/**
 * An open order stream lives only as long as its viewer may see it: it ends within a second of its user's
 * deactivation, demotion or deletion (also when the change is made through another process), one user holds
 * at most five, and a closing server ends each with a reconnect hint.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Order, User } from '../../model/entities';
import { MAX_STREAMS_PER_USER } from '../../server/events/order-event-bus';
import { startSecondProcess, startTestServer, testDatabases, type TestServer } from './helper';
import { demoSessions, dishWithStock, otherCustomer, type Sessions } from './sessions';
import { openStream, type SseStream } from './sse-client';

const NOW = new Date('2025-03-10T12:07:00Z');

describe.each(testDatabases())('order stream lifetime on %s', (kind) => {
  let server: TestServer;
  let s: Sessions;
  let base: string;
  let dishId: number;
  let customerIndex = 0;
  let staffIndex = 0;
  const open: SseStream[] = [];

  beforeAll(async () => {
    server = await startTestServer(kind, { env: { OPENING_HOURS: '12:00-16:00' }, config: { now: () => NOW } });
    s = await demoSessions(server);
    base = await server.app.listen({ port: 0, host: '127.0.0.1' });
    dishId = (await dishWithStock(server, 1000)).id;
  });
  afterEach(() => {
    for (const stream of open.splice(0)) stream.close();
  });
  afterAll(async () => server?.close());

  async function stream(token: string, url = base): Promise<SseStream> {
    const st = await openStream(`${url}/api/events/orders`, { authorization: `Bearer ${token}` });
    open.push(st);
    expect(st.status).toBe(200);
    return st;
  }
  /** An order by a customer who has none pending yet. */
  async function order(): Promise<Order> {
    const customer = await otherCustomer(server, customerIndex++);
    const res = await server.request({
      method: 'POST',
      url: '/api/orders',
      token: customer.token,
      body: { pickupHour: '14:00', lines: [{ dishId, quantity: 1 }] },
    });
    expect(res.statusCode).toBe(201);
    return res.json<Order>();
  }
  async function newStaff(roleName: 'Encargado' | 'Administrador'): Promise<{ user: User; token: string }> {
    const email = `turno.${kind}.${staffIndex++}@comedor.es`;
    const res = await server.request({
      method: 'POST',
      url: '/api/users',
      token: s.admin.token,
      body: { name: 'Turno', surname: 'De Noche', email, password: 'Cocina1234', roleName },
    });
    expect(res.statusCode).toBe(201);
    return { user: res.json<User>(), token: await server.login(email, 'Cocina1234') };
  }
  const about = (orderId: number) => (e: { data: string }) => JSON.parse(e.data).order.id === orderId;
  const within = async (ended: Promise<void>, ms: number) =>
    Promise.race([ended.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]);

  const changes: [string, (user: User) => Promise<number>][] = [
    [
      'deactivated',
      async (user) =>
        (
          await server.request({
            method: 'PUT',
            url: `/api/users/${user.id}`,
            token: s.admin.token,
            body: { ...user, active: false },
          })
        ).statusCode,
    ],
    [
      'demoted to Usuario',
      async (user) =>
        (
          await server.request({
            method: 'PUT',
            url: `/api/users/${user.id}`,
            token: s.admin.token,
            body: { ...user, roleName: 'Usuario', role: { id: 2 } },
          })
        ).statusCode,
    ],
    [
      'deleted',
      async (user) =>
        (await server.request({ method: 'DELETE', url: `/api/users/id/${user.id}`, token: s.admin.token })).statusCode,
    ],
  ];

  for (const [what, change] of changes) {
    it(`ends an Encargado's stream within a second once they are ${what}, and sends no order after`, async () => {
      const { user, token } = await newStaff('Encargado');
      const board = await stream(token);
      const before = await order();
      await board.waitFor(about(before.id), 2000);

      const started = Date.now();
      expect(await change(user)).toBeLessThan(300);
      expect(await within(board.ended, 1000)).toBe(true);
      expect(Date.now() - started).toBeLessThan(1000);
      const after = await order();
      await new Promise((r) => setTimeout(r, 200));
      expect(board.events.some(about(after.id))).toBe(false);
    });
  }

  it('ends a stream opened with a ticket when its user changes password (every other session ends)', async () => {
    const { user, token } = await newStaff('Encargado');
    const issued = await server.request({ method: 'POST', url: '/api/events/ticket', token });
    expect(issued.statusCode).toBe(200);
    const board = await openStream(`${base}/api/events/orders?ticket=${encodeURIComponent(issued.json().ticket)}`, {});
    open.push(board);
    expect(board.status).toBe(200);
    const before = await order();
    await board.waitFor(about(before.id), 2000);

    const changed = await server.request({
      method: 'PUT',
      url: `/api/users/${user.id}/password`,
      token,
      body: { oldPassword: 'Cocina1234', newPassword: 'Cocina5678' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await within(board.ended, 1000)).toBe(true);
    const after = await order();
    await new Promise((r) => setTimeout(r, 200));
    expect(board.events.some(about(after.id))).toBe(false);
  });

  it('keeps the stream of an Encargado whose account changes without losing the board', async () => {
    const { user, token } = await newStaff('Encargado');
    const board = await stream(token);
    const res = await server.request({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      token: s.admin.token,
      body: { ...user, name: 'Turno renombrado' },
    });
    expect(res.statusCode).toBe(200);
    const later = await order();
    await board.waitFor(about(later.id), 2000);
    expect(await within(board.ended, 100)).toBe(false);
  });

  it.runIf(kind === 'postgres')('ends the stream held by another process when the change is made here', async () => {
    const second = await startSecondProcess(server);
    try {
      const url = await second.app.listen({ port: 0, host: '127.0.0.1' });
      const { user, token } = await newStaff('Encargado');
      const board = await stream(token, url);
      const before = await order();
      await board.waitFor(about(before.id), 2000);
      const res = await server.request({
        method: 'PUT',
        url: `/api/users/${user.id}`,
        token: s.admin.token,
        body: { ...user, active: false },
      });
      expect(res.statusCode).toBe(200);
      expect(await within(board.ended, 1000)).toBe(true);
    } finally {
      for (const st of open.splice(0)) st.close();
      await second.close();
    }
  });

  it(`lets one user hold ${MAX_STREAMS_PER_USER} streams: a newer one closes their oldest`, async () => {
    const { token } = await newStaff('Encargado');
    const streams: SseStream[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_USER; i++) streams.push(await stream(token));
    const newest = await stream(token);
    expect(await within(streams[0].ended, 1000)).toBe(true);
    expect(streams[0].comments.join(' ')).toMatch(/como máximo 5 conexiones/);
    const placed = await order();
    for (const st of [...streams.slice(1), newest]) await st.waitFor(about(placed.id), 2000);
    expect(await within(streams[1].ended, 50)).toBe(false);
    // Another user's streams are not counted against this one.
    const chefBoard = await stream(s.chef.token);
    const next = await order();
    await chefBoard.waitFor(about(next.id), 2000);
  });

  it('ends every stream with a reconnect hint when the server closes', async () => {
    const other = await startTestServer(kind, { config: { now: () => NOW } });
    const url = await other.app.listen({ port: 0, host: '127.0.0.1' });
    const token = (await demoSessions(other)).chef.token;
    const st = await openStream(`${url}/api/events/orders`, { authorization: `Bearer ${token}` });
    expect(st.status).toBe(200);
    const started = Date.now();
    await other.close();
    await st.ended;
    expect(Date.now() - started).toBeLessThan(5000);
    expect(st.retries).toEqual([3000, 2000]);
  });
});
