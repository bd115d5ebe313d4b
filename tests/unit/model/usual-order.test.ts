/** Which dates a usual order books (model/usual-order.ts): tomorrow up to PREORDER_DAYS ahead, on its weekdays. */
import { describe, expect, it } from 'vitest';
import { formatWeekdays, parseWeekdays, usualOrderDates } from '../../../model/usual-order';

describe('usual order dates', () => {
  it('aims at its weekdays from tomorrow to the horizon, never today', () => {
    // Monday 10 March 2025
    expect(usualOrderDates('2025-03-10', 14, [1, 3])).toEqual(['2025-03-12', '2025-03-17', '2025-03-19', '2025-03-24']);
    expect(usualOrderDates('2025-03-10', 14, [2])).toEqual(['2025-03-11', '2025-03-18']);
    expect(usualOrderDates('2025-03-10', 0, [1, 2, 3, 4, 5, 6, 7])).toEqual([]);
  });

  it('includes the horizon’s last day, and crosses months and years', () => {
    expect(usualOrderDates('2025-12-29', 7, [1])).toEqual(['2026-01-05']);
    expect(usualOrderDates('2025-02-24', 7, [6])).toEqual(['2025-03-01']);
  });

  it('reads and writes the stored weekdays', () => {
    expect(parseWeekdays('5, 1,3,3,9,x')).toEqual([1, 3, 5]);
    expect(parseWeekdays('')).toEqual([]);
    expect(formatWeekdays([5, 1, 3, 1])).toBe('1,3,5');
  });
});
