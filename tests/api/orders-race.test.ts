import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabases, type TestServer } from './helper';
import { demoSessions, dishWithStock, otherCustomer, stockOf, type Session } from './sessions';

const NOW = new Date('2025-03-10T12:07:00Z');

describe.each(testDatabases())('the stock race on %s', (kind) => {
  let server: TestServer;
  let customers: Session[];
  beforeAll(async () => {
    server = await startTestServer(kind, { env: { OPENING_HOURS: '12:00-16:00' }, config: { now: () => NOW } });
    const s = await demoSessions(server);
    customers = [s.customer, ...(await Promise.all([0, 1, 2, 3].map((n) => otherCustomer(server, n))))];
  });
  afterAll(async () => server?.close());

  it('sells the last 5 portions to exactly 5 of 20 simultaneous orders', async () => {
    const dish = await dishWithStock(server, 5);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        server.request({
          method: 'POST',
          url: '/api/orders',
          token: customers[i % customers.length].token,
          body: { pickupHour: '14:00', lines: [{ dishId: dish.id, quantity: 1 }] },
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(15);
    expect(await stockOf(server, dish.id)).toBe(0);
    const admin = await demoSessions(server);
    const list = await server.request({ method: 'GET', url: '/api/orders', token: admin.admin.token });
    const sold = list
      .json<{ lines: { dishId: number; quantity: number }[] }[]>()
      .flatMap((o) => o.lines)
      .filter((l) => l.dishId === dish.id);
    expect(sold.reduce((n, l) => n + l.quantity, 0)).toBe(5);
  });

  it('never oversells when concurrent orders ask for several portions and other dishes', async () => {
    const scarce = await dishWithStock(server, 7);
    const plenty = await dishWithStock(server, 1000);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        server.request({
          method: 'POST',
          url: '/api/orders',
          token: customers[i % customers.length].token,
          // opposite line orders on purpose: the server must lock in a fixed order
          body: {
            pickupHour: '14:00',
            lines:
              i % 2
                ? [
                    { dishId: plenty.id, quantity: 1 },
                    { dishId: scarce.id, quantity: 2 },
                  ]
                : [
                    { dishId: scarce.id, quantity: 2 },
                    { dishId: plenty.id, quantity: 1 },
                  ],
          },
        }),
      ),
    );
    const ok = results.filter((r) => r.statusCode === 201).length;
    expect(ok).toBe(3);
    expect(results.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    expect(await stockOf(server, scarce.id)).toBe(1);
    expect(await stockOf(server, plenty.id)).toBe(1000 - ok);
  });
});
