// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { askedEarly, EARLY_ANSWER_MS, EARLY_GETS, takeEarlyAnswer } from '../../../dataProvider/http/earlyRequests';
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

  it('asks early only for the customer home, and only for reads', () => {
    expect(Object.keys(EARLY_GETS).sort()).toEqual([PATHS.customerHome, PATHS.customerHomeAlias].sort());
    for (const paths of Object.values(EARLY_GETS)) for (const p of paths) expect(p).not.toMatch(/^\/|^https?:/);
  });
});
