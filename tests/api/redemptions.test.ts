/**
 * Real redemptions: a customer spends points from the redeemable balance (the level stays on points earned),
 * gets a short code, and staff validate it once; repeatable rewards can be redeemed again.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Redemption, Reward, RewardBalance, UserReward } from '../../model/entities';
import { alreadyUsedMessage, CODE_ALPHABET } from '../../model/redemptions';
import { usersRewards } from '../../server/db/schema';
import { expectApiError, expectNoSecrets } from './fixtures';
import { ADMIN_EMAIL, CHEF_EMAIL, DISPLAY_EMAIL, startTestServer, testDatabases, type TestServer } from './helper';

const CODE = new RegExp(`^[${CODE_ALPHABET}]{6}$`);

describe.each(testDatabases())('reward redemptions (%s)', (kind) => {
  let s: TestServer;
  let admin: string;
  let chef: string;
  let display: string;
  let customer: string;
  let customerId: number;
  let other: string;
  let otherId: number;
  const reward: Record<'sandwich' | 'juice' | 'dinner', Reward> = {} as never;

  const newCustomer = async (email: string, points: number) => {
    const res = await s.request({
      method: 'POST',
      url: '/api/users',
      token: admin,
      body: { name: 'Elena', surname: 'Prieto Ruiz', email, password: 'segura123', roleName: 'Usuario', points },
    });
    expect(res.statusCode, res.body).toBe(201);
    return { id: res.json().id as number, token: await s.login(email, 'segura123') };
  };
  const links = async (token = customer, userId = customerId) =>
    (await s.request({ method: 'GET', url: `/api/users_rewards/user/${userId}`, token })).json() as UserReward[];
  const linkOf = async (r: Reward, token = customer, userId = customerId) =>
    (await links(token, userId)).find((l) => l.idRewards.id === r.id)!;
  const balance = async () =>
    (
      await s.request({ method: 'GET', url: `/api/users_rewards/user/${customerId}/balance`, token: customer })
    ).json() as RewardBalance;
  const redeem = async (r: Reward, token = customer, userId = customerId) =>
    s.request({ method: 'POST', url: `/api/users_rewards/${(await linkOf(r, token, userId)).id}/redemptions`, token });
  const check = (code: string, token = chef) => s.request({ method: 'GET', url: `/api/reward_redemptions/code/${code}`, token });
  const validate = (code: string, token = chef) =>
    s.request({ method: 'PUT', url: `/api/reward_redemptions/code/${code}/validate`, token });

  beforeAll(async () => {
    s = await startTestServer(kind);
    admin = await s.login(ADMIN_EMAIL);
    chef = await s.login(CHEF_EMAIL);
    display = await s.login(DISPLAY_EMAIL);
    const create = async (body: object) => {
      const res = await s.request({ method: 'POST', url: '/api/rewards', token: admin, body });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as Reward;
    };
    reward.sandwich = await create({ name: 'Bocadillo de la casa', cost: 40 });
    reward.juice = await create({ name: 'Zumo natural', cost: 30, repeatable: true });
    reward.dinner = await create({ name: 'Cena del chef', cost: 900 });
    ({ id: customerId, token: customer } = await newCustomer('elena.prieto@correo.es', 100));
    ({ id: otherId, token: other } = await newCustomer('otro.cliente@correo.es', 100));
  });
  afterAll(() => s.close());

  it('keeps rewards once-only by default and stores the repeatable flag the administrator sets', () => {
    expect(reward.sandwich.repeatable).toBe(false);
    expect(reward.juice.repeatable).toBe(true);
  });

  it('spends the cost from the balance and gives a short code, while the level stays on points earned', async () => {
    expect(await balance()).toEqual({ earned: 100, spent: 0, balance: 100 });
    const res = await redeem(reward.sandwich);
    expect(res.statusCode, res.body).toBe(201);
    const link = res.json() as UserReward;
    expect(link).toMatchObject({ redeemed: true, timesRedeemed: 1, lastRedemption: { cost: 40, validatedAt: null } });
    expect(link.lastRedemption!.code).toMatch(CODE);
    expect(await balance()).toEqual({ earned: 100, spent: 40, balance: 60 });
    expect((await s.request({ method: 'GET', url: '/api/users/me', token: customer })).json().points).toBe(100);
    // the level rule is untouched: every reward up to the points earned stays unlocked
    expect((await linkOf(reward.sandwich)).isAvailable).toBe(true);
  });

  it('refuses a second redemption of a reward that is not repeatable', async () => {
    const res = await redeem(reward.sandwich);
    expectApiError(res, 409);
    expect(res.json().message).toBe('Ya has canjeado esta recompensa.');
    expect((await balance()).balance).toBe(60);
  });

  it('redeems a repeatable reward again, each time with a new code, until the balance runs short', async () => {
    const first = await redeem(reward.juice);
    const second = await redeem(reward.juice);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json().timesRedeemed).toBe(2);
    expect(second.json().lastRedemption.code).not.toBe(first.json().lastRedemption.code);
    expect(await balance()).toEqual({ earned: 100, spent: 100, balance: 0 });
    const third = await redeem(reward.juice);
    expectApiError(third, 409);
    expect(third.json().message).toBe('Te faltan 30 puntos para canjear esta recompensa.');
  });

  it('refuses a reward above the level the points earned reached', async () => {
    const res = await redeem(reward.dinner);
    expectApiError(res, 409);
    expect(res.json().message).toMatch(/todavía no está desbloqueada.*900 puntos/);
  });

  it('lets a reward be earned again once the administrator makes it repeatable', async () => {
    const put = await s.request({
      method: 'PUT',
      url: `/api/rewards/${reward.sandwich.id}`,
      token: admin,
      body: { name: reward.sandwich.name, cost: 40, repeatable: true },
    });
    expect(put.json().repeatable).toBe(true);
    await s.request({
      method: 'PUT',
      url: `/api/users/${customerId}`,
      token: admin,
      body: { name: 'Elena', surname: 'Prieto Ruiz', email: 'elena.prieto@correo.es', points: 140 },
    });
    expect(await balance()).toEqual({ earned: 140, spent: 100, balance: 40 });
    expect((await redeem(reward.sandwich)).statusCode).toBe(201);
    expect(await balance()).toEqual({ earned: 140, spent: 140, balance: 0 });
    // a PUT without the flag leaves it as it was
    const again = await s.request({
      method: 'PUT',
      url: `/api/rewards/${reward.sandwich.id}`,
      token: admin,
      body: { name: reward.sandwich.name, cost: 40 },
    });
    expect(again.json().repeatable).toBe(true);
  });

  it('lets staff check a code and validate it once; the second validation says when it was used', async () => {
    const code = (await linkOf(reward.juice)).lastRedemption!.code;
    const seen = await check(code);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toMatchObject({
      code,
      cost: 30,
      validatedAt: null,
      validatedBy: null,
      reward: { id: reward.juice.id, name: 'Zumo natural' },
      customer: { id: customerId, name: 'Elena', surname: 'Prieto Ruiz' },
    });
    expectNoSecrets(seen);

    const first = await validate(code.toLowerCase().replace(/^(...)/, '$1-'));
    expect(first.statusCode, first.body).toBe(200);
    const used = first.json() as Redemption;
    expect(used.validatedBy).toMatchObject({ name: 'Jorge' });
    expect(Date.parse(used.validatedAt!)).not.toBeNaN();

    const second = await validate(code, admin);
    expectApiError(second, 409);
    expect(second.json().message).toBe(alreadyUsedMessage(new Date(used.validatedAt!), s.config.timeZone));
    expect(second.json().message).toMatch(/^Este código ya se usó el \d\d\/\d\d a las \d\d:\d\d\.$/);
    expect((await linkOf(reward.juice)).lastRedemption!.validatedAt).toBe(used.validatedAt);
    expect((await check(code)).json().validatedAt).toBe(used.validatedAt);
  });

  it('lets exactly one of several validations at the same moment win', async () => {
    const code = (await linkOf(reward.sandwich)).lastRedemption!.code;
    const results = await Promise.all([validate(code, chef), validate(code, admin), validate(code, chef), validate(code, admin)]);
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409]);
  });

  it('lets only one of two redemptions at the same moment spend the same points', async () => {
    const buyer = await newCustomer('a.la.vez@correo.es', 30);
    const link = await linkOf(reward.juice, buyer.token, buyer.id);
    const url = `/api/users_rewards/${link.id}/redemptions`;
    const results = await Promise.all([
      s.request({ method: 'POST', url, token: buyer.token }),
      s.request({ method: 'POST', url, token: buyer.token }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const res = await s.request({ method: 'GET', url: `/api/users_rewards/user/${buyer.id}/balance`, token: buyer.token });
    expect(res.json()).toEqual({ earned: 30, spent: 30, balance: 0 });
  });

  it('keeps the points spent and the code when the reward is deleted afterwards', async () => {
    const created = await s.request({ method: 'POST', url: '/api/rewards', token: admin, body: { name: 'Temporal', cost: 25 } });
    const temporary = created.json() as Reward;
    const redeemed = await redeem(temporary, other, otherId);
    expect(redeemed.statusCode, redeemed.body).toBe(201);
    const code = redeemed.json().lastRedemption.code as string;
    const balanceOfOther = async () =>
      (await s.request({ method: 'GET', url: `/api/users_rewards/user/${otherId}/balance`, token: other })).json();
    expect(await balanceOfOther()).toEqual({ earned: 100, spent: 25, balance: 75 });
    expect((await s.request({ method: 'DELETE', url: `/api/rewards/${temporary.id}`, token: admin })).statusCode).toBe(204);
    expect(await balanceOfOther()).toEqual({ earned: 100, spent: 25, balance: 75 });
    const seen = await check(code);
    expect(seen.json()).toMatchObject({ code, reward: { id: null, name: 'Temporal' }, validatedAt: null });
    expect((await validate(code)).statusCode).toBe(200);
  });

  it('counts a redemption made before real redemptions existed (only redeemed_at) as one', async () => {
    const veteran = await newCustomer('de.antes@correo.es', 100);
    // the once-only reward redeemed under the old rule: a date on the link, no redemption row, nothing spent
    const created = await s.request({ method: 'POST', url: '/api/rewards', token: admin, body: { name: 'Antiguo', cost: 20 } });
    const onceOnly = created.json() as Reward;
    const old = await linkOf(onceOnly, veteran.token, veteran.id);
    expect(old.timesRedeemed).toBe(0);
    await s.database.db
      .update(usersRewards)
      .set({ redeemedAt: new Date('2026-01-10T12:00:00Z') })
      .where(eq(usersRewards.id, old.id));
    expect((await linkOf(onceOnly, veteran.token, veteran.id)).timesRedeemed).toBe(1);
    const again = await redeem(onceOnly, veteran.token, veteran.id);
    expectApiError(again, 409);
    expect(again.json().message).toBe('Ya has canjeado esta recompensa.');
  });

  it('tells an unknown code from a mistyped one', async () => {
    const unknown = await validate('AAAAAA');
    expectApiError(unknown, 404);
    expect(unknown.json().message).toMatch(/No hay ningún premio canjeado con este código/);
    expectApiError(await check('ABC'), 400, 'code');
    expectApiError(await validate('ABCDE0'), 400, 'code');
  });

  it('lets only the kitchen and administrators check and validate codes, and customers redeem only their own', async () => {
    const code = (await linkOf(reward.sandwich)).lastRedemption!.code;
    for (const token of [customer, display]) {
      expectApiError(await check(code, token), 403);
      expectApiError(await validate(code, token), 403);
    }
    expectApiError(await s.request({ method: 'GET', url: `/api/reward_redemptions/code/${code}` }), 401);
    const foreign = await s.request({
      method: 'POST',
      url: `/api/users_rewards/${(await linkOf(reward.juice)).id}/redemptions`,
      token: other,
    });
    expectApiError(foreign, 403);
    expectApiError(await s.request({ method: 'POST', url: '/api/users_rewards/999999/redemptions', token: customer }), 404);
    expectApiError(await s.request({ method: 'GET', url: `/api/users_rewards/user/${customerId}/balance`, token: other }), 403);
  });
});
