/** A customer's allergies and rewards: the EU allergen list, toggling, levels unlocking and redeeming. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Allergen, Reward, User, UserAllergen, UserReward } from '../../model/entities';
import { expectApiError } from './fixtures';
import { ADMIN_EMAIL, CUSTOMER_EMAIL, startTestServer, testDatabases, type TestServer } from './helper';

const EU_ALLERGENS = [
  'Gluten',
  'Crustáceos',
  'Huevos',
  'Pescado',
  'Cacahuetes',
  'Soja',
  'Lácteos',
  'Frutos de cáscara',
  'Apio',
  'Mostaza',
  'Sésamo',
  'Sulfitos',
  'Altramuces',
  'Moluscos',
];

describe.each(testDatabases())('allergies and rewards (%s)', (kind) => {
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

  const myRewards = async () =>
    (await s.request({ method: 'GET', url: `/api/users_rewards/user/${me.id}`, token: customer })).json() as UserReward[];

  it('lists the 14 allergens of EU Regulation 1169/2011, each with its own icon', async () => {
    const list = (await s.request({ method: 'GET', url: '/api/allergens', token: customer })).json() as Allergen[];
    expect(list.map((a) => a.name)).toEqual(EU_ALLERGENS);
    expect(new Set(list.map((a) => a.image)).size).toBe(14);
    const icon = await s.request({ method: 'GET', url: list[0].image });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/svg+xml');
    expect(icon.body).toMatch(/^<svg/);
  });

  it('starts the demo customer with no allergy marked, then keeps what they toggle', async () => {
    const url = `/api/users_allergens/user/${me.id}`;
    const initial = (await s.request({ method: 'GET', url, token: customer })).json() as UserAllergen[];
    expect(initial).toHaveLength(14);
    expect(initial.every((a) => !a.isAllergic)).toBe(true);
    const on = await s.request({ method: 'PUT', url: `${url}/allergen/7?isAllergic=true`, token: customer });
    expect(on.json()).toMatchObject({ allergens: { id: 7, name: 'Lácteos' }, isAllergic: true });
    expect((await s.request({ method: 'GET', url: `${url}/allergen/7`, token: customer })).json().isAllergic).toBe(true);
    await s.request({ method: 'PUT', url: `${url}/allergen/7?isAllergic=false`, token: customer });
    expect(
      ((await s.request({ method: 'GET', url, token: customer })).json() as UserAllergen[]).every((a) => !a.isAllergic),
    ).toBe(true);
  });

  it('answers 400 for a missing or non-boolean flag and 404 for an unknown allergen or user', async () => {
    const url = `/api/users_allergens/user/${me.id}/allergen/2`;
    expectApiError(await s.request({ method: 'PUT', url, token: customer }), 400, 'isAllergic');
    expectApiError(await s.request({ method: 'PUT', url: `${url}?isAllergic=quizas`, token: customer }), 400, 'isAllergic');
    expectApiError(
      await s.request({ method: 'GET', url: `/api/users_allergens/user/${me.id}/allergen/99`, token: customer }),
      404,
    );
    expectApiError(await s.request({ method: 'GET', url: '/api/users_allergens/user/99999', token: admin }), 404);
  });

  it('orders rewards by cost and shows which ones the points unlock', async () => {
    const rewards = (await s.request({ method: 'GET', url: '/api/rewards', token: customer })).json() as Reward[];
    expect(rewards.length).toBeGreaterThanOrEqual(5);
    expect(rewards.map((r) => r.cost)).toEqual([...rewards.map((r) => r.cost)].sort((a, b) => a - b));
    const links = await myRewards();
    expect(links.map((l) => l.idRewards.id)).toEqual(rewards.map((r) => r.id));
    expect(links.every((l) => l.isAvailable === me.points >= l.idRewards.cost)).toBe(true);
  });

  it('unlocks and locks links when the admin creates, re-prices and deletes a reward', async () => {
    const created = await s.request({
      method: 'POST',
      url: '/api/rewards',
      token: admin,
      body: { name: 'Pan de la casa', description: 'Una barra recién hecha.', cost: me.points },
    });
    expect(created.statusCode).toBe(201);
    const reward = created.json() as Reward;
    expect((await myRewards()).find((l) => l.idRewards.id === reward.id)?.isAvailable).toBe(true);
    const repriced = await s.request({
      method: 'PUT',
      url: `/api/rewards/${reward.id}`,
      token: admin,
      body: { name: 'Pan de la casa', cost: me.points + 1 },
    });
    expect(repriced.json().cost).toBe(me.points + 1);
    expect((await myRewards()).find((l) => l.idRewards.id === reward.id)?.isAvailable).toBe(false);
    expect((await s.request({ method: 'DELETE', url: `/api/rewards/${reward.id}`, token: admin })).statusCode).toBe(204);
    expect((await myRewards()).some((l) => l.idRewards.id === reward.id)).toBe(false);
    expectApiError(await s.request({ method: 'GET', url: `/api/rewards/${reward.id}`, token: admin }), 404);
  });

  it('lets a customer set availability only to what their points say', async () => {
    const links = await myRewards();
    const locked = links.find((l) => !l.isAvailable)!;
    const unlocked = links.find((l) => l.isAvailable)!;
    expectApiError(
      await s.request({
        method: 'PUT',
        url: `/api/users_rewards/updateAvailability/${locked.id}?isAvailable=true`,
        token: customer,
      }),
      403,
    );
    expectApiError(
      await s.request({
        method: 'PUT',
        url: `/api/users_rewards/updateAvailability/${unlocked.id}?isAvailable=false`,
        token: customer,
      }),
      403,
    );
    expect(
      (
        await s.request({
          method: 'PUT',
          url: `/api/users_rewards/updateAvailability/${unlocked.id}?isAvailable=true`,
          token: customer,
        })
      ).json().isAvailable,
    ).toBe(true);
    expect(await myRewards()).toEqual(links);
  });

  it('redeems an unlocked reward once (unless repeatable), and never a locked one', async () => {
    const links = await myRewards();
    const unlocked = links.find((l) => l.isAvailable && !l.redeemed && !l.idRewards.repeatable)!;
    const locked = links.find((l) => !l.isAvailable)!;
    const res = await s.request({ method: 'PUT', url: `/api/users_rewards/${unlocked.id}/redeem`, token: customer });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: unlocked.id, redeemed: true });
    expect(Date.parse(res.json().redeemedAt)).not.toBeNaN();
    expectApiError(await s.request({ method: 'PUT', url: `/api/users_rewards/${unlocked.id}/redeem`, token: customer }), 409);
    expectApiError(await s.request({ method: 'PUT', url: `/api/users_rewards/${locked.id}/redeem`, token: customer }), 409);
    // redeeming spends from the balance (tests/api/redemptions.test.ts); the points earned, the level, stay
    expect((await s.request({ method: 'GET', url: '/api/users/me', token: customer })).json().points).toBe(me.points);
  });
});
