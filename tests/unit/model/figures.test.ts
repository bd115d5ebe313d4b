// @vitest-environment node
/** What the admin's figures count: revenue, late orders, today and tomorrow, and the analysis' periods. */
import { describe, expect, it } from 'vitest';
import {
  addDays,
  bookedPortions,
  comingDaysRange,
  comingDaysSummary,
  countsAsRevenue,
  dayFigures,
  FIGURE_PERIODS,
  isLate,
  lastWeekDays,
  periodStart,
  PICKUP_QUICK_DATES,
  pickupDateFilter,
  quickDateOf,
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

describe("tomorrow's booked portions", () => {
  const line = (dishId: number, name: string, quantity: number, status = 'pending') => ({ status, dishId, name, quantity });

  it('adds up the portions of every order not cancelled, per dish, most booked first', () => {
    const lines = [
      line(1, 'Sopa', 2),
      line(2, 'Flan', 3),
      line(1, 'Sopa', 2, 'finished'),
      line(3, 'Agua', 1),
      line(2, 'Flan', 5, 'cancelled'),
      line(4, 'Café', 1),
    ];
    expect(bookedPortions(lines)).toEqual({
      portions: 9,
      dishes: [
        { dishId: 1, name: 'Sopa', portions: 4 },
        { dishId: 2, name: 'Flan', portions: 3 },
        { dishId: 3, name: 'Agua', portions: 1 },
      ],
    });
  });

  it('breaks ties by name, names as many dishes as asked and counts nothing on an empty day', () => {
    const lines = [line(9, 'Zumo', 2), line(8, 'Arroz', 2), line(7, 'Merluza', 2)];
    expect(bookedPortions(lines, 2).dishes.map((d) => d.name)).toEqual(['Arroz', 'Merluza']);
    expect(bookedPortions(lines, 0)).toEqual({ portions: 6, dishes: [] });
    expect(bookedPortions([])).toEqual({ portions: 0, dishes: [] });
    expect(bookedPortions([line(1, 'Sopa', 4, 'cancelled')])).toEqual({ portions: 0, dishes: [] });
  });
});

describe("the analysis' week", () => {
  it('is the last 7 pick-up days ending today, across a month and a year', () => {
    expect(lastWeekDays('2026-03-10')).toEqual({ from: '2026-03-04', to: '2026-03-10' });
    expect(lastWeekDays('2026-03-03')).toEqual({ from: '2026-02-25', to: '2026-03-03' });
    expect(lastWeekDays('2027-01-02')).toEqual({ from: '2026-12-27', to: '2027-01-02' });
    expect(lastWeekDays('2026-03-10').from).toBe(periodStart('week', '2026-03-10'));
  });
});

describe("the orders list's quick pick-up dates", () => {
  const thursday = '2026-12-03';

  it('sets today, tomorrow, or this week from Monday to Sunday', () => {
    expect(pickupDateFilter('today', thursday)).toEqual({ date: '2026-12-03' });
    expect(pickupDateFilter('tomorrow', thursday)).toEqual({ date: '2026-12-04' });
    expect(pickupDateFilter('this_week', thursday)).toEqual({ from: '2026-11-30', to: '2026-12-06' });
    // a Sunday belongs to the week that started on the Monday before; tomorrow crosses the year
    expect(pickupDateFilter('this_week', '2026-12-06')).toEqual({ from: '2026-11-30', to: '2026-12-06' });
    expect(pickupDateFilter('tomorrow', '2026-12-31')).toEqual({ date: '2027-01-01' });
  });

  it('recognises a quick choice in the filters, and none when dates were typed by hand', () => {
    for (const choice of PICKUP_QUICK_DATES) expect(quickDateOf(pickupDateFilter(choice, thursday), thursday)).toBe(choice);
    expect(quickDateOf({ date: '2026-12-03', from: '', to: '' }, thursday)).toBe('today');
    expect(quickDateOf({}, thursday)).toBeNull();
    expect(quickDateOf({ date: '2026-12-05' }, thursday)).toBeNull();
    expect(quickDateOf({ from: '2026-11-30' }, thursday)).toBeNull();
    expect(quickDateOf({ date: '2026-12-03', to: '2026-12-06' }, thursday)).toBeNull();
  });
});

describe("the kitchen's coming days", () => {
  it('runs from tomorrow to the booking horizon, at most 31 days, and is none when only today is booked', () => {
    expect(comingDaysRange('2026-12-30', 14)).toEqual({ from: '2026-12-31', to: '2027-01-13' });
    expect(comingDaysRange('2026-12-03', 1)).toEqual({ from: '2026-12-04', to: '2026-12-04' });
    expect(comingDaysRange('2026-12-01', 60)).toEqual({ from: '2026-12-02', to: '2027-01-01' });
    expect(comingDaysRange('2026-12-03', 0)).toBeNull();
  });

  it('adds up the booked orders and keeps the days that have some, in date order', () => {
    const days = [
      { date: '2026-12-05', orders: 2, portions: 5 },
      { date: '2026-12-04', orders: 0, portions: 0 },
      { date: '2026-12-06', orders: 0, portions: 0 },
      { date: '2026-12-03', orders: 10, portions: 12 },
    ];
    expect(comingDaysSummary(days)).toEqual({
      orders: 12,
      days: [
        { date: '2026-12-03', orders: 10, portions: 12 },
        { date: '2026-12-05', orders: 2, portions: 5 },
      ],
    });
    expect(comingDaysSummary([])).toEqual({ orders: 0, days: [] });
  });
});
