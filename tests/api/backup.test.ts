/**
 * Embedded-mode backups as an operator takes them: `npm run db:backup` while the server runs, then
 * `npm run db:restore` into an empty folder, and the order placed before the backup is there.
 */
import type { ChildProcess } from 'node:child_process';
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import type { Dish, Hour, Order } from '../../model/entities';
import { addDays } from '../../model/figures';
import { localClock } from '../../model/slots';
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

/** Only its owner may read the archive, and it holds neither the signing secret nor the folder's lock. */
function expectSafeBackup(file: string, dataDir: string): void {
  expect(existsSync(file)).toBe(true);
  expect(statSync(file).mode & 0o777).toBe(0o600);
  const tar = gunzipSync(readFileSync(file));
  const secret = readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim();
  expect(secret.length).toBeGreaterThan(30);
  expect(tar.includes(Buffer.from(secret))).toBe(false);
  expect(tar.includes(Buffer.from('jwt-secret'))).toBe(false);
  expect(tar.includes(Buffer.from('PG_VERSION'))).toBe(true);
}

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

  it('round-trips an order through a backup taken while the server runs', async () => {
    let port = await freePort();
    let base = `http://127.0.0.1:${port}`;
    child = startServer(port, live);
    await waitUntilUp(base, child);
    const customer = await login(base, CUSTOMER_EMAIL);
    // A booking two days ahead: its cut-off (the day before, in the afternoon) is still to come at any hour of a
    // run, where today's last quarter of an hour offers no pick-up hour at all.
    const day = addDays(localClock(new Date(), 'Europe/Madrid').date, 2);
    const hours = await call<Hour[]>(base, 'GET', `/api/hours?date=${day}`, customer);
    expect(hours.length).toBeGreaterThan(0);
    const offered = await call<Dish[]>(base, 'GET', `/api/dishes?date=${day}`, customer);
    const dish = offered.find((d) => d.isAvailable && d.stock > 0)!;
    const order = await call<Order>(base, 'POST', '/api/orders', customer, {
      pickupDate: day,
      pickupHour: hours.at(-1)!.hour,
      lines: [{ dishId: dish.id, quantity: 2 }],
    });

    const backup = await npm('db:backup', file, live);
    expect(backup.stdout).toMatch(/servidor en marcha/);
    expectSafeBackup(file, live);
    const oldAdmin = await login(base, ADMIN_EMAIL);
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
    // The restored folder made its own signing key: a session of the old one is refused.
    expect((await fetch(`${base}/api/users/me`, { headers: { authorization: `Bearer ${oldAdmin}` } })).status).toBe(401);
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
    expectSafeBackup(second, live);
  }, 120_000);

  it('ignores a request file that names a path outside the data folder, and survives a target it cannot write', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    child = startServer(port, live);
    await waitUntilUp(base, child);
    const pid = Number(readFileSync(join(live, 'server.pid'), 'utf8').trim());

    // An id with ../ would put the answer outside DATA_DIR.
    writeFileSync(join(live, 'backup-request.json'), JSON.stringify({ id: '../../escaped', target: join(root, 'x.tar.gz') }));
    process.kill(pid, 'SIGUSR2');
    // The server removes the request file as it reads it, and refuses a bad request in the same step.
    const request = join(live, 'backup-request.json');
    for (let i = 0; i < 200 && existsSync(request); i++) await new Promise((r) => setTimeout(r, 50));
    expect(existsSync(request)).toBe(false);
    expect(existsSync(join(root, 'escaped.json'))).toBe(false);
    expect(existsSync(join(root, 'x.tar.gz'))).toBe(false);
    expect((await fetch(`${base}/api/ready`)).status).toBe(200);

    // A target in a folder that does not exist is answered as an error; the server keeps serving.
    writeFileSync(join(live, 'backup-request.json'), JSON.stringify({ id: '1-2', target: join(root, 'missing', 'x.tar.gz') }));
    process.kill(pid, 'SIGUSR2');
    const answer = join(live, 'backup-result-1-2.json');
    for (let i = 0; i < 100 && !existsSync(answer); i++) await new Promise((r) => setTimeout(r, 100));
    expect(JSON.parse(readFileSync(answer, 'utf8'))).toMatchObject({ ok: false });
    expect((await fetch(`${base}/api/ready`)).status).toBe(200);
    expect(child.exitCode).toBeNull();
    child.kill('SIGTERM');
    await exited(child);
  }, 120_000);
});
