// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pickupInstant, shareable } from '../../../model/meal-sharing';

const TZ = 'Europe/Madrid';
const order = { status: 'pending', pickupDate: '2026-03-29', pickupHour: '13:30' };

describe('giving a meal away', () => {
  it('is open until the pick-up time in the restaurant time zone, the day daylight saving starts too', () => {
    // 29 March 2026: Madrid moves to UTC+2 at 02:00, so 13:30 local is 11:30 UTC.
    expect(pickupInstant(order, TZ).toISOString()).toBe('2026-03-29T11:30:00.000Z');
    expect(shareable(order, new Date('2026-03-29T11:29:59Z'), TZ)).toBe(true);
    expect(shareable(order, new Date('2026-03-29T11:30:00Z'), TZ)).toBe(false);
  });

  it('ignores the cut-off: the day before and the same morning a booked meal can still be offered', () => {
    expect(shareable(order, new Date('2026-03-28T20:00:00Z'), TZ)).toBe(true);
    expect(shareable(order, new Date('2026-03-29T08:00:00Z'), TZ)).toBe(true);
  });

  it('is closed for an order that is finished or cancelled', () => {
    const now = new Date('2026-03-28T20:00:00Z');
    expect(shareable({ ...order, status: 'finished' }, now, TZ)).toBe(false);
    expect(shareable({ ...order, status: 'cancelled' }, now, TZ)).toBe(false);
  });
});
