// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { askedEarly, EARLY_ANSWER_MS, EARLY_SCREENS, takeEarlyAnswer } from '../../../dataProvider/http/earlyRequests';
import { CHEF, CUSTOMER } from '../../../model/roles';
import { PATHS } from '../../../model/paths';

const holder = globalThis as { __comedorEarly?: unknown };
const answer = () => Promise.resolve(new Response('[]'));

function leave(token: string, at: number, urls: string[]) {
  holder.__comedorEarly = { token, at, answers: Object.fromEntries(urls.map((u) => [u, answer()])) };
}

afterEach(() => delete holder.__comedorEarly);

describe('early answers (the first script asked; apiFetch takes them)', () => {
  it('hands an answer once, for the same URL and the same session', async () => {
    leave('t1', Date.now(), ['/api/dishes?category=3']);
    expect(takeEarlyAnswer('/api/dishes?category=3', 't2')).toBeUndefined();
    expect(takeEarlyAnswer('/api/dishes?category=2', 't1')).toBeUndefined();
    const taken = takeEarlyAnswer('/api/dishes?category=3', 't1');
    expect(await (await taken!)!.json()).toEqual([]);
    expect(takeEarlyAnswer('/api/dishes?category=3', 't1')).toBeUndefined();
  });

  it('never hands one to an anonymous call, nor one older than the limit, nor when none was asked', () => {
    expect(takeEarlyAnswer('/api/users/me', 't1')).toBeUndefined();
    leave('t1', Date.now(), ['/api/users/me']);
    expect(takeEarlyAnswer('/api/users/me', null)).toBeUndefined();
    leave('t1', Date.now() - EARLY_ANSWER_MS - 1, ['/api/users/me']);
    expect(takeEarlyAnswer('/api/users/me', 't1')).toBeUndefined();
  });

  it('tells whether the first script asked for this session, even once its answers are taken', () => {
    expect(askedEarly('t1')).toBe(false);
    leave('t1', Date.now(), ['/api/settings']);
    expect(askedEarly('t1')).toBe(true);
    expect(askedEarly('t2')).toBe(false);
    expect(askedEarly(null)).toBe(false);
    void takeEarlyAnswer('/api/settings', 't1');
    expect(askedEarly('t1')).toBe(true);
    leave('t1', Date.now() - EARLY_ANSWER_MS - 1, ['/api/settings']);
    expect(askedEarly('t1')).toBe(false);
  });

  it("asks early for the customer's home, menu and cart and the kitchen's board, each for its own role, only API paths", () => {
    expect(Object.keys(EARLY_SCREENS).sort()).toEqual(
      [PATHS.customerHome, PATHS.customerHomeAlias, PATHS.menu, PATHS.cart, PATHS.chefBoard, PATHS.chefBoardAlias].sort(),
    );
    expect(EARLY_SCREENS[PATHS.customerHome].role).toBe(CUSTOMER);
    expect(EARLY_SCREENS[PATHS.cart].role).toBe(CUSTOMER);
    expect(EARLY_SCREENS[PATHS.chefBoard].role).toBe(CHEF);
    for (const screen of Object.values(EARLY_SCREENS))
      for (const p of [...screen.gets, ...(screen.afterSettings ?? [])]) expect(p).not.toMatch(/^\/|^https?:/);
  });
});
