// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pickupColumns, readyMinutesOf, type PickupOrder } from '../../../model/pickup';

const NOW = new Date('2026-05-04T12:30:00Z');
const order = (
  number: number,
  status: PickupOrder['status'],
  finishedAt: string | null = null,
  collectedAt: string | null = null,
): PickupOrder => ({
  number,
  status,
  finishedAt,
  collectedAt,
});

describe('pickupColumns', () => {
  it('puts pending numbers in preparation and finished, uncollected ones ready, each sorted', () => {
    const columns = pickupColumns(
      [
        order(12, 'pending'),
        order(3, 'pending'),
        order(9, 'finished', '2026-05-04T12:29:00Z'),
        order(4, 'finished', '2026-05-04T12:25:00Z'),
      ],
      NOW,
    );
    expect(columns).toEqual({ preparing: [3, 12], ready: [4, 9] });
  });

  it('drops a ready number once collected or after the configured minutes', () => {
    const orders = [
      order(1, 'finished', '2026-05-04T12:28:00Z', '2026-05-04T12:29:00Z'),
      order(2, 'finished', '2026-05-04T12:20:00Z'),
      order(3, 'finished', '2026-05-04T12:21:00Z'),
    ];
    expect(pickupColumns(orders, NOW).ready).toEqual([3]);
    expect(pickupColumns(orders, NOW, 5).ready).toEqual([]);
    expect(pickupColumns(orders, NOW, 15).ready).toEqual([2, 3]);
  });

  it('reads the minutes from the URL, falling back to 10', () => {
    expect(readyMinutesOf('5')).toBe(5);
    expect(readyMinutesOf(null)).toBe(10);
    expect(readyMinutesOf('0')).toBe(10);
    expect(readyMinutesOf('abc')).toBe(10);
    expect(readyMinutesOf('2.5')).toBe(10);
  });
});
