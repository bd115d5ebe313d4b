// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { delayMinutes, estimateReadyTimes, type QueuedOrder } from '../../../model/readyTime';

const at = (hhmm: string) => new Date(`2025-03-10T${hhmm}:00Z`);
const order = (id: number, pickup: string, created: string, lines: [number, number][]): QueuedOrder => ({
  id,
  pickupAt: at(pickup),
  createdAt: at(created),
  lines: lines.map(([quantity, prepMinutes]) => ({ quantity, prepMinutes })),
});
const iso = (m: Map<number, Date>, id: number) => m.get(id)?.toISOString().slice(11, 16);

describe('estimateReadyTimes', () => {
  it('is never earlier than the pick-up hour', () => {
    const m = estimateReadyTimes([order(1, '14:00', '12:00', [[1, 10]])], 2, at('12:00'));
    expect(iso(m, 1)).toBe('14:00');
  });

  it('runs the queue by pick-up time, then by arrival, whatever order the list comes in', () => {
    const m = estimateReadyTimes(
      [order(3, '13:30', '12:50', [[1, 15]]), order(2, '13:15', '12:59', [[1, 5]]), order(1, '13:15', '12:58', [[1, 10]])],
      1,
      at('13:07'),
    );
    expect(iso(m, 1)).toBe('13:17');
    expect(iso(m, 2)).toBe('13:22');
    expect(iso(m, 3)).toBe('13:37');
  });

  it('shares portions among cooks working in parallel', () => {
    const queue = [order(1, '13:00', '12:00', [[4, 10]])];
    expect(iso(estimateReadyTimes(queue, 1, at('13:00')), 1)).toBe('13:40');
    expect(iso(estimateReadyTimes(queue, 2, at('13:00')), 1)).toBe('13:20');
    expect(iso(estimateReadyTimes(queue, 4, at('13:00')), 1)).toBe('13:10');
  });

  it('starts no work before now, so an overdue order is estimated from now', () => {
    const m = estimateReadyTimes([order(1, '12:30', '12:00', [[1, 15]])], 1, at('13:00'));
    expect(iso(m, 1)).toBe('13:15');
  });

  it('rounds up to the whole minute and treats no-preparation orders as ready at pick-up', () => {
    const now = new Date('2025-03-10T13:00:30Z');
    const m = estimateReadyTimes([order(1, '12:00', '11:00', [[1, 1]]), order(2, '13:30', '11:00', [[2, 0]])], 1, now);
    expect(iso(m, 1)).toBe('13:02');
    expect(iso(m, 2)).toBe('13:30');
  });

  it('measures the delay against the pick-up hour', () => {
    expect(delayMinutes(at('13:15'), at('13:22'))).toBe(7);
    expect(delayMinutes(at('13:15'), at('13:15'))).toBe(0);
  });
});
