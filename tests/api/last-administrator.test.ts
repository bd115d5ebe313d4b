/**
 * Never zero administrators: two administrators deactivating, demoting or deleting each other at the same moment
 * (on PostgreSQL one request to each of two processes) leave exactly one of them, and the other request is a 409.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { User } from '../../model/entities';
import { DEMO_PASSWORD, ADMIN_EMAIL, startSecondProcess, startTestServer, testDatabases, type TestServer } from './helper';

describe.each(testDatabases())('the last administrator (%s)', (kind) => {
  let s: TestServer;
  let other: { app: FastifyInstance; close(): Promise<void> } | null = null;
  /** a token of an administrator still active */
  let admin: string;
  let round = 0;

  beforeAll(async () => {
    s = await startTestServer(kind);
    if (kind === 'postgres') other = await startSecondProcess(s);
    admin = await s.login(ADMIN_EMAIL);
  });
  afterAll(async () => {
    await other?.close();
    await s.close();
  });

  const inject = (
    app: FastifyInstance,
    method: 'PUT' | 'DELETE' | 'GET',
    url: string,
    token: string,
    body?: object,
  ): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      payload: body as Record<string, unknown> | undefined,
    });

  /** Two new administrators, A and B, become the only active ones; returns them with their tokens. */
  async function onlyTwoAdministrators(): Promise<{ a: User; b: User; tokenA: string; tokenB: string }> {
    round++;
    const make = async (letter: string) => {
      const email = `admin-${letter}-${round}-${kind}@comedor.es`;
      const res = await s.request({
        method: 'POST',
        url: '/api/users',
        token: admin,
        body: { name: `Admin ${letter}`, surname: 'Prueba', email, password: DEMO_PASSWORD, roleName: 'Administrador' },
      });
      expect(res.statusCode, res.body).toBe(201);
      return { user: res.json() as User, token: await s.login(email) };
    };
    const [a, b] = [await make('a'), await make('b')];
    const all = (await inject(s.app, 'GET', '/api/users', a.token)).json() as User[];
    const others = all
      .filter((u) => u.role.name === 'Administrador' && u.active && u.id !== a.user.id && u.id !== b.user.id)
      .map((u) => u.id);
    if (others.length) {
      const res = await inject(s.app, 'PUT', '/api/users/bulk', a.token, { ids: others, action: 'deactivate' });
      expect(res.statusCode, res.body).toBe(200);
    }
    return { a: a.user, b: b.user, tokenA: a.token, tokenB: b.token };
  }

  async function activeAdministrators(token: string): Promise<number> {
    const all = (await inject(s.app, 'GET', '/api/users', token)).json() as User[];
    return all.filter((u) => u.role.name === 'Administrador' && u.active).length;
  }

  /**
   * Exactly one request wins. The other is refused with the reason when both passed the session check before
   * either changed anything, or with 401/403 when the winner's change had already ended its session or taken its role.
   */
  function expectOneWinner(
    first: LightMyRequestResponse,
    last: LightMyRequestResponse,
    success: number,
    tokenA: string,
    tokenB: string,
  ): string {
    const won = [first, last].filter((r) => r.statusCode === success);
    expect(won, `${first.statusCode} ${first.body} / ${last.statusCode} ${last.body}`).toHaveLength(1);
    const refused = won[0] === first ? last : first;
    if (refused.statusCode === 409) {
      expect(refused.json()).toMatchObject({ code: 'last_administrator' });
      expect(refused.json().message).toMatch(/al menos un administrador activo/);
    } else {
      expect([401, 403]).toContain(refused.statusCode);
    }
    admin = won[0] === first ? tokenA : tokenB;
    return admin;
  }

  const second = () => other?.app ?? s.app;
  const body = (u: User, changes: object) => ({ name: u.name, surname: u.surname, email: u.email, ...changes });

  it('two administrators deactivating each other at once: one wins, the other is told why', async () => {
    const { a, b, tokenA, tokenB } = await onlyTwoAdministrators();
    const [first, last] = await Promise.all([
      inject(s.app, 'PUT', `/api/users/${b.id}`, tokenA, body(b, { active: false })),
      inject(second(), 'PUT', `/api/users/${a.id}`, tokenB, body(a, { active: false })),
    ]);
    const winner = expectOneWinner(first, last, 200, tokenA, tokenB);
    expect(await activeAdministrators(winner)).toBe(1);
  });

  it('two administrators deleting each other at once leave one', async () => {
    const { a, b, tokenA, tokenB } = await onlyTwoAdministrators();
    const [first, last] = await Promise.all([
      inject(s.app, 'DELETE', `/api/users/id/${b.id}`, tokenA),
      inject(second(), 'DELETE', `/api/users/id/${a.id}`, tokenB),
    ]);
    const winner = expectOneWinner(first, last, 204, tokenA, tokenB);
    expect(await activeAdministrators(winner)).toBe(1);
  });

  it('demoting the other administrator and deactivating in bulk are refused when none would be left', async () => {
    const { a, b, tokenA, tokenB } = await onlyTwoAdministrators();
    const [demote, bulk] = await Promise.all([
      inject(s.app, 'PUT', `/api/users/${b.id}`, tokenA, body(b, { roleName: 'Usuario' })),
      inject(second(), 'PUT', '/api/users/bulk', tokenB, { ids: [a.id], action: 'deactivate' }),
    ]);
    const winner = expectOneWinner(demote, bulk, 200, tokenA, tokenB);
    expect(await activeAdministrators(winner)).toBe(1);
  });
});
