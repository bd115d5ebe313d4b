import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../model/entities';
import { eventually, startSecondProcess, startTestServer, testDatabases, type TestServer } from './helper';

async function newCustomer(server: TestServer, email: string): Promise<{ token: string; user: User }> {
  const res = await server.request({
    method: 'POST',
    url: '/api/login/signup',
    body: { username: email, password: 'Prueba1234', name: 'Marta', surname: 'Ríos' },
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}

describe.each(testDatabases())('a role or account change takes effect on the next call (%s)', (kind) => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await server.login('admin@comedor.es');
  });
  afterAll(() => server.close());

  it('gives a customer promoted to Encargado the kitchen board at once, and takes it back', async () => {
    const { token, user } = await newCustomer(server, 'marta.rios@ejemplo.es');
    const board = () => server.request({ method: 'GET', url: '/api/orders?status=pending', token });
    expect((await board()).statusCode).toBe(403);
    const promote = await server.request({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      token: admin,
      body: { ...user, roleName: 'Encargado', role: { id: 3 } },
    });
    expect(promote.statusCode).toBe(200);
    expect((await board()).statusCode).toBe(200);
    await server.request({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      token: admin,
      body: { ...user, roleName: 'Usuario', role: { id: 2 } },
    });
    expect((await board()).statusCode).toBe(403);
  });

  it("refuses a deleted account's token on the next call", async () => {
    const { token, user } = await newCustomer(server, 'borrar.me@ejemplo.es');
    expect((await server.request({ method: 'GET', url: '/api/users/me', token })).statusCode).toBe(200);
    expect((await server.request({ method: 'DELETE', url: `/api/users/id/${user.id}`, token: admin })).statusCode).toBe(204);
    expect((await server.request({ method: 'GET', url: '/api/users/me', token })).statusCode).toBe(401);
  });

  it.runIf(kind === 'postgres')('refuses a deactivated account on another server process too', async () => {
    const { token, user } = await newCustomer(server, 'otro.proceso@ejemplo.es');
    const other = await startSecondProcess(server);
    try {
      const me = async () =>
        (await other.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } }))
          .statusCode;
      expect(await me()).toBe(200);
      const off = await server.request({
        method: 'PUT',
        url: `/api/users/${user.id}`,
        token: admin,
        body: { ...user, active: false },
      });
      expect(off.statusCode).toBe(200);
      expect(await eventually(me, 401)).toBe(401);
    } finally {
      await other.close();
    }
  });
});
