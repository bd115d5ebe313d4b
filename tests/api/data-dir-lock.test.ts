import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockDataDir } from '../../server/db/data-dir-lock';
import { exited, freePort, startServer, waitUntilUp } from './server-process';

const freshDir = () => mkdtempSync(join(tmpdir(), 'comedor-lock-'));

describe('one server per embedded data folder', () => {
  it('refuses a folder another live process holds, and takes over one whose process died', async () => {
    const dir = freshDir();
    const other = spawn('sleep', ['30']);
    writeFileSync(join(dir, 'server.pid'), String(other.pid));
    expect(() => lockDataDir(dir)).toThrow(/ya la usa otro proceso/);

    other.kill('SIGKILL');
    await exited(other);
    const lock = lockDataDir(dir);
    lock.release();
    expect(existsSync(join(dir, 'server.pid'))).toBe(false);
  });

  it('stops a second server started on the same folder, with a Spanish explanation', async () => {
    const dir = freshDir();
    const port = await freePort();
    const first = startServer(port, dir);
    try {
      await waitUntilUp(`http://127.0.0.1:${port}`, first);
      const second = startServer(await freePort(), dir);
      let stderr = '';
      second.stderr?.on('data', (c: Buffer) => (stderr += c.toString()));
      const code = await new Promise<number | null>((r) => second.once('exit', r));
      expect(code).toBe(1);
      expect(stderr).toMatch(/ya la usa otro proceso del servidor/);
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    } finally {
      first.kill('SIGTERM');
      await exited(first);
    }
  });
});
