/**
 * The whole password recovery: the e-mail goes to the outbox, which the embedded server logs. This spec
 * therefore starts a server of its own (fresh data folder, info logs captured) to read the link from.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';

let server: ChildProcess;
let base = '';
let log = '';

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => ok(port));
    });
  });
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'comedor-reset-')),
      STATIC_DIR: 'dist',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await expect
    .poll(async () => (await fetch(`${base}/api/health`).catch(() => null))?.status ?? 0, { timeout: 170_000, intervals: [500] })
    .toBe(200);
});

test.afterAll(() => {
  server?.kill('SIGTERM');
});

test('a forgotten password is replaced through the e-mailed link, and only the new one works', async ({ page }) => {
  await page.goto(`${base}/login`);
  await page.getByRole('link', { name: /olvidado/i }).click();
  await expect(page).toHaveURL(/\/recovery$/);
  await page.getByLabel(/correo de empresa/i).fill('usuario@comedor.es');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText(/recibirás un enlace/i).first()).toBeVisible();

  await expect.poll(() => /\/reset-password\?token=[\w-]+/.exec(log)?.[0] ?? '', { timeout: 10_000 }).not.toBe('');
  const link = /\/reset-password\?token=[\w-]+/.exec(log)![0];

  await page.goto(`${base}${link}`);
  await page.getByLabel('Contraseña nueva').fill('Nueva12345');
  await page.getByLabel('Repite la contraseña').fill('Nueva12345');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByText(/contraseña cambiada/i).first()).toBeVisible();

  // The link is single use.
  await page.goto(`${base}${link}`);
  await page.getByLabel('Contraseña nueva').fill('Otra123456');
  await page.getByLabel('Repite la contraseña').fill('Otra123456');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByText(/no se ha podido cambiar la contraseña/i).first()).toBeVisible();

  const login = (password: string) =>
    page.request.post(`${base}/api/login`, { data: { userName: 'usuario@comedor.es', password } }).then((r) => r.status());
  expect(await login('comedor123')).toBe(401);
  expect(await login('Nueva12345')).toBe(200);
});
