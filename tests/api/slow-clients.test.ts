/**
 * A client that sends a byte every few hundred milliseconds (headers or body) is cut once the request or headers
 * timeout passes, so a few hundred of them cannot hold the server's connections for ever. The real process, as
 * `npm start` runs it, with short timeouts set through the environment.
 */
import { mkdtempSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { exited, freePort, startServer, waitUntilUp } from './server-process';

/** Opens a socket, writes `head`, then one byte of `drip` every `everyMs`; resolves with the ms until the server closed it. */
function trickle(port: number, head: string, drip: string, everyMs: number): Promise<{ ms: number; answer: string }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let answer = '';
    let i = 0;
    const socket: Socket = connect(port, '127.0.0.1', () => socket.write(head));
    const timer = setInterval(() => {
      if (!socket.destroyed && socket.writable) socket.write(drip[i++ % drip.length]!);
    }, everyMs);
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ ms: Date.now() - started, answer });
    });
    setTimeout(() => {
      clearInterval(timer);
      socket.destroy();
      reject(new Error('the server kept the slow connection open for 20 s'));
    }, 20_000);
  });
}

describe('slow clients', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'comedor-slow-'));
  let port: number;
  let child: ReturnType<typeof startServer>;

  beforeAll(async () => {
    port = await freePort();
    child = startServer(port, dataDir, { REQUEST_TIMEOUT_MS: '3000', HEADERS_TIMEOUT_MS: '1500', KEEP_ALIVE_TIMEOUT_MS: '2000' });
    await waitUntilUp(`http://127.0.0.1:${port}`, child);
  }, 120_000);
  afterAll(async () => {
    child.kill('SIGTERM');
    await exited(child);
  });

  it('cuts a client whose headers never end', async () => {
    const { ms } = await trickle(port, 'GET /api/health HTTP/1.1\r\nHost: x\r\n', 'X-Slow: aaaaaaaa\r\n', 200);
    expect(ms).toBeGreaterThanOrEqual(1000);
    expect(ms).toBeLessThan(8000);
  });

  it('cuts a client whose body arrives one byte at a time', async () => {
    const head = 'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n';
    const { ms, answer } = await trickle(port, head, '{"userName":', 200);
    expect(ms).toBeGreaterThanOrEqual(2500);
    expect(ms).toBeLessThan(10_000);
    // Node answers 408 when it can, then closes
    if (answer) expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes an idle keep-alive connection', async () => {
    const { ms, answer } = await trickle(port, 'GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n', '', 1_000_000);
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(ms).toBeLessThan(8000);
  });

  it('still serves normal requests meanwhile', async () => {
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
  });
});

describe('timeout settings', () => {
  it('has defaults that cut slow clients and refuses a headers timeout above the request timeout', () => {
    const c = loadConfig({});
    expect(c.requestTimeoutMs).toBe(60_000);
    expect(c.headersTimeoutMs).toBe(20_000);
    expect(c.keepAliveTimeoutMs).toBe(72_000);
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '6000' })).toThrow(/HEADERS_TIMEOUT_MS/);
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '0' })).toThrow(/REQUEST_TIMEOUT_MS/);
  });
});

describe('the live stream outlives the request timeout', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'comedor-slow-sse-'));
  let port: number;
  let child: ReturnType<typeof startServer>;

  beforeAll(async () => {
    port = await freePort();
    child = startServer(port, dataDir, { REQUEST_TIMEOUT_MS: '1500', HEADERS_TIMEOUT_MS: '1000', KEEP_ALIVE_TIMEOUT_MS: '1000' });
    await waitUntilUp(`http://127.0.0.1:${port}`, child);
  }, 120_000);
  afterAll(async () => {
    child.kill('SIGTERM');
    await exited(child);
  });

  it('keeps an open event stream for longer than every timeout', async () => {
    const base = `http://127.0.0.1:${port}/api`;
    const login = await fetch(`${base}/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ userName: 'encargado@comedor.es', password: 'comedor123' }),
    });
    const { token } = (await login.json()) as { token: string };
    const controller = new AbortController();
    const stream = await fetch(`${base}/events/orders`, {
      headers: { Authorization: `Bearer ${token}` },
      signal: controller.signal,
    });
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    let closed = false;
    const reading = (async () => {
      while (!(await reader.read()).done);
      closed = true;
    })().catch(() => undefined);
    await new Promise((r) => setTimeout(r, 4000));
    expect(closed).toBe(false);
    controller.abort();
    await reading;
  });
});
