import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, OrderEvent } from '../../model/entities';
import { allergens, dishAllergens, orders } from '../../server/db/schema';
import { expectApiError } from './fixtures';
import { startTestServer, testDatabases, type TestServer } from './helper';
import { demoSessions, dishWithStock, otherCustomer, type Session, type Sessions } from './sessions';
import { openStream } from './sse-client';

/** 13:07 in Madrid: the first offered slot is 13:15. */
const NOW = new Date('2025-03-10T12:07:00Z');
const HOUR = '13:30';

describe.each(testDatabases())('allergens on the kitchen’s order view on %s', (kind) => {
  let server: TestServer;
  let s: Sessions;
  let customer: Session;
  let gluten: { id: number; name: string };
  let milk: { id: number; name: string };
  let bread: { id: number; name: string };
  let soup: { id: number; name: string };

  const allergenNamed = async (name: string) => {
    const [row] = await server.database.db
      .select({ id: allergens.id, name: allergens.name })
      .from(allergens)
      .where(eq(allergens.name, name));
    if (!row) throw new Error(`no allergen ${name}`);
    return row;
  };
  const place = (body: unknown) => server.request({ method: 'POST', url: '/api/orders', token: customer.token, body });
  const storedConfirmation = async (id: number) =>
    (await server.database.db.select({ c: orders.allergensConfirmed }).from(orders).where(eq(orders.id, id)))[0]?.c;
  const marksOf = (order: Order) => Object.fromEntries(order.lines.map((l) => [l.dishId, l.customerAllergens]));

  beforeAll(async () => {
    server = await startTestServer(kind, { env: { OPENING_HOURS: '12:00-16:00' }, config: { now: () => NOW } });
    s = await demoSessions(server);
    customer = await otherCustomer(server, 1);
    gluten = await allergenNamed('Gluten');
    milk = await allergenNamed('Lácteos');
    // The bread has gluten and milk; the soup has neither. The customer is allergic to gluten only.
    bread = await dishWithStock(server, 50);
    soup = await dishWithStock(server, 50);
    await server.database.db.insert(dishAllergens).values([
      { dishId: bread.id, allergenId: gluten.id },
      { dishId: bread.id, allergenId: milk.id },
    ]);
    for (const [allergen, isAllergic] of [
      [gluten, true],
      [milk, false],
    ] as const) {
      const res = await server.request({
        method: 'PUT',
        url: `/api/users_allergens/user/${customer.id}/allergen/${allergen.id}?isAllergic=${isAllergic}`,
        token: customer.token,
      });
      expect(res.statusCode).toBe(200);
    }
  });
  afterAll(async () => server?.close());

  it('marks the line whose dish contains the customer’s allergen and stores the confirmation', async () => {
    const base = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const board = await openStream(`${base}/api/events/orders`, { authorization: `Bearer ${s.chef.token}` });
    try {
      const res = await place({
        pickupHour: HOUR,
        allergensConfirmed: true,
        lines: [
          { dishId: soup.id, quantity: 1 },
          { dishId: bread.id, quantity: 2 },
        ],
      });
      expect(res.statusCode).toBe(201);
      const placed = res.json<Order>();
      const expected = { [soup.id]: [], [bread.id]: [{ id: gluten.id, name: 'Gluten' }] };
      expect(placed.allergensConfirmed).toBe(true);
      expect(marksOf(placed)).toEqual(expected);
      expect(await storedConfirmation(placed.id)).toBe(true);

      // The kitchen reads the same marks: the order itself, the board's list and the live event.
      const one = await server.request({ method: 'GET', url: `/api/orders/${placed.id}`, token: s.chef.token });
      expect(one.json<Order>()).toMatchObject({ allergensConfirmed: true });
      expect(marksOf(one.json<Order>())).toEqual(expected);
      const list = await server.request({ method: 'GET', url: '/api/orders?status=pending', token: s.chef.token });
      const listed = list.json<Order[]>().find((o) => o.id === placed.id);
      expect(listed?.allergensConfirmed).toBe(true);
      expect(marksOf(listed!)).toEqual(expected);
      const event = await board.waitFor((e) => e.event === 'order.created' && JSON.parse(e.data).order.id === placed.id, 2000);
      const live = (JSON.parse(event.data) as OrderEvent).order;
      expect(live.allergensConfirmed).toBe(true);
      expect(marksOf(live)).toEqual(expected);
    } finally {
      board.close();
    }
  });

  it('stores an order sent without the confirmation as not confirmed, still marking the line', async () => {
    const res = await place({ pickupHour: HOUR, lines: [{ dishId: bread.id, quantity: 1 }] });
    expect(res.statusCode).toBe(201);
    const placed = res.json<Order>();
    expect(placed.allergensConfirmed).toBe(false);
    expect(await storedConfirmation(placed.id)).toBe(false);
    const read = await server.request({ method: 'GET', url: `/api/orders/${placed.id}`, token: s.chef.token });
    expect(read.json<Order>().allergensConfirmed).toBe(false);
    expect(marksOf(read.json<Order>())).toEqual({ [bread.id]: [{ id: gluten.id, name: 'Gluten' }] });
  });

  it('refuses a confirmation that is not true or false', async () => {
    const res = await place({ pickupHour: HOUR, allergensConfirmed: 'sí', lines: [{ dishId: soup.id, quantity: 1 }] });
    expectApiError(res, 400, 'allergensConfirmed');
  });
});
