/** The real server as a child process (`node --import tsx server/main.ts`), for tests that kill or race it. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * `env` overrides the defaults below (e.g. DATABASE_URL and JWT_SECRET for processes sharing PostgreSQL);
 * `stdout: true` pipes the process's standard output (its log) for the test to read.
 */
export function startServer(
  port: number,
  dataDir: string,
  env: NodeJS.ProcessEnv = {},
  { stdout = false }: { stdout?: boolean } = {},
): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      STATIC_DIR: '',
      SEED_DEMO: 'true',
      OPENING_HOURS: '00:00-24:00',
      // many orders go to one slot, from one customer, here; capacity and the customer limits have their own suites
      KITCHEN_COOKS: '50',
      MAX_PENDING_ORDERS: '1000',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', stdout ? 'pipe' : 'ignore', 'pipe'],
  });
}

export async function waitUntilUp(base: string, child: ChildProcess): Promise<void> {
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${stderr}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not start: ${stderr}`);
}

/** Resolves once the process has ended. A process killed by a signal keeps `exitCode` null: check both. */
export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}
