/**
 * End-to-end tests: the real server (built SPA + API + a fresh seeded PGlite folder) on a free port, driven by
 * Debian's Chromium.
 *
 * The specs run in lanes (lanes.ts): each lane is a Playwright project with its own server and data folder and
 * one worker, so its spec files run one after another against their own server, as the whole suite once did
 * against one; the lanes run side by side. Specs may change shared demo data (the kitchen's cooks, a pause, a
 * dish's stock) only within their lane. Two lanes by default; E2E_LANES=1 runs every spec in one lane, as does a
 * run of named spec files. Workers inherit each lane's
 * port and folder (E2E_PORT_<n>, E2E_DATA_DIR_<n>) from the main process.
 */
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { laneCount, laneSpecs } from './lanes';

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

// A run of named spec files (`npx playwright test -c tests/e2e kitchen-board.spec.ts`) needs one server only.
const namesSpecs = process.argv.some((arg) => /\.spec(\.ts)?(:\d+)*$/.test(arg));
process.env.E2E_LANES ??= namesSpecs ? '1' : '2';
const lanes = laneCount(process.env.E2E_LANES);
const servers: { port: number; dataDir: string }[] = [];
for (let lane = 0; lane < lanes; lane++) {
  process.env[`E2E_PORT_${lane}`] ??= String(await freePort());
  process.env[`E2E_DATA_DIR_${lane}`] ??= mkdtempSync(join(tmpdir(), `comedor-e2e-${lane}-`));
  servers.push({ port: Number(process.env[`E2E_PORT_${lane}`]), dataDir: process.env[`E2E_DATA_DIR_${lane}`]! });
}

const chromium = devices['Desktop Chrome'];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: lanes,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../../test-results',
  use: {
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
  projects: servers.map(({ port }, lane) => ({
    name: lanes === 1 ? 'chromium' : `lane-${lane + 1}`,
    testMatch: laneSpecs(lane, lanes),
    workers: 1,
    use: { ...chromium, channel: undefined, baseURL: `http://127.0.0.1:${port}` },
  })),
  webServer: servers.map(({ port, dataDir }) => ({
    command: 'node --import tsx server/main.ts',
    cwd: '../..',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
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
  })),
});
