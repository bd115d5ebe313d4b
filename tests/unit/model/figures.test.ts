// @vitest-environment node
/** What the admin's figures count: revenue, late orders, today and tomorrow, and the analysis' periods. */
import { describe, expect, it } from 'vitest';
import {
  addDays,
  countsAsRevenue,
  dayFigures,
  FIGURE_PERIODS,
  isLate,
  periodStart,
  type FigureOrder,
} from '../../../model/figures';
import { FigurePeriodSchema } from '../../../model/responses';

const clock = { date: '2026-03-10', minutes: 13 * 60 + 30 }; // 13:30
const order = (o: Partial<FigureOrder>): FigureOrder => ({
  status: 'pending',
  pickupDate: '2026-03-10',
  pickupHour: '14:00',
  totalCents: 1000,
  ...o,
});

describe('figures', () => {
  it('counts finished orders as revenue, not pending ones', () => {
    expect(countsAsRevenue({ status: 'finished' })).toBe(true);
    expect(countsAsRevenue({ status: 'pending' })).toBe(false);
  });

  it('calls late a pending order of today whose pick-up hour has passed', () => {
    expect(isLate(order({ pickupHour: '13:15' }), clock)).toBe(true);
    expect(isLate(order({ pickupHour: '13:30' }), clock)).toBe(false);
    expect(isLate(order({ pickupHour: '14:00' }), clock)).toBe(false);
    expect(isLate(order({ pickupHour: '13:15', status: 'finished' }), clock)).toBe(false);
    expect(isLate(order({ pickupHour: '13:15', pickupDate: '2026-03-11' }), clock)).toBe(false);
  });

  it("adds up today's orders, revenue, pending and late ones, and tomorrow's bookings", () => {
    const orders = [
      order({ status: 'finished', totalCents: 1250, pickupHour: '12:00' }),
      order({ status: 'finished', totalCents: 700, pickupHour: '13:00' }),
      order({ status: 'pending', totalCents: 900, pickupHour: '13:00' }),
      order({ status: 'pending', totalCents: 800, pickupHour: '15:00' }),
      order({ status: 'pending', pickupDate: '2026-03-11', totalCents: 500 }),
      order({ status: 'finished', pickupDate: '2026-03-09', totalCents: 9900 }),
    ];
    expect(dayFigures(orders, clock)).toEqual({ orders: 4, revenueCents: 1950, pending: 2, late: 1, tomorrow: 1 });
    expect(dayFigures([], clock)).toEqual({ orders: 0, revenueCents: 0, pending: 0, late: 0, tomorrow: 0 });
  });

  it('starts each period on the right pick-up day, across months and years', () => {
    expect(periodStart('today', '2026-03-10')).toBe('2026-03-10');
    expect(periodStart('week', '2026-03-03')).toBe('2026-02-25');
    expect(periodStart('month', '2026-01-15')).toBe('2025-12-17');
    expect(periodStart('all', '2026-03-10')).toBeNull();
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('offers the same periods as the API accepts', () => {
    expect(FigurePeriodSchema.anyOf.map((s: { const: string }) => s.const)).toEqual([...FIGURE_PERIODS]);
  });
});
