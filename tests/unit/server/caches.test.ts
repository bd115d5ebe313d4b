// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DishListCache } from '../../../server/plugins/dish-list-cache';
import { SessionUserCache } from '../../../server/auth/session-cache';

afterEach(() => vi.useRealTimers());

describe('the menu cache', () => {
  it('forgets an answer after 45 seconds even if no change was heard', () => {
    vi.useFakeTimers();
    const cache = new DishListCache();
    cache.set('all', cache.stamp, { body: '[]', total: 0, paged: false });
    vi.advanceTimersByTime(44_000);
    expect(cache.get('all')?.body).toBe('[]');
    vi.advanceTimersByTime(2_000);
    expect(cache.get('all')).toBeUndefined();
  });
});

describe('the session cache', () => {
  it('forgets every user on clear, and does not store a read that overlapped the clear', () => {
    const cache = new SessionUserCache();
    cache.set(1, cache.stamp(1), { id: 1, roleId: 1, active: true, sessionVersion: 0 });
    const stampBefore = cache.stamp(2);
    cache.clear();
    expect(cache.get(1)).toBeUndefined();
    cache.set(2, stampBefore, { id: 2, roleId: 2, active: true, sessionVersion: 0 });
    expect(cache.get(2)).toBeUndefined();
    cache.set(2, cache.stamp(2), { id: 2, roleId: 2, active: true, sessionVersion: 0 });
    expect(cache.get(2)?.active).toBe(true);
  });
});
