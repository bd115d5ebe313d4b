/**
 * The server as users run it: its own process (`node --import tsx server/main.ts`, what `npm run serve`
 * executes), production logging (LOG_LEVEL info, JSON lines to a log file) and every default.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export interface BenchServer {
  base: string;
  pid: number;
  /** resident memory of the server process, in MB (Linux /proc) */
  rssMb: () => number;
  /** CPU time the server process has used so far, in ms (Linux /proc) */
  cpuMs: () => number;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
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

export function cpuMsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime (fields 14 and 15 of the file) in clock ticks, 100 per second on Linux
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export function rssMbOf(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return line ? Number(line.replace(/\D+/g, '')) / 1024 : NaN;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

export async function startBenchServer(opts: {
  dataDir: string;
  staticDir?: string;
  env?: Record<string, string>;
}): Promise<BenchServer> {
  const port = await freePort();
  const log = openSync(join(opts.dataDir, '..', `server-${port}.log`), 'a');
  const child = spawn(
    process.execPath,
    [...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean), '--import', 'tsx', 'server/main.ts'],
    {
      cwd: process.cwd(),
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: opts.dataDir,
        DATABASE_URL: '',
        STATIC_DIR: opts.staticDir ?? '',
        OPENING_HOURS: '00:00-24:00',
        LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
        ...opts.env,
      },
      stdio: ['ignore', log, 'pipe'],
    },
  );
  closeSync(log);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${stderr}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start: ${stderr}`);
    }
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    pid: child.pid!,
    rssMb: () => rssMbOf(child.pid!),
    cpuMs: () => cpuMsOf(child.pid!),
    async stop() {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited(child);
      clearTimeout(timer);
    },
  };
}
