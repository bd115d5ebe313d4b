/**
 * A real first start: with SEED_DEMO=false the database has no account at all. `npm run admin:create` makes
 * the first administrator and prints a one-time link; the link sets the password and the administrator logs
 * in; no demo account exists. On PostgreSQL a start with the demo accounts open says so loudly.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, DEMO_PASSWORD, freshPostgres } from './helper';
import { exited, freePort, startServer, waitUntilUp } from './server-process';

const NEW_ADMIN = 'jefa@restaurante.es';
const NEW_PASSWORD = 'Una-clave-larga-2026';

/** Runs `npm run admin:create -- …` (the script itself) and returns its exit code and output. */
function adminCreate(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/admin-create.ts', ...args], {
      cwd: process.cwd(),
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

async function post(base: string, path: string, body: unknown, token?: string): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
}

const login = (base: string, userName: string, password: string) => post(base, '/api/login', { userName, password });

/** From the printed link to a working administrator: set the password, log in, see the only account. */
async function useLink(base: string, stdout: string): Promise<void> {
  const match = /(\S+)\/reset-password\?token=(\S+)/.exec(stdout);
  expect(match, stdout).not.toBeNull();
  expect(match![1]).toBe(base);
  const token = decodeURIComponent(match![2]);
  expect((await login(base, NEW_ADMIN, NEW_PASSWORD)).status).toBe(401);
  expect((await post(base, '/api/login/reset', { token, password: NEW_PASSWORD })).status).toBe(204);
  // one time only
  expect((await post(base, '/api/login/reset', { token, password: `${NEW_PASSWORD}-otra` })).status).not.toBe(204);
  const session = await login(base, NEW_ADMIN, NEW_PASSWORD);
  expect(session.status).toBe(200);
  const { token: bearer } = session.body as { token: string };
  const list = await fetch(`${base}/api/users`, { headers: { authorization: `Bearer ${bearer}` } });
  expect(list.status).toBe(200);
  const accounts = (await list.json()) as { email: string; role: { name: string } }[];
  expect(accounts.map((u) => [u.email, u.role.name])).toEqual([[NEW_ADMIN, 'Administrador']]);
  expect((await login(base, ADMIN_EMAIL, DEMO_PASSWORD)).status).toBe(401);
}

describe('a first start with SEED_DEMO=false on the embedded database', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'comedor-first-'));
  let child: ChildProcess | null = null;
  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    if (child) await exited(child);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('has no account; admin:create (server stopped) prints a link that makes a working administrator', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    child = startServer(port, dataDir, { SEED_DEMO: 'false' });
    await waitUntilUp(base, child);
    expect((await login(base, ADMIN_EMAIL, DEMO_PASSWORD)).status).toBe(401);
    // the embedded database is the running server's: the script says to stop it first
    const refused = await adminCreate([NEW_ADMIN], { DATA_DIR: dataDir, DATABASE_URL: '' });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('detén el servidor');
    child.kill('SIGTERM');
    await exited(child);

    const made = await adminCreate([NEW_ADMIN, '--name', 'Marta', '--url', base], { DATA_DIR: dataDir, DATABASE_URL: '' });
    expect(made.code, made.stderr).toBe(0);
    expect(made.stdout).toContain(`Administrador creado: ${NEW_ADMIN}`);

    child = startServer(port, dataDir, { SEED_DEMO: 'false' });
    await waitUntilUp(base, child);
    await useLink(base, made.stdout);
  }, 180_000);
});

const adminUrl = process.env.TEST_DATABASE_URL;
describe.runIf(adminUrl)('a first start on PostgreSQL', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'comedor-first-pg-'));
  const children: ChildProcess[] = [];
  const dbs: { drop(): Promise<void> }[] = [];
  afterAll(async () => {
    for (const c of children) {
      if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
      await exited(c);
    }
    for (const db of dbs) await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Starts a server with its log piped, and returns the log read so far on demand. */
  async function start(url: string, seed: boolean) {
    const port = await freePort();
    const child = startServer(port, dataDir, { DATABASE_URL: url, SEED_DEMO: String(seed), LOG_LEVEL: 'info' }, { stdout: true });
    children.push(child);
    let log = '';
    child.stdout!.on('data', (c: Buffer) => (log += c.toString()));
    const base = `http://127.0.0.1:${port}`;
    await waitUntilUp(base, child);
    return { base, log: () => log };
  }

  it('without demo data: admin:create works while the server runs, and no warning is logged', async () => {
    const db = await freshPostgres(adminUrl!);
    dbs.push(db);
    const server = await start(db.url, false);
    const made = await adminCreate([NEW_ADMIN, '--url', server.base], { DATABASE_URL: db.url });
    expect(made.code, made.stderr).toBe(0);
    await useLink(server.base, made.stdout);
    expect(server.log()).not.toContain('ATENCIÓN');
  }, 120_000);

  it('with the demo accounts and their published password: a loud warning at start', async () => {
    const db = await freshPostgres(adminUrl!);
    dbs.push(db);
    const server = await start(db.url, true);
    await expect.poll(() => server.log(), { timeout: 10_000 }).toContain('ATENCIÓN');
    const line = server
      .log()
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { level: number; msg: string; demoAccounts?: string[] })
      .find((l) => l.msg.includes('ATENCIÓN'))!;
    expect(line.level).toBe(40);
    expect(line.demoAccounts).toContain(ADMIN_EMAIL);
    expect(line.msg).toContain('admin:create');
  }, 120_000);
});
