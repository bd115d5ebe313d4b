import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../../dataProvider';

interface Call {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

let calls: Call[];
let reply: { status: number; body: unknown; headers?: Record<string, string> };

beforeEach(() => {
  calls = [];
  reply = { status: 200, body: [] };
  sessionStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const u = new URL(url, 'http://localhost');
      calls.push({
        method: init.method ?? 'GET',
        path: u.pathname,
        query: Object.fromEntries(u.searchParams),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      });
      return new Response(reply.status === 204 ? null : JSON.stringify(reply.body), {
        status: reply.status,
        headers: reply.headers,
      });
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

const page = (p: number, perPage: number) => ({ page: p, perPage });

describe('getList', () => {
  it('pages users on the server with page, size, sort, order and q, and reads X-Total-Count', async () => {
    reply = { status: 200, body: [{ id: 11 }], headers: { 'X-Total-Count': '31' } };
    const res = await dataProvider.getList('users', {
      pagination: page(2, 10),
      sort: { field: 'name', order: 'DESC' },
      filter: { q: ' ana ' },
    });
    expect(calls[0]).toMatchObject({
      method: 'GET',
      path: '/api/users',
      query: { page: '2', size: '10', sort: 'name', order: 'DESC', q: 'ana' },
    });
    expect(res).toEqual({ data: [{ id: 11 }], total: 31 });
  });

  it('passes the dish category and the complaint and order filters through, and drops unknown ones', async () => {
    await dataProvider.getList('dishes', {
      pagination: page(1, 24),
      sort: { field: 'name', order: 'ASC' },
      filter: { category: 3, bogus: 'x' },
    });
    await dataProvider.getList('complaints', {
      pagination: page(1, 9),
      sort: { field: 'dateSend', order: 'DESC' },
      filter: { answered: 'false' },
    });
    await dataProvider.getList('orders', {
      pagination: page(1, 25),
      sort: { field: 'id', order: 'DESC' },
      filter: { status: 'pending', date: '2025-03-01' },
    });
    expect(calls[0].query).toEqual({ page: '1', size: '24', sort: 'name', order: 'ASC', category: '3' });
    expect(calls[1].query).toMatchObject({ size: '9', answered: 'false' });
    expect(calls[2].query).toMatchObject({ status: 'pending', date: '2025-03-01' });
  });

  it('sorts and pages rewards locally since the API returns them whole', async () => {
    reply = {
      status: 200,
      body: [
        { id: 1, cost: 50 },
        { id: 2, cost: 10 },
        { id: 3, cost: 30 },
      ],
    };
    const res = await dataProvider.getList('rewards', {
      pagination: page(1, 2),
      sort: { field: 'cost', order: 'ASC' },
      filter: {},
    });
    expect(calls[0]).toMatchObject({ path: '/api/rewards', query: {} });
    expect(res).toEqual({
      data: [
        { id: 2, cost: 10 },
        { id: 3, cost: 30 },
      ],
      total: 3,
    });
  });
});

describe('getOne', () => {
  it.each([
    ['users', '/api/users/id/7'],
    ['complaints', '/api/complaints/id/7'],
    ['dishes', '/api/dishes/7'],
    ['rewards', '/api/rewards/7'],
    ['orders', '/api/orders/7'],
  ])('reads one %s from %s', async (resource, path) => {
    reply = { status: 200, body: { id: 7 } };
    const res = await dataProvider.getOne(resource, { id: 7 });
    expect(calls[0]).toMatchObject({ method: 'GET', path });
    expect(res.data).toEqual({ id: 7 });
  });
});

describe('create', () => {
  it('posts a user with the role name and role agreeing, without read-only fields', async () => {
    reply = { status: 201, body: { id: 40 } };
    await dataProvider.create('users', {
      data: {
        id: 99,
        name: 'Eva',
        surname: 'Ruiz',
        email: 'eva@x.es',
        password: 'Clave1234',
        points: '5',
        active: true,
        roleName: 'Encargado',
        image: null,
      },
    });
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/api/users',
      query: {},
      body: {
        name: 'Eva',
        surname: 'Ruiz',
        email: 'eva@x.es',
        image: null,
        active: true,
        points: 5,
        roleName: 'Encargado',
        role: { id: 3, name: 'Encargado' },
        password: 'Clave1234',
      },
    });
  });

  it('posts a dish body with category ref, cleaned ingredients and allergen ids', async () => {
    reply = { status: 201, body: { id: 1 } };
    await dataProvider.create('dishes', {
      data: {
        name: 'Sopa',
        cost: '4.5',
        stock: 3,
        category: { id: 2, name: 'Segundos' },
        ingredients: [{ name: ' agua ' }, { name: '' }],
        allergens: [{ id: 1, name: 'Gluten', image: 'x' }],
        isActive: true,
      },
    });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/dishes',
      body: {
        name: 'Sopa',
        cost: 4.5,
        stock: 3,
        category: { id: 2 },
        ingredients: [{ name: 'agua' }],
        allergens: [{ id: 1 }],
        isActive: true,
      },
    });
  });

