/**
 * Bad input never breaks the API: wrong types, missing or unknown fields, huge strings, broken JSON and
 * SQL-looking text all get a 4xx JSON error (naming the field when one is at fault) and write nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSecrets } from './fixtures';
import { ADMIN_EMAIL, CUSTOMER_EMAIL, startTestServer, testDatabases, type TestServer } from './helper';

type Method = 'POST' | 'PUT';
interface Target {
  method: Method;
  url: (ids: { me: number }) => string;
  as: 'anon' | 'U' | 'A';
  bodies: [label: string, body: unknown, field?: string][];
}

const HUGE = 'x'.repeat(100_000);
const SQLI = "'; DROP TABLE users; --";

const userBase = { name: 'Lucía', surname: 'Fernández Soto', email: CUSTOMER_EMAIL };

const TARGETS: Target[] = [
  {
    method: 'POST',
    url: () => '/api/login',
    as: 'anon',
    bodies: [
      ['missing password', { userName: ADMIN_EMAIL }, 'password'],
      ['wrong type', { userName: ADMIN_EMAIL, password: { guess: 1 } }, 'password'],
      ['not an e-mail', { userName: SQLI, password: 'x' }, 'userName'],
      ['unknown field', { userName: ADMIN_EMAIL, password: 'x', admin: true }, 'admin'],
      ['huge password', { userName: ADMIN_EMAIL, password: HUGE }, 'password'],
      ['array body', [], undefined],
    ],
  },
  {
    method: 'POST',
    url: () => '/api/login/signup',
    as: 'anon',
    bodies: [
      ['empty name', { username: 'a@b.es', password: 'segura123', name: '' }, 'name'],
      ['huge name', { username: 'a@b.es', password: 'segura123', name: HUGE }, 'name'],
      ['no e-mail anywhere', { username: `${SQLI}@`, password: 'segura123', name: 'A' }, 'email'],
      ['bad e-mail', { username: 'ana', email: `${SQLI}@`, password: 'segura123' }, 'email'],
      ['empty username', { username: '', email: 'a@b.es', password: 'segura123' }, 'username'],
      ['role smuggled in', { username: 'a@b.es', password: 'segura123', name: 'A', role: { id: 1 } }, 'role'],
      ['points smuggled in', { username: 'a@b.es', password: 'segura123', name: 'A', points: 9999 }, 'points'],
    ],
  },
  {
    method: 'POST',
    url: () => '/api/login/recovery',
    as: 'anon',
    bodies: [
      ['missing e-mail', {}, 'email'],
      ['number', { email: 5 }, 'email'],
    ],
  },
  {
    method: 'POST',
    url: () => '/api/login/reset',
    as: 'anon',
    bodies: [
      ['short token', { token: 'abc', password: 'segura123' }, 'token'],
      ['missing password', { token: 'x'.repeat(40) }, 'password'],
    ],
  },
  {
    method: 'PUT',
    url: ({ me }) => `/api/users/${me}/password`,
    as: 'U',
    bodies: [
      ['missing new', { oldPassword: 'comedor123' }, 'newPassword'],
      ['unknown field', { oldPassword: 'a', newPassword: 'b', userId: 1 }, 'userId'],
    ],
  },
  {
    method: 'POST',
    url: () => '/api/users',
    as: 'A',
    bodies: [
      ['missing e-mail', { name: 'A', surname: '', password: 'segura123' }, 'email'],
      ['points as text', { name: 'A', surname: '', email: 'n@b.es', password: 'segura123', points: 'muchos' }, 'points'],
      ['negative points', { name: 'A', surname: '', email: 'n@b.es', password: 'segura123', points: -5 }, 'points'],
      ['unknown role', { name: 'A', surname: '', email: 'n@b.es', password: 'segura123', roleName: 'Dios' }, 'roleName'],
      ['role id out of range', { name: 'A', surname: '', email: 'n@b.es', password: 'segura123', role: { id: 7 } }, 'role.id'],
      ['SQL in name', { name: SQLI, surname: '', email: 'n@b.es', password: 'x' }, 'password'],
      [
        'passwordHash smuggled in',
        { name: 'A', surname: '', email: 'n@b.es', password: 'segura123', passwordHash: 'x' },
        'passwordHash',
      ],
    ],
  },
  {
    method: 'PUT',
    url: ({ me }) => `/api/users/${me}`,
    as: 'U',
    bodies: [
      ['missing name', { surname: '', email: CUSTOMER_EMAIL }, 'name'],
      ['active as text', { ...userBase, active: 'yes' }, 'active'],
      ['huge surname', { ...userBase, surname: HUGE }, 'surname'],
      ['passwordHash smuggled in', { ...userBase, passwordHash: '$argon2id$' }, 'passwordHash'],
    ],
  },
  {
    method: 'POST',
    url: () => '/api/rewards',
    as: 'A',
    bodies: [
      ['missing cost', { name: 'Premio' }, 'cost'],
      ['fractional cost', { name: 'Premio', cost: 1.5 }, 'cost'],
      ['negative cost', { name: 'Premio', cost: -1 }, 'cost'],
      ['empty name', { name: '', cost: 10 }, 'name'],
    ],
  },
  {
    method: 'POST',
    url: () => '/api/complaints',
    as: 'U',
    bodies: [
      ['object', { message: { text: 'hola' } }, 'message'],
      ['huge', { message: HUGE }, 'message'],
      ['extra', { message: 'a', senderId: 1 }, 'senderId'],
    ],
  },
  {
    method: 'PUT',
    url: () => '/api/complaints/id/1',
    as: 'A',
    bodies: [
      ['missing answer', {}, 'answer'],
      ['answer as object', { answer: { text: 'x' } }, 'answer'],
    ],
  },
];

describe.each(testDatabases())('bad input (%s)', (kind) => {
  let s: TestServer;
  let tokens: Record<'anon' | 'U' | 'A', string | undefined>;
  let me: number;
  let snapshot: () => Promise<string>;

  beforeAll(async () => {
    s = await startTestServer(kind);
    tokens = { anon: undefined, U: await s.login(CUSTOMER_EMAIL), A: await s.login(ADMIN_EMAIL) };
    me = (await s.request({ method: 'GET', url: '/api/users/me', token: tokens.U })).json().id;
    snapshot = async () =>
      JSON.stringify(
        await Promise.all(
          ['/api/users', '/api/rewards', '/api/complaints', `/api/users_allergens/user/${me}`].map(async (url) =>
            (await s.request({ method: 'GET', url, token: tokens.A })).json(),
          ),
        ),
      );
  });
  afterAll(() => s.close());

  for (const target of TARGETS) {
    it(`${target.method} ${target.url({ me: 0 }).replace('/0', '/{id}')}: 400 naming the field, nothing written`, async () => {
      const before = await snapshot();
      for (const [label, body, field] of target.bodies) {
        const res = await s.request({ method: target.method, url: target.url({ me }), token: tokens[target.as], body });
        expect(res.statusCode, `${label}: ${res.body}`).toBe(400);
        expectNoSecrets(res);
        const json = res.json();
        expect(json.message, label).toMatch(/\S/);
        if (field) expect(json.field, label).toBe(field);
      }
      expect(await snapshot()).toBe(before);
    });
  }

  it('answers malformed or mistyped JSON with 4xx JSON, never 5xx', async () => {
    for (const target of TARGETS) {
      for (const payload of ['{"userName": ', '{{}', 'null', '"texto"', '12', '\u0000']) {
        const res = await s.app.inject({
          method: target.method,
          url: target.url({ me }),
          payload,
          headers: {
            'content-type': 'application/json',
            ...(tokens[target.as] ? { authorization: `Bearer ${tokens[target.as]}` } : {}),
          },
        });
        expect(res.statusCode, `${target.url({ me })} ${JSON.stringify(payload)}: ${res.body}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
        expect(res.json().message).toMatch(/\S/);
      }
      const wrongType = await s.app.inject({
        method: target.method,
        url: target.url({ me }),
        payload: 'a=b',
        headers: { 'content-type': 'text/plain' },
      });
      expect([400, 401, 415]).toContain(wrongType.statusCode);
    }
  });

  it('treats SQL-looking text in paths and searches as plain text', async () => {
    for (const url of [
      `/api/users/email/${encodeURIComponent(SQLI)}`,
      `/api/users/name/${encodeURIComponent(SQLI)}`,
      `/api/users/role/${encodeURIComponent(SQLI)}`,
      `/api/users?q=${encodeURIComponent(SQLI)}`,
      `/api/complaints?q=${encodeURIComponent(SQLI)}&page=1&size=5`,
    ]) {
      const res = await s.request({ method: 'GET', url, token: tokens.A });
      expect([200, 404], `${url}: ${res.body}`).toContain(res.statusCode);
    }
    expect((await s.request({ method: 'GET', url: '/api/users', token: tokens.A })).json().length).toBeGreaterThan(20);
  });

  it('refuses ids and query values of the wrong shape with 400 naming them', async () => {
    const cases: [string, string][] = [
      ['/api/users/id/abc', 'id'],
      ['/api/users/id/-1', 'id'],
      ['/api/users/id/99999999999', 'id'],
      ['/api/users?page=0', 'page'],
      ['/api/users?size=100000', 'size'],
      ['/api/users?order=sideways', 'order'],
      ['/api/users?sort=name;drop', 'sort'],
      ['/api/complaints?answered=perhaps', 'answered'],
      ['/api/users?unknown=1', 'unknown'],
    ];
    for (const [url, field] of cases) {
      const res = await s.request({ method: 'GET', url, token: tokens.A });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(res.json().field, url).toBe(field);
    }
  });
});
