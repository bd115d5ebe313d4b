/**
 * Planning the week (issue 26): the Administrador and the Encargado plan each date's dishes and portions,
 * copy a day or a week, and cannot plan fewer portions than customers already booked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, mondayOf } from '../../model/calendar';
import type { Dish } from '../../model/entities';
import type { DayMenu } from '../../model/week-responses';
import { expectApiError } from './fixtures';
import { ADMIN_EMAIL, CHEF_EMAIL, CUSTOMER_EMAIL, startTestServer, testDatabases, type TestServer } from './helper';
import { book, cancel, todayOf } from './week-fixtures';

describe.each(testDatabases())('day menus (%s)', (kind) => {
  let s: TestServer;
  let admin: string;
  let chef: string;
  let customer: string;
  let today: string;
  /** Monday of the week after next: every day of it is in the future, whatever today is */
  let monday: string;
  let dishIds: number[];

  beforeAll(async () => {
    s = await startTestServer(kind);
    [admin, chef, customer] = await Promise.all([s.login(ADMIN_EMAIL), s.login(CHEF_EMAIL), s.login(CUSTOMER_EMAIL)]);
    today = todayOf(s);
    monday = addDays(mondayOf(today), 14);
    const dishes = (await s.request({ method: 'GET', url: '/api/dishes', token: admin })).json() as Dish[];
    dishIds = dishes.filter((d) => d.isActive !== false).map((d) => d.id);
  });
  afterAll(() => s.close());

  const menus = async (from: string, to: string, token = admin) => {
    const res = await s.request({ method: 'GET', url: `/api/day-menus?from=${from}&to=${to}`, token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as DayMenu[];
  };
  const plan = (date: string, dishes: { dishId: number; portions: number }[], token = admin) =>
    s.request({ method: 'PUT', url: `/api/day-menus/${date}`, token, body: { dishes } });
  const portionsOf = (menu: DayMenu) => Object.fromEntries(menu.dishes.map((d) => [d.dishId, d.portions]));

  it('starts with the seven days after today planned, today unplanned, and bookings on the coming days (demo data)', async () => {
    const week = await menus(addDays(today, 1), addDays(today, 7));
    expect(week).toHaveLength(7);
    expect(week.every((d) => d.planned && d.dishes.length > 0)).toBe(true);
    const [first] = await menus(today, today);
    expect(first!.planned).toBe(false);
    const [tomorrow] = await menus(addDays(today, 1), addDays(today, 1));
    const booked = tomorrow!.dishes.filter((d) => d.booked > 0);
    expect(booked.length).toBeGreaterThan(0);
    expect(booked.every((d) => d.remaining === d.portions - d.booked)).toBe(true);
  });

  it('offers every active dish with its usual portions on a date nobody planned', async () => {
    const [day] = await menus(monday, monday);
    expect(day).toMatchObject({ date: monday, planned: false, open: true, closedReason: null });
    expect(day!.dishes.map((d) => d.dishId).sort()).toEqual([...dishIds].sort());
    expect(day!.dishes.every((d) => d.remaining === d.portions && d.booked === 0)).toBe(true);
    expect(day!.dishes.filter((d) => d.portions > 0).length).toBeGreaterThan(dishIds.length / 2);
  });

  it('plans a whole week, day by day, and reads it back', async () => {
    const week = Array.from({ length: 7 }, (_, i) => addDays(monday, i));
    for (const [i, date] of week.entries()) {
      const res = await plan(date, [
        { dishId: dishIds[0]!, portions: 10 + i },
        { dishId: dishIds[1]!, portions: 20 },
      ]);
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as DayMenu).planned).toBe(true);
    }
    const read = await menus(week[0]!, week[6]!, chef);
    expect(read.map((d) => d.date)).toEqual(week);
    expect(read.map((d) => portionsOf(d))).toEqual(week.map((_, i) => ({ [dishIds[0]!]: 10 + i, [dishIds[1]!]: 20 })));
    expect(read.every((d) => d.planned && d.dishes.every((x) => x.remaining === x.portions))).toBe(true);
  });

  it('lets the Encargado plan too, and takes a date back to its usual menu', async () => {
    const date = addDays(monday, 2);
    expect((await plan(date, [{ dishId: dishIds[2]!, portions: 5 }], chef)).statusCode).toBe(200);
    const res = await s.request({ method: 'DELETE', url: `/api/day-menus/${date}`, token: chef });
    expect(res.statusCode, res.body).toBe(200);
    const back = res.json() as DayMenu;
    expect(back.planned).toBe(false);
    expect(back.dishes.length).toBe(dishIds.length);
  });

  it('copies last week onto the next one, leaving unplanned days alone', async () => {
    const next = addDays(monday, 7);
    const target = addDays(next, 3);
    await plan(target, [{ dishId: dishIds[3]!, portions: 7 }]);
    // Wednesday of the source week was taken back to unplanned above: its target keeps its own plan.
    const res = await s.request({
      method: 'POST',
      url: '/api/day-menus/copy',
      token: admin,
      body: { from: addDays(monday, 4), to: next, span: 'week' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const copied = res.json() as DayMenu[];
    expect(copied.map((d) => d.date)).toEqual(Array.from({ length: 7 }, (_, i) => addDays(next, i)));
    expect(portionsOf(copied[0]!)).toEqual({ [dishIds[0]!]: 10, [dishIds[1]!]: 20 });
    expect(portionsOf(copied[6]!)).toEqual({ [dishIds[0]!]: 16, [dishIds[1]!]: 20 });
    expect(copied[2]!.planned).toBe(false);
    expect(portionsOf(copied[3]!)).toEqual({ [dishIds[0]!]: 13, [dishIds[1]!]: 20 });
    expect(await menus(next, addDays(next, 6))).toEqual(copied);
  });

  it('copies one day onto another', async () => {
    const from = addDays(monday, 5);
    const to = addDays(monday, 30);
    const res = await s.request({ method: 'POST', url: '/api/day-menus/copy', token: chef, body: { from, to, span: 'day' } });
    expect(res.statusCode, res.body).toBe(200);
    const [copied] = res.json() as DayMenu[];
    expect(copied).toMatchObject({ date: to, planned: true });
    expect(portionsOf(copied!)).toEqual({ [dishIds[0]!]: 15, [dishIds[1]!]: 20 });
  });

  it('refuses fewer portions than are booked, naming the dish and the booked count', async () => {
    const date = addDays(monday, 1);
    const dish = dishIds[0]!;
    await book(s, date, dish, 3);
    const kept = await book(s, date, dish, 2);
    await cancel(s, await book(s, date, dish, 4));
    const res = await plan(date, [{ dishId: dish, portions: 4 }]);
    expectApiError(res, 409, 'dishes');
    expect(res.json()).toMatchObject({ code: 'portions_below_booked', params: { booked: 5 } });
    expect(res.json().message).toMatch(/5 raciones reservadas/);
    // Leaving a booked dish out of the plan is the same as planning 0 of it.
    expectApiError(await plan(date, [{ dishId: dishIds[1]!, portions: 9 }]), 409, 'dishes');

    const ok = await plan(date, [{ dishId: dish, portions: 5 }]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((ok.json() as DayMenu).dishes[0]).toMatchObject({ dishId: dish, portions: 5, booked: 5, remaining: 0 });
    await cancel(s, kept);
    const [after] = await menus(date, date);
    expect(after!.dishes.find((d) => d.dishId === dish)!.booked).toBe(3);
    // A copy onto a date with bookings respects them as a plan does: nothing is copied.
    const copy = await s.request({
      method: 'POST',
      url: '/api/day-menus/copy',
      token: admin,
      body: { from: addDays(monday, 2), to: date, span: 'day' },
    });
    expect(copy.statusCode).toBe(200);
    const empty = await s.request({
      method: 'PUT',
      url: `/api/day-menus/${addDays(monday, 20)}`,
      token: admin,
      body: { dishes: [] },
    });
    expect(empty.statusCode).toBe(200);
    await book(s, addDays(monday, 19), dish, 1);
    const refused = await s.request({
      method: 'POST',
      url: '/api/day-menus/copy',
      token: admin,
      body: { from: addDays(monday, 20), to: addDays(monday, 19), span: 'day' },
    });
    expectApiError(refused, 409);
    expect(refused.json().code).toBe('portions_below_booked');
  });

  it('refuses unknown and repeated dishes', async () => {
    const date = addDays(monday, 1);
    const unknown = await plan(date, [{ dishId: 999_999, portions: 1 }]);
    expectApiError(unknown, 409, 'dishes');
    expect(unknown.json().code).toBe('day_menu_dish_unknown');
    const twice = await plan(date, [
      { dishId: dishIds[0]!, portions: 5 },
      { dishId: dishIds[0]!, portions: 6 },
    ]);
    expectApiError(twice, 400, 'dishes');
  });

  it('answers 400 to bad dates and ranges, 409 to a past date', async () => {
    for (const url of [
      `/api/day-menus?from=2026-02-30&to=2026-03-01`,
      `/api/day-menus?from=${monday}&to=${addDays(monday, -1)}`,
      `/api/day-menus?from=${monday}&to=${addDays(monday, 31)}`,
      `/api/day-menus?from=mañana&to=${monday}`,
      `/api/day-menus?from=${monday}`,
    ])
      expectApiError(await s.request({ method: 'GET', url, token: admin }), 400);
    expect(
      (await s.request({ method: 'GET', url: `/api/day-menus?from=${monday}&to=${addDays(monday, 30)}`, token: admin }))
        .statusCode,
    ).toBe(200);
    expectApiError(await plan('2026-13-01', []), 400);
    expectApiError(await plan(monday, [{ dishId: dishIds[0]!, portions: -1 }]), 400);
    const past = await plan(addDays(today, -1), []);
    expectApiError(past, 409, 'date');
    expect(past.json().code).toBe('day_menu_past');
    expectApiError(
      await s.request({
        method: 'POST',
        url: '/api/day-menus/copy',
        token: admin,
        body: { from: monday, to: monday, span: 'month' },
      }),
      400,
    );
  });

  it('lets only the Administrador and the Encargado plan', async () => {
    const calls = [
      { method: 'GET' as const, url: `/api/day-menus?from=${monday}&to=${monday}` },
      { method: 'PUT' as const, url: `/api/day-menus/${monday}`, body: { dishes: [] } },
      { method: 'DELETE' as const, url: `/api/day-menus/${monday}` },
      { method: 'POST' as const, url: '/api/day-menus/copy', body: { from: monday, to: monday, span: 'day' } },
    ];
    for (const call of calls) {
      expectApiError(await s.request({ ...call, token: customer }), 403);
      expectApiError(await s.request(call), 401);
    }
  });
});
