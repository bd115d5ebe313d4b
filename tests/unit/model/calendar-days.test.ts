import { describe, expect, it } from 'vitest';
import { calendarDays } from '../../../model/calendar-days';
import { parseCutoff } from '../../../model/cutoff';
import { changeable, dayRefusal, frozenRefusal } from '../../../model/order-day';

const cutoff = parseCutoff('-1d 16:00')!;
const openDays = { restWeekdays: [7], closedDates: new Set(['2025-03-12']) };
/** Monday 10 March 2025, 16:30 in Madrid: Tuesday's orders closed at 16:00. */
const now = new Date('2025-03-10T15:30:00Z');

describe('the customer’s calendar', () => {
  const days = calendarDays({
    today: '2025-03-10',
    now,
    timeZone: 'Europe/Madrid',
    preorderDays: 7,
    openDays,
    cutoff,
    planned: new Set(['2025-03-13']),
    todayHasSlots: true,
  });

  it('lists today and each day up to the horizon, closed ones with their reason', () => {
    expect(days.map((d) => d.date)).toEqual([
      '2025-03-10',
      '2025-03-11',
      '2025-03-12',
      '2025-03-13',
      '2025-03-14',
      '2025-03-15',
      '2025-03-16',
      '2025-03-17',
    ]);
    expect(days.find((d) => d.date === '2025-03-12')).toMatchObject({
      open: false,
      closedReason: 'closed_day',
      orderable: false,
    });
    expect(days.find((d) => d.date === '2025-03-16')).toMatchObject({ open: false, closedReason: 'rest_day', weekday: 7 });
    expect(days.find((d) => d.date === '2025-03-13')?.planned).toBe(true);
  });

  it('takes walk-ins today, closes tomorrow after its cut-off and keeps later days open', () => {
    expect(days[0]).toMatchObject({ orderable: true });
    expect(days[1]).toMatchObject({ orderable: false, cutoffAt: '2025-03-10T15:00:00.000Z' });
    expect(days[3]).toMatchObject({ orderable: true });
  });
});

describe('the day of an order', () => {
  const day = (date: string) => ({ date, today: '2025-03-10', preorderDays: 14, openDays, cutoff });

  it('refuses a later day after its cut-off naming both days, but not today', () => {
    expect(dayRefusal(day('2025-03-11'), now, 'Europe/Madrid')).toMatchObject({
      code: 'orders_closed',
      params: { weekday: 'martes', day: 11, cutoffWeekday: 'lunes', cutoffDay: 10, time: '16:00' },
    });
    expect(dayRefusal(day('2025-03-10'), now, 'Europe/Madrid')).toBeNull();
    expect(dayRefusal(day('2025-03-12'), now, 'Europe/Madrid')?.code).toBe('day_closed');
    expect(dayRefusal(day('2025-03-25'), now, 'Europe/Madrid')?.code).toBe('date_too_far');
  });

  it('freezes an order at its day’s cut-off', () => {
    expect(frozenRefusal('2025-03-11', now, cutoff, 'Europe/Madrid')?.code).toBe('order_frozen');
    expect(frozenRefusal('2025-03-13', now, cutoff, 'Europe/Madrid')).toBeNull();
    expect(changeable('pending', '2025-03-13', now, cutoff, 'Europe/Madrid')).toBe(true);
    expect(changeable('cancelled', '2025-03-13', now, cutoff, 'Europe/Madrid')).toBe(false);
  });
});
