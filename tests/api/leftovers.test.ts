/**
 * Leftovers (issue 27 point 3): the kitchen enters per dish and reason what was left at the end of service, saved
 * as typed and read back; the admin's analysis shows the waste by week from them. Two past weeks of 2021, far from
 * any demo data, so every expected figure is computed by hand below.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeftoverDish, LeftoversDay } from '../../model/leftovers';
import type { WasteFigures } from '../../model/waste';
import { productionSheets } from '../../server/db/schema';
import { expectApiError } from './fixtures';
import { ADMIN_EMAIL, CHEF_EMAIL, CUSTOMER_EMAIL, startTestServer, testDatabases, type TestServer } from './helper';
import { book, cancel, todayOf } from './week-fixtures';
import { addDays } from '../../model/calendar';

const A = '2021-02-23'; // Tuesday of the week of Monday 2021-02-22
const B = '2021-03-03'; // Wednesday of the week of Monday 2021-03-01
const B_UNRECORDED = '2021-03-04';

describe.each(testDatabases())('leftovers (%s)', (kind) => {
  let s: TestServer;
  let admin: string;
  let chef: string;
  let dish1: number;
  let dish2: number;
  let dish3: number;

  beforeAll(async () => {
    s = await startTestServer(kind);
    admin = await s.login(ADMIN_EMAIL);
    chef = await s.login(CHEF_EMAIL);
    const dishes = (await s.request({ method: 'GET', url: '/api/dishes', token: admin })).json() as { id: number }[];
    [dish1, dish2, dish3] = [dishes[0]!.id, dishes[1]!.id, dishes[2]!.id];
  });
  afterAll(() => s.close());

  const put = (date: string, dishId: number, body: unknown, token = chef) =>
    s.request({ method: 'PUT', url: `/api/kitchen/leftovers/${date}/${dishId}`, token, body });
  const save = async (date: string, dishId: number, body: unknown) => {
    const res = await put(date, dishId, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as LeftoverDish;
  };
  const day = async (date: string, token = chef) => {
    const res = await s.request({ method: 'GET', url: `/api/kitchen/leftovers?date=${date}`, token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as LeftoversDay;
  };
  const entriesOf = (d: LeftoversDay, dishId: number) =>
    d.dishes.find((x) => x.dishId === dishId)?.entries.map(({ reason, portions, weightKg }) => ({ reason, portions, weightKg }));

  it('saves each reason as typed, reads it back with the portions served, and overwrites on a second save', async () => {
    await book(s, A, dish1, 3);
    await book(s, A, dish1, 2);
    await book(s, A, dish2, 4);
    await save(A, dish1, { reason: 'sobrante', portions: 4, weightKg: 0.8 });
    const saved = await save(A, dish1, { reason: 'sobrante', portions: 2, weightKg: 0.5 });
    expect(saved).toMatchObject({ dishId: dish1, served: 5, suggested: null });
    expect(saved.entries).toHaveLength(1);

    const read = await day(A);
    expect(entriesOf(read, dish1)).toEqual([{ reason: 'sobrante', portions: 2, weightKg: 0.5 }]);
    expect(read.dishes.find((d) => d.dishId === dish2)).toMatchObject({ served: 4, entries: [] });
    // An open date nobody planned offers every active dish: those not ordered are listed too, with 0 served.
    expect(read.open).toBe(true);
    expect(read.dishes.find((d) => d.dishId === dish3)).toMatchObject({ served: 0, suggested: null, entries: [] });
    // The administrator covers the kitchen: same list.
    expect(entriesOf(await day(A, admin), dish1)).toEqual([{ reason: 'sobrante', portions: 2, weightKg: 0.5 }]);
  });

  it('keeps a 0 as typed and a weight left out as not weighed', async () => {
    const date = addDays(todayOf(s), -1);
    await save(date, dish2, { reason: 'caducado', portions: 3, weightKg: 1.2 });
    await save(date, dish2, { reason: 'caducado', portions: 0 });
    expect(entriesOf(await day(date), dish2)).toEqual([{ reason: 'caducado', portions: 0, weightKg: null }]);
  });

  it('writes an audit event for each save', async () => {
    const res = await s.request({
      method: 'GET',
      url: `/api/audit-events?resource=leftovers&recordId=${A}:${dish1}:sobrante`,
      token: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    const events = res.json() as { action: string }[];
    expect(events.map((e) => e.action).sort()).toEqual(['create', 'update']);
  });

  it('refuses a customer, and the kitchen the waste figures', async () => {
    const customer = await s.login(CUSTOMER_EMAIL);
    expectApiError(await s.request({ method: 'GET', url: `/api/kitchen/leftovers?date=${A}`, token: customer }), 403);
    expectApiError(await put(A, dish1, { reason: 'sobrante', portions: 1 }, customer), 403);
    expectApiError(await s.request({ method: 'GET', url: '/api/stats/waste', token: customer }), 403);
    expectApiError(await s.request({ method: 'GET', url: '/api/stats/waste', token: chef }), 403);
  });

  it('refuses bad input with a coded Spanish message naming the field', async () => {
    expectApiError(await put(A, dish1, { reason: 'tirado', portions: 1 }), 400, 'reason');
    expectApiError(await put(A, dish1, { reason: 'sobrante', portions: -1 }), 400, 'portions');
    expectApiError(await put(A, dish1, { reason: 'sobrante', portions: 1.5 }), 400, 'portions');
    expectApiError(await put(A, dish1, { reason: 'sobrante', portions: 1, weightKg: -0.2 }), 400, 'weightKg');
    expectApiError(await put(A, dish1, { reason: 'sobrante' }), 400, 'portions');
    const invalid = await put('2021-02-30', dish1, { reason: 'sobrante', portions: 1 });
    expectApiError(invalid, 400, 'date');
    expect(invalid.json()).toMatchObject({
      code: 'date_invalid',
      message: 'La fecha 2021-02-30 no existe: escríbela como AAAA-MM-DD.',
    });
    const tomorrow = addDays(todayOf(s), 1);
    const future = await put(tomorrow, dish1, { reason: 'sobrante', portions: 1 });
    expectApiError(future, 400, 'date');
    expect(future.json()).toMatchObject({ code: 'leftovers_future' });
    const unknown = await put(A, 999_999, { reason: 'sobrante', portions: 1 });
    expectApiError(unknown, 404, 'dishId');
    expect(unknown.json()).toMatchObject({ message: 'El plato nº999999 no existe.' });
    expectApiError(await s.request({ method: 'GET', url: '/api/kitchen/leftovers?date=2021-13-01', token: chef }), 400, 'date');
    // Nothing of the refused calls was saved.
    expect(entriesOf(await day(A), dish1)).toEqual([{ reason: 'sobrante', portions: 2, weightKg: 0.5 }]);
  });

  it('shows the waste by week in the analysis: share of portions prepared, grams per cover, dishes, trend', async () => {
    // Week of 2021-03-01: dish1's sheet froze 10 portions; 6 served. dish2: 1 served, a cancelled order of 5.
    await s.database.db
      .insert(productionSheets)
      .values({ date: B, dishId: dish1, booked: 6, expected: 3, margin: 1, suggested: 10 });
    await book(s, B, dish1, 6);
    await book(s, B, dish2, 1);
    await cancel(s, await book(s, B, dish2, 5));
    await book(s, B_UNRECORDED, dish1, 7); // nobody entered leftovers that day: it does not count
    await save(B, dish1, { reason: 'sobrante', portions: 3 });
    await save(B, dish1, { reason: 'caducado', portions: 1 });
    await save(B, dish2, { reason: 'devuelto', portions: 1, weightKg: 0.25 });

    const res = await s.request({ method: 'GET', url: '/api/stats/waste?until=2021-03-07&weeks=2', token: admin });
    expect(res.statusCode, res.body).toBe(200);
    const waste = res.json() as WasteFigures;
    expect(waste).toMatchObject({ from: '2021-02-22', to: '2021-03-07', referenceGrams: 120 });
    // Week 1 (2021-02-23): dish1 prepared 5 served + 2 left = 7, dish2 4 + 0 = 4 → 2 of 11; 500 g over 3 covers.
    // Week 2 (2021-03-03): dish1 prepared 10 (sheet), dish2 1 + 1 = 2 → 3 + 1 + 1 = 5 of 12; 250 g over 2 covers.
    expect(waste.weeks).toHaveLength(2);
    expect(waste.weeks[0]).toMatchObject({ monday: '2021-02-22', days: 1, prepared: 11, wasted: 2, grams: 500, covers: 3 });
    expect(waste.weeks[0]!.share).toBeCloseTo(2 / 11, 10);
    expect(waste.weeks[0]!.gramsPerCover).toBeCloseTo(500 / 3, 10);
    expect(waste.weeks[1]).toMatchObject({ monday: '2021-03-01', days: 1, prepared: 12, wasted: 5, grams: 250, covers: 2 });
    expect(waste.weeks[1]!.share).toBeCloseTo(5 / 12, 10);
    expect(waste.weeks[1]!.gramsPerCover).toBeCloseTo(125, 10);
    // dish1: 2 + 4 = 6 left of 7 + 10 = 17; dish2: 1 of 4 + 2 = 6.
    expect(waste.topDishes.map(({ dishId, wasted, prepared }) => ({ dishId, wasted, prepared }))).toEqual([
      { dishId: dish1, wasted: 6, prepared: 17 },
      { dishId: dish2, wasted: 1, prepared: 6 },
    ]);
    expect(waste.topDishes[0]!.share).toBeCloseTo(6 / 17, 10);
    expect(waste.trend.current).toBeCloseTo(5 / 12, 10);
    expect(waste.trend.previous).toBeCloseTo(2 / 11, 10);

    // A week with nothing entered has no share, and an empty analysis says so with nulls, not zeros.
    const empty = (
      await s.request({ method: 'GET', url: '/api/stats/waste?until=2020-06-07&weeks=1', token: admin })
    ).json() as WasteFigures;
    expect(empty).toMatchObject({
      weeks: [{ monday: '2020-06-01', days: 0, prepared: 0, wasted: 0, share: null, grams: null, gramsPerCover: null }],
      topDishes: [],
      trend: { current: null, previous: null },
    });
    expectApiError(await s.request({ method: 'GET', url: '/api/stats/waste?weeks=0', token: admin }), 400, 'weeks');
  });
});
