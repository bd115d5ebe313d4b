/**
 * End-to-end tests: the real server (built SPA + API + a fresh seeded PGlite folder) on a free port,
 * driven by Debian's Chromium. Workers inherit E2E_PORT/E2E_DATA_DIR from the main process.
 */
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'comedor-e2e-'));
const port = Number(process.env.E2E_PORT);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: '../../test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node --import tsx server/main.ts',
    cwd: '../..',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      STATIC_DIR: 'dist',
      SEED_DEMO: 'true',
      OPENING_HOURS: '00:00-24:00',
      SLOT_MINUTES: '5',
      // Specs place many orders in one slot; the capacity spec lowers the cooks itself and restores them.
      KITCHEN_COOKS: '50',
      // 'listo' waits this long for "Deshacer" before it is sent; short, so specs that press 'listo' stay quick.
      UNDO_SECONDS: '3',
      LOG_LEVEL: 'warn',
      // Every spec signs up and logs in from 127.0.0.1; the per-address limits have their own API tests.
      LOGIN_LIMIT_IP: '1000',
      SIGNUP_LIMIT_IP: '1000',
      EMAIL_LOOKUP_LIMIT_IP: '1000',
      RECOVERY_LIMIT_IP: '1000',
    },
  },
});
