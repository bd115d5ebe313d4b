/**
 * Kill -9 while orders are being placed: every order that was answered 201 must survive the restart, and the
 * stock must match the orders that exist (no half-written order). Runs the real process on embedded PGlite.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Dish, Hour, Order } from '../../model/entities';
import { ADMIN_EMAIL, CUSTOMER_EMAIL, DEMO_PASSWORD } from './helper';
import { exited, freePort, startServer, waitUntilUp } from './server-process';

async function login(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: email, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

async function getJson<T>(base: string, path: string, token: string): Promise<T> {
  const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
}

describe('durability of placed orders', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'comedor-durability-'));
  let child: ChildProcess | null = null;
  afterAll(() => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every order that got a 201 after a SIGKILL mid-way', async (ctx) => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    // One customer orders in a loop here: the hoarding limit on pending orders is not what this test is about.
    child = startServer(port, dataDir, { MAX_PENDING_ORDERS: '1000' });
    await waitUntilUp(base, child);

    const customer = await login(base, CUSTOMER_EMAIL);
    const hours = await getJson<Hour[]>(base, '/api/hours', customer);
    if (hours.length === 0) ctx.skip(); // the last quarter of an hour before midnight offers no slot
    const pickupHour = hours.at(-1)!.hour;
    const dish = (await getJson<Dish[]>(base, '/api/dishes', customer))
      .filter((d) => d.isAvailable)
      .sort((a, b) => b.stock - a.stock)[0];
    expect(dish?.stock).toBeGreaterThan(20);
    const stockBefore = dish.stock;
    const adminBefore = await login(base, ADMIN_EMAIL);
    const lastIdBefore = Math.max(0, ...(await getJson<Order[]>(base, '/api/orders', adminBefore)).map((o) => o.id));

    const confirmed: number[] = [];
    let killed = false;
    const placeOne = async () => {
      try {
        const res = await fetch(`${base}/api/orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${customer}` },
          body: JSON.stringify({ pickupHour, lines: [{ dishId: dish.id, quantity: 1 }] }),
        });
        if (res.status === 201) confirmed.push(((await res.json()) as Order).id);
      } catch {
        // the connection died with the process: no answer, no promise made
      }
    };
    // Three clients ordering in a loop; the process is killed while requests are in flight.
    const clients = [0, 1, 2].map(async () => {
      while (!killed) await placeOne();
    });
    while (confirmed.length < 12) await new Promise((r) => setTimeout(r, 5));
    child.kill('SIGKILL');
    killed = true;
    await Promise.all(clients);
    await exited(child);

    child = startServer(port, dataDir);
    await waitUntilUp(base, child);
    const admin = await login(base, ADMIN_EMAIL);
    const stored = await getJson<Order[]>(base, '/api/orders', admin);
    const storedIds = new Set(stored.map((o) => o.id));
    expect(confirmed.filter((id) => !storedIds.has(id))).toEqual([]);

    // No half-written order: the stock taken equals the portions in the orders that exist.
    const after = await getJson<Dish>(base, `/api/dishes/${dish.id}`, admin);
    const placed = stored.filter((o) => o.id > lastIdBefore);
    const portions = placed
      .flatMap((o) => o.lines)
      .filter((l) => l.dishId === dish.id)
      .reduce((n, l) => n + l.quantity, 0);
    expect(stockBefore - after.stock).toBe(portions);
    expect(stockBefore - after.stock).toBeGreaterThanOrEqual(confirmed.length);

    child.kill('SIGTERM');
    await exited(child);
  }, 240_000);
});
