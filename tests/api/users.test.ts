/** The admin's user management and a user's own record: paging, search, create, edit, delete. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../model/entities';
import { expectApiError, expectNoSecrets } from './fixtures';
import { ADMIN_EMAIL, CHEF_EMAIL, CUSTOMER_EMAIL, startTestServer, testDatabases, type TestServer } from './helper';

describe.each(testDatabases())('users (%s)', (kind) => {
  let s: TestServer;
  let admin: string;
  let customer: string;
  let me: User;

  beforeAll(async () => {
    s = await startTestServer(kind);
    admin = await s.login(ADMIN_EMAIL);
    customer = await s.login(CUSTOMER_EMAIL);
    me = (await s.request({ method: 'GET', url: '/api/users/me', token: customer })).json();
  });
  afterAll(() => s.close());

  const get = (url: string, token = admin) => s.request({ method: 'GET', url, token });

  it('lists every user without paging, and one page with the total when asked', async () => {
    const all = await get('/api/users');
    expect(all.statusCode).toBe(200);
    expect(all.headers['x-total-count']).toBeUndefined();
    const total = all.json().length;
    expect(total).toBeGreaterThanOrEqual(28);
    const page = await get('/api/users?page=2&size=10&sort=name&order=ASC');
    expect(page.json()).toHaveLength(10);
    expect(page.headers['x-total-count']).toBe(String(total));
    expect(page.headers['access-control-expose-headers']).toMatch(/X-Total-Count/i);
    const ascending = (await get(`/api/users?page=1&size=${total}&sort=name&order=ASC`)).json().map((u: User) => u.id);
    const descending = (await get(`/api/users?page=1&size=${total}&sort=name&order=DESC`)).json().map((u: User) => u.id);
    expect(descending).toEqual([...ascending].reverse());
    expect(ascending).not.toEqual([...ascending].sort((a: number, b: number) => a - b));
    expectNoSecrets(page);
  });

  it('pages stably: consecutive pages never repeat a user', async () => {
    const p1 = (await get('/api/users?page=1&size=7&sort=points&order=DESC')).json().map((u: User) => u.id);
    const p2 = (await get('/api/users?page=2&size=7&sort=points&order=DESC')).json().map((u: User) => u.id);
    expect(p1.filter((id: number) => p2.includes(id))).toEqual([]);
  });

  it('searches name, surname, e-mail and role name', async () => {
    const byName = (await get('/api/users?q=luc')).json() as User[];
    expect(byName.map((u) => u.email)).toContain(CUSTOMER_EMAIL);
    const byRole = (await get('/api/users?q=encarg&page=1&size=50')).json() as User[];
    expect(byRole.length).toBeGreaterThanOrEqual(3);
    expect(byRole.every((u) => u.roleName === 'Encargado' || /encarg/i.test(`${u.name} ${u.surname} ${u.email}`))).toBe(true);
    expect((await get('/api/users?q=%25')).json()).toEqual([]);
    expect((await get("/api/users?q=' or 1=1 --")).json()).toEqual([]);
  });

  it('refuses sorting by an unknown field', async () => {
    expectApiError(await get('/api/users?page=1&size=5&sort=passwordHash'), 400, 'sort');
  });

  it('finds users by role, name and surname, case-insensitively', async () => {
    const chefs = (await get('/api/users/role/Encargado')).json() as User[];
    expect(chefs.every((u) => u.role.name === 'Encargado')).toBe(true);
    expect(chefs.map((u) => u.email)).toContain(CHEF_EMAIL);
    expect((await get('/api/users/role/nada')).json()).toEqual([]);
    expect(((await get('/api/users/name/LUCÍA')).json() as User[]).map((u) => u.email)).toContain(CUSTOMER_EMAIL);
    expect(((await get('/api/users/surname/fernández')).json() as User[]).map((u) => u.email)).toContain(CUSTOMER_EMAIL);
  });

  it('gives the admin a user by id or e-mail, 404 when none', async () => {
    expect((await get(`/api/users/id/${me.id}`)).json()).toEqual(me);
    expect((await get(`/api/users/email/${CUSTOMER_EMAIL}`)).json()).toEqual(me);
    expectApiError(await get('/api/users/id/99999'), 404);
    expectApiError(await get('/api/users/email/nadie@correo.es'), 404);
  });

  it('creates a user with the spec defaults: Administrador, active, no points', async () => {
    const res = await s.request({
      method: 'POST',
      url: '/api/users',
      token: admin,
      body: { name: 'Olga', surname: 'Vidal', email: 'olga@comedor.es', password: 'segura123' },
    });
    expect(res.statusCode).toBe(201);
    expectNoSecrets(res);
    expect(res.json()).toMatchObject({
      name: 'Olga',
      points: 0,
      active: true,
      roleName: 'Administrador',
      role: { id: 1, name: 'Administrador' },
    });
    expect(await s.login('olga@comedor.es', 'segura123')).toBeTruthy();
  });

  it('creates a customer with points and their rewards unlocked accordingly', async () => {
    const res = await s.request({
      method: 'POST',
      url: '/api/users',
      token: admin,
      body: {
        id: null,
        name: 'Tomás',
        surname: 'Ruiz',
        email: 'tomas@correo.es',
        password: 'segura123',
        image: null,
        points: 160,
        active: true,
        roleName: 'Usuario',
        role: { id: 2, name: 'Usuario' },
      },
    });
    expect(res.statusCode).toBe(201);
    const links = (await get(`/api/users_rewards/user/${res.json().id}`)).json() as {
      isAvailable: boolean;
      idRewards: { cost: number };
    }[];
    expect(links.every((l) => l.isAvailable === l.idRewards.cost <= 160)).toBe(true);
    expect((await get(`/api/users_allergens/user/${res.json().id}`)).json()).toHaveLength(14);
  });

  it('refuses a taken e-mail (409) and a weak password (400)', async () => {
    expectApiError(
      await s.request({
        method: 'POST',
        url: '/api/users',
        token: admin,
        body: { name: 'X', surname: '', email: 'ADMIN@comedor.es', password: 'segura123' },
      }),
      409,
      'email',
    );
    expectApiError(
      await s.request({
        method: 'POST',
        url: '/api/users',
        token: admin,
        body: { name: 'X', surname: '', email: 'x@comedor.es', password: '123' },
      }),
      400,
      'password',
    );
    expectApiError(
      await s.request({
        method: 'PUT',
        url: `/api/users/${me.id}`,
        token: admin,
        body: { name: me.name, surname: me.surname, email: CHEF_EMAIL },
      }),
      409,
      'email',
    );
  });

  it('lets users edit their own name, surname, e-mail and image', async () => {
    const res = await s.request({
      method: 'PUT',
      url: `/api/users/${me.id}`,
      token: customer,
      body: { ...me, name: 'Lucía María', image: '/api/images/0123456789abcdef0123456789abcdef' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Lucía María',
      image: '/api/images/0123456789abcdef0123456789abcdef',
      points: me.points,
      roleName: 'Usuario',
    });
    await s.request({ method: 'PUT', url: `/api/users/${me.id}`, token: customer, body: me });
  });

  it('forbids users to raise their own points, change their role or reactivate themselves', async () => {
    for (const change of [
      { points: me.points + 1000 },
      { roleName: 'Administrador' },
      { role: { id: 1 } },
      { role: { name: 'Encargado' } },
      { active: false },
    ]) {
      const res = await s.request({ method: 'PUT', url: `/api/users/${me.id}`, token: customer, body: { ...me, ...change } });
      expectApiError(res, 403);
    }
    expect((await get('/api/users/me', customer)).json()).toEqual(me);
  });

  it('rejects unknown fields and a password in the whole-user update', async () => {
    expectApiError(
      await s.request({ method: 'PUT', url: `/api/users/${me.id}`, token: customer, body: { ...me, isAdmin: true } }),
      400,
      'isAdmin',
    );
    expectApiError(
      await s.request({ method: 'PUT', url: `/api/users/${me.id}`, token: customer, body: { ...me, password: 'nuevaClave9' } }),
      400,
      'password',
    );
    expectApiError(
      await s.request({ method: 'PUT', url: `/api/users/${me.id}`, token: customer, body: { ...me, id: me.id + 1 } }),
      400,
      'id',
    );
  });

  it('lets the admin change points, which unlocks rewards at once', async () => {
    const other = (await get('/api/users/email/david.jimenez@correo.es')).json() as User;
    const res = await s.request({
      method: 'PUT',
      url: `/api/users/${other.id}`,
      token: admin,
      body: { ...other, points: 999, roleName: 'Usuario' },
    });
    expect(res.json().points).toBe(999);
    const links = (await get(`/api/users_rewards/user/${other.id}`)).json() as { isAvailable: boolean }[];
    expect(links.every((l) => l.isAvailable)).toBe(true);
    await s.request({ method: 'PUT', url: `/api/users/${other.id}`, token: admin, body: { ...other, points: 0 } });
    const after = (await get(`/api/users_rewards/user/${other.id}`)).json() as {
      isAvailable: boolean;
      idRewards: { cost: number };
    }[];
    expect(after.filter((l) => l.isAvailable).every((l) => l.idRewards.cost === 0)).toBe(true);
  });

  it('deletes a user, but an admin never themselves', async () => {
    const victim = (
      await s.request({
        method: 'POST',
        url: '/api/users',
        token: admin,
        body: { name: 'Baja', surname: '', email: 'baja@correo.es', password: 'segura123', roleName: 'Usuario' },
      })
    ).json();
    expect((await s.request({ method: 'DELETE', url: `/api/users/id/${victim.id}`, token: admin })).statusCode).toBe(204);
    expectApiError(await get(`/api/users/id/${victim.id}`), 404);
    expectApiError(await s.request({ method: 'DELETE', url: `/api/users/id/${victim.id}`, token: admin }), 404);
    const self = (await get('/api/users/me')).json() as User;
    expectApiError(await s.request({ method: 'DELETE', url: `/api/users/id/${self.id}`, token: admin }), 409);
  });

  it('deletes a customer with a history of orders and complaints', async () => {
    const carlos = (await get('/api/users/email/carlos.lopez@correo.es')).json() as User;
    expect((await s.request({ method: 'DELETE', url: `/api/users/id/${carlos.id}`, token: admin })).statusCode).toBe(204);
    expect((await get('/api/complaints')).statusCode).toBe(200);
  });
});
