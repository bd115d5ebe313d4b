/**
 * Liveness and readiness as a load balancer sees them, and the graceful stop of the real process on SIGTERM.
 */
import { request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { CUSTOMER_EMAIL, DEMO_PASSWORD, startTestServer, testDatabases } from './helper';
import { expectApiError, multipartFile, TINY_PNG } from './fixtures';
import { exited, freePort, startServer, waitUntilUp } from './server-process';

describe.each(testDatabases())('health and readiness on %s', (kind) => {
  it('answers health and ready while the database answers', async () => {
    const server = await startTestServer(kind, { seed: false });
    try {
      const health = await server.request({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ status: 'ok' });
      const ready = await server.request({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready' });
    } finally {
      await server.close();
    }
  });

  it('answers ready with 503 once the database is unreachable, while health still answers', async () => {
    const server = await startTestServer(kind, { seed: false });
    try {
      if (kind === 'pglite') {
        await server.database.close();
      } else {
        // The database disappears under the running app (as when its server is gone).
        const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await admin.connect();
        await admin.query(`DROP DATABASE ${new URL(server.config.databaseUrl!).pathname.slice(1)} WITH (FORCE)`);
        await admin.end();
      }
      const ready = await server.request({ method: 'GET', url: '/api/ready' });
      expectApiError(ready, 503);
      expect(ready.json().message).toBe('La base de datos no responde.');
      expect((await server.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe('graceful stop of the server process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'comedor-shutdown-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('on SIGTERM answers ready 503, stops accepting, finishes the request in flight and exits 0', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const child = startServer(port, dataDir, { SHUTDOWN_DELAY_MS: '1500' });
    try {
      await waitUntilUp(base, child);
      expect((await fetch(`${base}/api/ready`)).status).toBe(200);
      const login = await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userName: CUSTOMER_EMAIL, password: DEMO_PASSWORD }),
      });
      const { token } = (await login.json()) as { token: string };

      // An upload whose body is only half sent when the signal arrives.
      const upload = multipartFile(TINY_PNG);
      const half = Math.floor(upload.payload.length / 2);
      const req = httpRequest(`${base}/api/images`, {
        method: 'POST',
        headers: { ...upload.headers, authorization: `Bearer ${token}`, 'content-length': String(upload.payload.length) },
      });
      const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
        req.on('response', (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on('error', reject);
      });
      req.write(upload.payload.subarray(0, half));
      await new Promise((r) => setTimeout(r, 200));
      const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGTERM');

      // Once the signal is handled, ready answers 503 while the process keeps serving for the delay.
      let ready = await fetch(`${base}/api/ready`);
      for (let i = 0; i < 100 && ready.status === 200; i++) {
        await new Promise((r) => setTimeout(r, 50));
        ready = await fetch(`${base}/api/ready`);
      }
      expect(ready.status).toBe(503);
      expect(((await ready.json()) as { message: string }).message).toBe('El servidor se está cerrando.');

      // After the delay the process no longer accepts connections, but the upload is still being served.
      const refused = async () =>
        fetch(`${base}/api/health`).then(
          () => false,
          () => true,
        );
      for (let i = 0; i < 200 && !(await refused()); i++) await new Promise((r) => setTimeout(r, 50));
      await expect(fetch(`${base}/api/health`)).rejects.toThrow();
      req.end(upload.payload.subarray(half));
      const result = await answered;
      expect(result.status, result.body).toBe(201);
      expect(JSON.parse(result.body).url).toMatch(/^\/api\/images\//);
      expect(await exit).toBe(0);
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited(child);
    }
  }, 120_000);
});
