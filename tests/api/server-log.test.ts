/**
 * The server's log is one format: every line it prints, from start-up (migrations, demo data, listening)
 * through requests to shutdown, and a start that fails, is a JSON object a log collector can parse.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { exited, freePort, startServer, waitUntilUp } from './server-process';

const freshDir = () => mkdtempSync(join(tmpdir(), 'comedor-log-'));

function collect(stream: NodeJS.ReadableStream | null | undefined): () => string {
  let text = '';
  stream?.on('data', (c: Buffer) => (text += c.toString()));
  return () => text;
}

/** Every line of `text` parsed; a line that is not a JSON object fails with the line itself in the message. */
function jsonLines(text: string): Record<string, unknown>[] {
  const lines = text.split('\n');
  expect(lines.pop()).toBe('');
  return lines.map((line) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      throw new Error(`not a JSON line: ${JSON.stringify(line)}`);
    }
    expect(parsed, line).toBeTypeOf('object');
    expect(parsed, line).toMatchObject({ level: expect.any(Number), time: expect.any(Number), msg: expect.any(String) });
    return parsed as Record<string, unknown>;
  });
}

const ended = (child: ChildProcess) =>
  new Promise<number | null>((r) => (child.exitCode !== null ? r(child.exitCode) : child.once('exit', r)));

describe('the server log', () => {
  it('prints only JSON lines on a first start with demo data, requests and a shutdown', async () => {
    const port = await freePort();
    const child = startServer(port, freshDir(), { LOG_LEVEL: 'info' }, { stdout: true });
    const stdout = collect(child.stdout);
    const stderr = collect(child.stderr);
    const base = `http://127.0.0.1:${port}`;
    try {
      await waitUntilUp(base, child);
      expect((await fetch(`${base}/api/no-existe`)).status).toBe(404);
      const login = await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userName: 'admin@comedor.es', password: 'incorrecta1' }),
      });
      expect(login.status).toBe(401);
    } finally {
      child.kill('SIGTERM');
      await exited(child);
    }
    const lines = jsonLines(stdout());
    const messages = lines.map((l) => l.msg as string);
    expect(messages.find((m) => m.startsWith('Datos de demostración cargados'))).toContain('admin@comedor.es');
    expect(messages).toContain(`Comedor escuchando en http://localhost:${port}`);
    expect(messages).toContain('SIGTERM recibido: cerrando');
    expect(lines.some((l) => l.statusCode === 404)).toBe(true);
    expect(stdout()).not.toContain('incorrecta1');
    jsonLines(stderr());
  }, 120_000);

  it('says why a start failed in one JSON line', async () => {
    const child = startServer(await freePort(), freshDir(), { SLOT_MINUTES: '1' }, { stdout: true });
    const stdout = collect(child.stdout);
    const stderr = collect(child.stderr);
    expect(await ended(child)).toBe(1);
    jsonLines(stdout());
    const [line] = jsonLines(stderr());
    expect(line).toMatchObject({ level: 60, msg: 'SLOT_MINUTES debe estar entre 5 y 240' });
  }, 60_000);
});
