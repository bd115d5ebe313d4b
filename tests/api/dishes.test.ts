import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Allergen, Dish, Ingredient } from '../../model/entities';
import { startTestServer, testDatabases, type TestServer } from './helper';
import { CALLERS, demoSessions, tokenOf, type Caller, type Sessions } from './sessions';

describe.each(testDatabases())('dishes on %s', (kind) => {
  let server: TestServer;
  let s: Sessions;
  beforeAll(async () => {
    server = await startTestServer(kind);
    s = await demoSessions(server);
  });
  afterAll(async () => server?.close());

  const get = (url: string, caller: Caller) => server.request({ method: 'GET', url, token: tokenOf(s, caller) });

  it('shows the menu to every logged-in role, each dish with its allergens, and nothing to strangers', async () => {
    for (const caller of CALLERS) {
      const res = await get('/api/dishes', caller);
      expect(res.statusCode, caller).toBe(caller === 'anonymous' ? 401 : 200);
    }
    const dishes = (await get('/api/dishes', 'customer')).json<Dish[]>();
    expect(dishes.length).toBeGreaterThanOrEqual(30);
    for (const d of dishes) {
      expect(Array.isArray(d.allergens)).toBe(true);
      expect(typeof d.cost).toBe('number');
      expect(d.category.name).toBeTruthy();
    }
    expect(dishes.some((d) => d.allergens.length > 0)).toBe(true);
  });

  it('filters by category, searches name and description, and pages with X-Total-Count', async () => {
    const firsts = (await get('/api/dishes?category=1', 'customer')).json<Dish[]>();
    expect(firsts.length).toBeGreaterThanOrEqual(6);
    expect(firsts.every((d) => d.category.id === 1 && d.category.name === 'Primeros')).toBe(true);

    const found = (await get('/api/dishes?q=GAZPACHO', 'customer')).json<Dish[]>();
    expect(found.map((d) => d.name)).toContain('Gazpacho andaluz');
    expect((await get('/api/dishes?q=%25', 'customer')).json<Dish[]>()).toEqual([]);

    const page = await get('/api/dishes?page=2&size=5&sort=name&order=ASC', 'admin');
    expect(page.statusCode).toBe(200);
    expect(page.json<Dish[]>()).toHaveLength(5);
    const all = (await get('/api/dishes?sort=name&order=ASC', 'admin')).json<Dish[]>();
    expect(Number(page.headers['x-total-count'])).toBe(all.length);
    expect(page.json<Dish[]>().map((d) => d.id)).toEqual(all.slice(5, 10).map((d) => d.id));
    expect((await get('/api/dishes?sort=password', 'admin')).json()).toMatchObject({ statusCode: 400, field: 'sort' });
    expect((await get('/api/dishes?category=9', 'admin')).json()).toMatchObject({ statusCode: 400, field: 'category' });
  });

  it('gives the detail with ingredients and allergens, and the two sub-lists', async () => {
    const [first] = (await get('/api/dishes?q=Gazpacho', 'customer')).json<Dish[]>();
    const detail = await get(`/api/dishes/${first.id}`, 'chef');
    expect(detail.statusCode).toBe(200);
    const dish = detail.json<Dish>();
    expect(dish.ingredients?.map((i) => i.name)).toContain('Tomate');
    const ingredients = (await get(`/api/dishes/${dish.id}/ingredients`, 'customer')).json<Ingredient[]>();
    expect(ingredients).toEqual(dish.ingredients);
    const allergens = (await get(`/api/dishes/${dish.id}/allergens`, 'customer')).json<Allergen[]>();
    expect(allergens.map((a) => a.name)).toEqual(dish.allergens.map((a) => a.name));
    expect((await get('/api/dishes/999999', 'admin')).statusCode).toBe(404);
    expect((await get('/api/dishes/abc', 'admin')).json()).toMatchObject({ statusCode: 400, field: 'id' });
    expect((await get(`/api/dishes/${dish.id}`, 'anonymous')).statusCode).toBe(401);
  });

  it('lets only the Administrador create a dish, with the spec defaults and prices in euros', async () => {
    const body = { name: 'Tortilla de patatas' };
    for (const caller of ['chef', 'customer', 'anonymous'] as const) {
      const res = await server.request({ method: 'POST', url: '/api/dishes', token: tokenOf(s, caller), body });
      expect(res.statusCode, caller).toBe(caller === 'anonymous' ? 401 : 403);
    }
    const created = await server.request({ method: 'POST', url: '/api/dishes', token: s.admin.token, body });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Tortilla de patatas',
      isActive: true,
      isRecommended: true,
      isSuggested: true,
      isHighlighted: true,
      isAvailable: true,
      stock: 0,
      cost: 0,
      category: { id: 1, name: 'Primeros' },
      allergens: [],
    });
    const full = await server.request({
      method: 'POST',
      url: '/api/dishes',
      token: s.admin.token,
      body: {
        name: 'Flan casero',
        cost: 3.35,
        stock: 12,
        category: { id: 4 },
        ingredients: [{ name: 'Huevo' }, { name: 'Leche' }],
        allergens: [{ id: 3 }, { id: 7 }],
      },
    });
    expect(full.statusCode).toBe(201);
    const flan = full.json<Dish>();
    expect(flan).toMatchObject({ cost: 3.35, stock: 12, category: { id: 4, name: 'Postres' } });
    expect(flan.ingredients).toEqual([{ name: 'Huevo' }, { name: 'Leche' }]);
    expect(flan.allergens.map((a) => a.id)).toEqual([3, 7]);
  });

  it('refuses bad dish bodies with the field at fault', async () => {
    const post = (body: unknown) => server.request({ method: 'POST', url: '/api/dishes', token: s.admin.token, body });
    expect((await post({ name: '' })).json()).toMatchObject({ statusCode: 400, field: 'name' });
    expect((await post({ name: 'X', cost: -1 })).json()).toMatchObject({ statusCode: 400, field: 'cost' });
    expect((await post({ name: 'X', cost: 1.234 })).json()).toMatchObject({ statusCode: 400, field: 'cost' });
    expect((await post({ name: 'X', category: { id: 6 } })).json()).toMatchObject({ statusCode: 400, field: 'category.id' });
    expect((await post({ name: 'X', allergens: [{ id: 999 }] })).json()).toMatchObject({
      statusCode: 400,
      field: 'allergens.0.id',
    });
    expect((await post({ name: 'X', costCents: 5 })).json()).toMatchObject({ statusCode: 400, field: 'costCents' });
  });

  it('updates only the fields sent and replaces the lists when present', async () => {
    const created = (
      await server.request({
        method: 'POST',
        url: '/api/dishes',
        token: s.admin.token,
        body: { name: 'Sopa', cost: 4, ingredients: [{ name: 'Agua' }] },
      })
    ).json<Dish>();
    const url = `/api/dishes/${created.id}`;
    for (const caller of ['chef', 'customer', 'anonymous'] as const) {
      const res = await server.request({ method: 'PUT', url, token: tokenOf(s, caller), body: { name: 'Sopa' } });
      expect(res.statusCode, caller).toBe(caller === 'anonymous' ? 401 : 403);
    }
    const res = await server.request({
      method: 'PUT',
      url,
      token: s.admin.token,
      body: { name: 'Sopa de ajo', isHighlighted: false, allergens: [{ id: 1 }] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Sopa de ajo', cost: 4, isHighlighted: false, ingredients: [{ name: 'Agua' }] });
    expect(res.json<Dish>().allergens.map((a) => a.id)).toEqual([1]);
    expect(
      (await server.request({ method: 'PUT', url: '/api/dishes/999999', token: s.admin.token, body: { name: 'X' } })).statusCode,
    ).toBe(404);
  });

  it('lets the kitchen and admins set stock and sold out, but not customers', async () => {
    const created = (
      await server.request({ method: 'POST', url: '/api/dishes', token: s.admin.token, body: { name: 'Croquetas', stock: 5 } })
    ).json<Dish>();
    const url = `/api/dishes/${created.id}/availability`;
    const expected: Record<Caller, number> = { admin: 200, chef: 200, customer: 403, anonymous: 401 };
    for (const caller of CALLERS) {
      const res = await server.request({ method: 'PUT', url, token: tokenOf(s, caller), body: { stock: 8 } });
      expect(res.statusCode, caller).toBe(expected[caller]);
    }
    const soldOut = await server.request({ method: 'PUT', url, token: s.chef.token, body: { isAvailable: false } });
    expect(soldOut.json()).toMatchObject({ stock: 8, isAvailable: false });
    const bad = await server.request({ method: 'PUT', url, token: s.chef.token, body: { stock: 3, name: 'Otro' } });
    expect(bad.json()).toMatchObject({ statusCode: 400, field: 'name' });
    expect((await server.request({ method: 'PUT', url, token: s.chef.token, body: { stock: -1 } })).json()).toMatchObject({
      field: 'stock',
    });
  });

  it('withdraws a dish (A, E): customers stop seeing it, staff still do, an admin brings it back', async () => {
    const created = (
      await server.request({
        method: 'POST',
        url: '/api/dishes',
        token: s.admin.token,
        body: { name: 'Pisto manchego', stock: 3 },
      })
    ).json<Dish>();
    const url = `/api/dishes/id/${created.id}`;
    expect((await server.request({ method: 'DELETE', url, token: s.customer.token })).statusCode).toBe(403);
    expect((await server.request({ method: 'DELETE', url })).statusCode).toBe(401);
    expect((await server.request({ method: 'DELETE', url, token: s.chef.token })).statusCode).toBe(204);
    expect((await server.request({ method: 'DELETE', url, token: s.admin.token })).statusCode).toBe(204);
    expect((await server.request({ method: 'DELETE', url: '/api/dishes/id/999999', token: s.admin.token })).statusCode).toBe(404);

    const customerMenu = (await get('/api/dishes', 'customer')).json<Dish[]>();
    expect(customerMenu.some((d) => d.id === created.id)).toBe(false);
    expect(customerMenu.every((d) => d.isActive)).toBe(true);
    expect((await get('/api/dishes?active=false', 'customer')).json<Dish[]>()).toEqual(customerMenu);
    expect((await get(`/api/dishes/${created.id}`, 'customer')).statusCode).toBe(404);
    expect((await get(`/api/dishes/${created.id}/ingredients`, 'customer')).statusCode).toBe(404);
    expect((await get(`/api/dishes/${created.id}`, 'chef')).json()).toMatchObject({ isActive: false });
    expect((await get('/api/dishes?active=false', 'admin')).json<Dish[]>().map((d) => d.id)).toContain(created.id);

    const back = await server.request({
      method: 'PUT',
      url: `/api/dishes/${created.id}`,
      token: s.admin.token,
      body: { isActive: true },
    });
    expect(back.json()).toMatchObject({ name: 'Pisto manchego', isActive: true, stock: 3 });
    expect((await get(`/api/dishes/${created.id}`, 'customer')).statusCode).toBe(200);
  });
});
