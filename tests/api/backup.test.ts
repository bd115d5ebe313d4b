/**
 * Embedded-mode backups as an operator takes them: `npm run db:backup` while the server runs, then
 * `npm run db:restore` into an empty folder, and the order placed before the backup is there.
 */
import type { ChildProcess } from 'node:child_process';
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import type { Dish, Hour, Order } from '../../model/entities';
import { ADMIN_EMAIL, CUSTOMER_EMAIL, DEMO_PASSWORD } from './helper';
import { exited, freePort, startServer, waitUntilUp } from './server-process';

const run = promisify(execFile);

function npm(script: string, file: string, dataDir: string): Promise<{ stdout: string; stderr: string }> {
  return run('npm', ['run', '-s', script, '--', file], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } });
}

async function call<T>(base: string, method: string, path: string, token?: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const login = async (base: string, email: string) =>
  (await call<{ token: string }>(base, 'POST', '/api/login', undefined, { userName: email, password: DEMO_PASSWORD })).token;

describe('embedded backup and restore', () => {
  const root = mkdtempSync(join(tmpdir(), 'comedor-backup-'));
  const live = join(root, 'live');
  const restored = join(root, 'restored');
  const file = join(root, 'comedor.tar.gz');
  let child: ChildProcess | null = null;
  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    if (child) await exited(child);
    rmSync(root, { recursive: true, force: true });
  });

  it('round-trips an order through a backup taken while the server runs', async (ctx) => {
    let port = await freePort();
    let base = `http://127.0.0.1:${port}`;
    child = startServer(port, live);
    await waitUntilUp(base, child);
    const customer = await login(base, CUSTOMER_EMAIL);
    const hours = await call<Hour[]>(base, 'GET', '/api/hours', customer);
    if (hours.length === 0) ctx.skip(); // the last quarter of an hour before midnight offers no slot
    const dish = (await call<Dish[]>(base, 'GET', '/api/dishes', customer)).find((d) => d.isAvailable && d.stock > 0)!;
    const order = await call<Order>(base, 'POST', '/api/orders', customer, {
      pickupHour: hours.at(-1)!.hour,
      lines: [{ dishId: dish.id, quantity: 2 }],
    });

    const backup = await npm('db:backup', file, live);
    expect(backup.stdout).toMatch(/servidor en marcha/);
    expect(existsSync(file)).toBe(true);
    // The server kept serving during and after the backup.
    expect((await fetch(`${base}/api/ready`)).status).toBe(200);
    child.kill('SIGTERM');
    await exited(child);

    // A restore never overwrites a folder that holds data.
    const refused = await npm('db:restore', file, live).catch((err: { code: number; stderr: string }) => err);
    expect((refused as { code: number }).code).toBe(1);
    expect((refused as { stderr: string }).stderr).toMatch(/no está vacía/);

    await npm('db:restore', file, restored);
    port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = startServer(port, restored, { SEED_DEMO: 'false' });
    await waitUntilUp(base, child);
    const admin = await login(base, ADMIN_EMAIL);
    const back = await call<Order>(base, 'GET', `/api/orders/${order.id}`, admin);
    expect(back.lines).toEqual(order.lines);
    expect(back.total).toBe(order.total);
    child.kill('SIGTERM');
    await exited(child);
  }, 240_000);

  it('backs up directly when no server runs on the folder', async () => {
    const second = join(root, 'second.tar.gz');
    const backup = await npm('db:backup', second, live);
    expect(backup.stdout).not.toMatch(/servidor en marcha/);
    expect(existsSync(second)).toBe(true);
  }, 120_000);
});