  it('posts a reward with an integer cost', async () => {
    reply = { status: 201, body: { id: 9 } };
    await dataProvider.create('rewards', { data: { name: 'Café', description: 'Gratis', cost: '50', image: null } });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/rewards',
      body: { name: 'Café', description: 'Gratis', image: null, cost: 50 },
    });
  });
});

describe('update', () => {
  it('puts the whole user to users/{id} without id, role objects from the client or computed fields', async () => {
    reply = { status: 200, body: { id: 3 } };
    await dataProvider.update('users', {
      id: 3,
      data: {
        id: 3,
        name: 'Lu',
        surname: 'F',
        email: 'l@x.es',
        points: 10,
        active: false,
        roleName: 'Usuario',
        role: { id: 1, name: 'Administrador' },
      },
      previousData: { id: 3 },
    });
    expect(calls[0]).toEqual({
      method: 'PUT',
      path: '/api/users/3',
      query: {},
      body: {
        name: 'Lu',
        surname: 'F',
        email: 'l@x.es',
        active: false,
        points: 10,
        roleName: 'Usuario',
        role: { id: 2, name: 'Usuario' },
      },
    });
  });

  it('puts only the answer to complaints/id/{id}', async () => {
    reply = { status: 200, body: { id: 5 } };
    await dataProvider.update('complaints', {
      id: 5,
      data: { id: 5, message: 'x', answer: ' Gracias ' },
      previousData: { id: 5 },
    });
    expect(calls[0]).toMatchObject({ method: 'PUT', path: '/api/complaints/id/5', body: { answer: 'Gracias' } });
  });

  it('puts dishes and rewards to their own paths', async () => {
    reply = { status: 200, body: { id: 2 } };
    await dataProvider.update('dishes', { id: 2, data: { id: 2, name: 'Flan', allergens: [] }, previousData: { id: 2 } });
    await dataProvider.update('rewards', { id: 4, data: { id: 4, name: 'Postre', cost: 20 }, previousData: { id: 4 } });
    expect(calls[0]).toMatchObject({ method: 'PUT', path: '/api/dishes/2', body: { name: 'Flan', allergens: [] } });
    expect(calls[1]).toMatchObject({ method: 'PUT', path: '/api/rewards/4', body: { name: 'Postre', cost: 20 } });
  });
});

describe('delete', () => {
  it.each([
    ['users', '/api/users/id/8'],
    ['dishes', '/api/dishes/id/8'],
    ['rewards', '/api/rewards/8'],
  ])('deletes %s through %s', async (resource, path) => {
    reply = { status: 204, body: null };
    const res = await dataProvider.delete(resource, { id: 8, previousData: { id: 8, name: 'x' } });
    expect(calls[0]).toMatchObject({ method: 'DELETE', path });
    expect(res.data).toEqual({ id: 8, name: 'x' });
  });

  it('refuses to delete an order, which the API does not allow', async () => {
    await expect(dataProvider.delete('orders', { id: 1 })).rejects.toMatchObject({
      body: { code: 'unsupported_operation', params: { action: 'delete', resource: 'orders' } },
    });
    expect(calls).toHaveLength(0);
  });
});

describe('custom methods', () => {
  it('uploads an image as multipart to POST images', async () => {
    reply = { status: 201, body: { url: '/api/images/abc' } };
    const res = await dataProvider.uploadImage(new File(['x'], 'a.png', { type: 'image/png' }));
    expect(calls[0].method).toBe('POST');
    expect(calls[0].path).toBe('/api/images');
    expect(calls[0].body).toBeInstanceOf(FormData);
    expect((calls[0].body as FormData).get('file')).toBeInstanceOf(File);
    expect(res).toEqual({ url: '/api/images/abc' });
  });

  it('reads the figures and brings a withdrawn dish back', async () => {
    reply = { status: 200, body: {} };
    await dataProvider.getDashboard();
    await dataProvider.getAnalysis();
    await dataProvider.restoreDish({ id: 6 });
    await dataProvider.finishOrder(12);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /api/stats/dashboard',
      'GET /api/stats/analysis',
      'PUT /api/dishes/6',
      'PUT /api/orders/12/finish',
    ]);
    expect(calls[2].body).toEqual({ isActive: true });
  });

  it('turns an error body into an error with the server Spanish message and status', async () => {
    reply = { status: 409, body: { statusCode: 409, error: 'Conflict', message: 'Ese correo ya está registrado.' } };
    await expect(dataProvider.create('users', { data: { name: 'A' } })).rejects.toMatchObject({
      status: 409,
      message: 'Ese correo ya está registrado.',
    });
  });
});
