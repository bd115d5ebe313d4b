/** Bulk actions of the admin lists: one request, one transaction, the single action's rules, the count changed. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Complaint, Dish, User } from '../../model/entities';
import { expectApiError } from './fixtures';
import { ADMIN_EMAIL, CHEF_EMAIL, CUSTOMER_EMAIL, startTestServer, testDatabases, type TestServer } from './helper';

describe.each(testDatabases())('bulk actions (%s)', (kind) => {
  let s: TestServer;
  let admin: string;
  let chef: string;
  let customer: string;
  let me: User;

  beforeAll(async () => {
    s = await startTestServer(kind);
    admin = await s.login(ADMIN_EMAIL);
    chef = await s.login(CHEF_EMAIL);
    customer = await s.login(CUSTOMER_EMAIL);
    me = (await s.request({ method: 'GET', url: '/api/users/me', token: admin })).json();
  });
  afterAll(() => s.close());

  const put = (url: string, body: unknown, token = admin) => s.request({ method: 'PUT', url, token, body });

  async function newUsers(n: number, prefix: string): Promise<User[]> {
    const made: User[] = [];
    for (let i = 0; i < n; i++) {
      const res = await s.request({
        method: 'POST',
        url: '/api/users',
        token: admin,
        body: {
          name: prefix,
          surname: String(i),
          email: `${prefix}.${i}.${kind}@bulk.es`,
          password: 'Prueba1234',
          roleName: 'Usuario',
        },
      });
      expect(res.statusCode).toBe(201);
      made.push(res.json());
    }
    return made;
  }

  it('deactivates and activates many users in one call, counting only the rows that changed', async () => {
    const users = await newUsers(3, 'baja');
    const ids = users.map((u) => u.id);
    const token = await s.login(users[0].email, 'Prueba1234');
    const res = await put('/api/users/bulk', { ids, action: 'deactivate' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ changed: 3 });
    for (const id of ids)
      expect((await s.request({ method: 'GET', url: `/api/users/id/${id}`, token: admin })).json().active).toBe(false);
    // a deactivated account's session ends at once
    expect((await s.request({ method: 'GET', url: '/api/users/me', token })).statusCode).toBe(401);
    expect((await put('/api/users/bulk', { ids, action: 'deactivate' })).json()).toEqual({ changed: 0 });
    expect((await put('/api/users/bulk', { ids: ids.slice(0, 2), action: 'activate' })).json()).toEqual({ changed: 2 });
  });

  it('refuses to deactivate or delete the calling admin with 409 and changes nobody in the selection', async () => {
    const users = await newUsers(2, 'propio');
    const ids = [users[0].id, me.id, users[1].id];
    expectApiError(await put('/api/users/bulk', { ids, action: 'deactivate' }), 409, 'ids');
    expectApiError(await put('/api/users/bulk', { ids, action: 'delete' }), 409, 'ids');
    for (const u of users)
      expect((await s.request({ method: 'GET', url: `/api/users/id/${u.id}`, token: admin })).json().active).toBe(true);
    expect((await put('/api/users/bulk', { ids, action: 'activate' })).statusCode).toBe(200);
  });

  it('deletes many users at once; an unknown id makes the whole call a 404 that deletes nothing', async () => {
    const users = await newUsers(3, 'borrar');
    const ids = users.map((u) => u.id);
    expectApiError(await put('/api/users/bulk', { ids: [...ids, 987654], action: 'delete' }), 404, 'ids');
    expect((await s.request({ method: 'GET', url: `/api/users/id/${ids[0]}`, token: admin })).statusCode).toBe(200);
    expect((await put('/api/users/bulk', { ids, action: 'delete' })).json()).toEqual({ changed: 3 });
    for (const id of ids)
      expect((await s.request({ method: 'GET', url: `/api/users/id/${id}`, token: admin })).statusCode).toBe(404);
  });

  it('lets only an admin run user bulk actions, and refuses bad bodies with 400 naming the field', async () => {
    const [u] = await newUsers(1, 'roles');
    expect((await put('/api/users/bulk', { ids: [u.id], action: 'deactivate' }, chef)).statusCode).toBe(403);
    expect((await put('/api/users/bulk', { ids: [u.id], action: 'deactivate' }, customer)).statusCode).toBe(403);
    expect(
      (await s.request({ method: 'PUT', url: '/api/users/bulk', body: { ids: [u.id], action: 'deactivate' } })).statusCode,
    ).toBe(401);
    expectApiError(await put('/api/users/bulk', { ids: [], action: 'deactivate' }), 400, 'ids');
    expectApiError(await put('/api/users/bulk', { ids: [u.id], action: 'ascend' }), 400, 'action');
    expectApiError(await put('/api/users/bulk', { ids: [u.id, u.id], action: 'delete' }), 400, 'ids');
  });

  describe('dishes', () => {
    let dishIds: number[];
    beforeAll(async () => {
      dishIds = [];
      for (const name of ['Bulk A', 'Bulk B', 'Bulk C']) {
        const res = await s.request({
          method: 'POST',
          url: '/api/dishes',
          token: admin,
          body: { name, stock: 4, category: { id: 2 } },
        });
        dishIds.push(res.json().id);
      }
    });
    const dish = async (id: number): Promise<Dish> =>
      (await s.request({ method: 'GET', url: `/api/dishes/${id}`, token: admin })).json();

    it('marks sold out, available, sets stock and moves category for many dishes at once', async () => {
      expect((await put('/api/dishes/bulk', { ids: dishIds, action: 'soldOut' }, chef)).json()).toEqual({ changed: 3 });
      expect((await dish(dishIds[0])).isAvailable).toBe(false);
      expect((await put('/api/dishes/bulk', { ids: dishIds, action: 'available' })).json()).toEqual({ changed: 3 });
      expect((await put('/api/dishes/bulk', { ids: dishIds, action: 'stock', stock: 9 }, chef)).json()).toEqual({ changed: 3 });
      expect((await dish(dishIds[2])).stock).toBe(9);
      expect((await put('/api/dishes/bulk', { ids: dishIds.slice(0, 2), action: 'category', category: 5 })).json()).toEqual({
        changed: 2,
      });
      expect((await dish(dishIds[1])).category.id).toBe(5);
      const drinks = (await s.request({ method: 'GET', url: '/api/dishes?category=5', token: customer })).json() as Dish[];
      expect(drinks.map((d) => d.id)).toEqual(expect.arrayContaining(dishIds.slice(0, 2)));
    });

    it('withdraws and brings back dishes; the menu list follows at once', async () => {
      expect((await put('/api/dishes/bulk', { ids: dishIds, action: 'withdraw' }, chef)).json()).toEqual({ changed: 3 });
      const menu = (await s.request({ method: 'GET', url: '/api/dishes', token: customer })).json() as Dish[];
      expect(menu.some((d) => dishIds.includes(d.id))).toBe(false);
      expect((await put('/api/dishes/bulk', { ids: dishIds, action: 'restore' })).json()).toEqual({ changed: 3 });
      expect((await dish(dishIds[0])).isActive).toBe(true);
    });

    it('keeps bringing back and recategorising for admins, and the rest of dishes/bulk from customers', async () => {
      expect((await put('/api/dishes/bulk', { ids: dishIds, action: 'restore' }, chef)).statusCode).toBe(403);
      expect((await put('/api/dishes/bulk', { ids: dishIds, action: 'category', category: 1 }, chef)).statusCode).toBe(403);
      expect((await put('/api/dishes/bulk', { ids: dishIds, action: 'soldOut' }, customer)).statusCode).toBe(403);
      expectApiError(await put('/api/dishes/bulk', { ids: dishIds, action: 'stock' }), 400, 'stock');
      expectApiError(await put('/api/dishes/bulk', { ids: dishIds, action: 'category' }), 400, 'category');
      expectApiError(await put('/api/dishes/bulk', { ids: dishIds, action: 'stock', stock: -1 }), 400, 'stock');
      expectApiError(await put('/api/dishes/bulk', { ids: [...dishIds, 999999], action: 'soldOut' }), 404, 'ids');
      expect((await dish(dishIds[0])).isAvailable).toBe(true);
    });
  });

  it('answers many unanswered complaints at once and leaves answered ones as they were', async () => {
    const ids: number[] = [];
    for (const message of ['Frío', 'Tarde', 'Salado']) {
      ids.push((await s.request({ method: 'POST', url: '/api/complaints', token: customer, body: { message } })).json().id);
    }
    await s.request({ method: 'PUT', url: `/api/complaints/id/${ids[0]}`, token: admin, body: { answer: 'Lo sentimos mucho' } });
    expect((await put('/api/complaints/bulk', { ids, action: 'answer', answer: 'Gracias, lo revisamos' }, chef)).statusCode).toBe(
      403,
    );
    expectApiError(await put('/api/complaints/bulk', { ids, action: 'answer', answer: '   ' }), 400, 'answer');
    const res = await put('/api/complaints/bulk', { ids, action: 'answer', answer: 'Gracias, lo revisamos' });
    expect(res.json()).toEqual({ changed: 2 });
    const read = async (id: number): Promise<Complaint> =>
      (await s.request({ method: 'GET', url: `/api/complaints/id/${id}`, token: admin })).json();
    expect((await read(ids[0])).answer).toBe('Lo sentimos mucho');
    expect((await read(ids[2])).answer).toBe('Gracias, lo revisamos');
    expect((await read(ids[2])).answeredBy?.id).toBe(me.id);
  });
});
