/** An unexpected failure is logged without the request's e-mail, password or the password hash. */
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { startTestServer, testDatabases, type TestServer } from './helper';

describe.each(testDatabases())('error logs on %s', (kind) => {
  let server: TestServer;
  let logged: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    server = await startTestServer(kind);
    logged = '';
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged += chunk.toString();
        done();
      },
    });
    // The same database behind a second app whose log is captured.
    app = await buildApp({ config: server.config, database: server.database, logger: { level: 'info', stream } });
    await app.ready();
    // Makes the sign-up's INSERT fail inside the database, as any unforeseen database error would.
    await server.database.db.execute(sql`alter table users add constraint test_refuses_falla check (name <> 'Falla')`);
  });
  afterAll(async () => {
    await app?.close();
    await server?.close();
  });

  it('logs a failing sign-up without the e-mail, the password or its hash', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/login/signup',
      payload: { username: 'secreta.persona@correo.es', password: 'MiClaveSecreta99', name: 'Falla', surname: 'Gil' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toMatch(/secreta|argon2|MiClave/);
    expect(logged).toMatch(/unexpected error/);
    expect(logged).toMatch(/23514/);
    expect(logged).not.toMatch(/secreta\.persona/);
    expect(logged).not.toMatch(/MiClaveSecreta99/);
    expect(logged).not.toMatch(/\$argon2/);
  });

  it('answers a race for the same e-mail with 409, not 500', async () => {
    const body = { username: 'doble@correo.es', password: 'segura123', name: 'Doble', surname: '' };
    const results = await Promise.all(
      [0, 1, 2].map(() => app.inject({ method: 'POST', url: '/api/login/signup', payload: body })),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409]);
  });
});
