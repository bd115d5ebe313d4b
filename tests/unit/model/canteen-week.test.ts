// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isCalendarDate, isoWeekday, mondayOf, weekDates } from '../../../model/calendar';
import { beforeCutoff, cutoffInstant, cutoffParts, formatCutoff, parseCutoff } from '../../../model/cutoff';
import { bookableDates, bookingRefusal, isOpenDay, parseRestWeekdays } from '../../../model/open-days';

const TZ = 'Europe/Madrid';
const second = 1000;
const at = (iso: string) => new Date(iso);

describe('calendar dates', () => {
  it('counts days across month ends, leap days and daylight-saving weekends', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2);
    expect(isoWeekday('2026-11-26')).toBe(4);
    expect(isoWeekday('2026-11-29')).toBe(7);
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(weekDates('2026-11-23')).toHaveLength(7);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('28/02/2026')).toBe(false);
  });
});

describe('the cut-off rule', () => {
  it('reads and writes the setting', () => {
    expect(parseCutoff('-1d 16:00')).toEqual({ daysBefore: 1, minutes: 960 });
    expect(parseCutoff('0d 10:00')).toEqual({ daysBefore: 0, minutes: 600 });
    expect(parseCutoff('-2d 09:30')).toEqual({ daysBefore: 2, minutes: 570 });
    for (const bad of ['1d 10:00', '-1d 24:00', '-1d 16:60', 'mañana', '', '-1 16:00']) expect(parseCutoff(bad), bad).toBeNull();
    expect(formatCutoff({ daysBefore: 1, minutes: 960 })).toBe('-1d 16:00');
    expect(formatCutoff({ daysBefore: 0, minutes: 600 })).toBe('0d 10:00');
  });

  it('closes the day before at 16:00 local time, one second either side', () => {
    const rule = parseCutoff('-1d 16:00')!;
    // Thursday 2026-11-26 (CET, UTC+1): the cut-off is Wednesday 16:00 = 15:00 UTC.
    const cut = cutoffInstant('2026-11-26', rule, TZ);
    expect(cut.toISOString()).toBe('2026-11-25T15:00:00.000Z');
    expect(beforeCutoff('2026-11-26', new Date(cut.getTime() - second), rule, TZ)).toBe(true);
    expect(beforeCutoff('2026-11-26', cut, rule, TZ)).toBe(false);
    expect(beforeCutoff('2026-11-26', new Date(cut.getTime() + second), rule, TZ)).toBe(false);
    expect(cutoffParts('2026-11-26', rule)).toEqual({ date: '2026-11-25', weekday: 3, time: '16:00' });
  });

  it('a same-day cut-off at 10:00', () => {
    const rule = parseCutoff('0d 10:00')!;
    expect(beforeCutoff('2026-11-26', at('2026-11-26T08:59:59Z'), rule, TZ)).toBe(true);
    expect(beforeCutoff('2026-11-26', at('2026-11-26T09:00:00Z'), rule, TZ)).toBe(false);
  });

  it('holds on the spring daylight-saving day of 2026 (29 March, 02:00 → 03:00)', () => {
    const rule = parseCutoff('-1d 16:00')!;
    // Sunday 29 March is summer time (UTC+2) from 03:00: its 16:00 is 14:00 UTC.
    expect(cutoffInstant('2026-03-30', rule, TZ).toISOString()).toBe('2026-03-29T14:00:00.000Z');
    expect(beforeCutoff('2026-03-30', at('2026-03-29T13:59:59Z'), rule, TZ)).toBe(true);
    expect(beforeCutoff('2026-03-30', at('2026-03-29T14:00:00Z'), rule, TZ)).toBe(false);
    // 02:30 does not exist that night: the cut-off moves forward by the gap, to 03:30 summer time.
    const inGap = parseCutoff('-1d 02:30')!;
    expect(cutoffInstant('2026-03-30', inGap, TZ).toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });

  it('holds on the autumn daylight-saving day of 2026 (25 October, 03:00 → 02:00)', () => {
    const rule = parseCutoff('-1d 16:00')!;
    // Sunday 25 October is winter time (UTC+1) from 03:00: its 16:00 is 15:00 UTC.
    expect(cutoffInstant('2026-10-26', rule, TZ).toISOString()).toBe('2026-10-25T15:00:00.000Z');
    expect(beforeCutoff('2026-10-26', at('2026-10-25T14:59:59Z'), rule, TZ)).toBe(true);
    expect(beforeCutoff('2026-10-26', at('2026-10-25T15:00:00Z'), rule, TZ)).toBe(false);
    // 02:30 happens twice that night: the first one (summer time, 00:30 UTC) closes the day.
    const twice = parseCutoff('-1d 02:30')!;
    expect(cutoffInstant('2026-10-26', twice, TZ).toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });

  it('a cut-off late the day before crosses midnight', () => {
    const rule = parseCutoff('-1d 23:30')!;
    // Monday 2026-11-30's orders close on Sunday at 23:30 (22:30 UTC); at Monday 00:00 they are frozen.
    expect(beforeCutoff('2026-11-30', at('2026-11-29T22:29:59Z'), rule, TZ)).toBe(true);
    expect(beforeCutoff('2026-11-30', at('2026-11-29T22:30:00Z'), rule, TZ)).toBe(false);
    expect(beforeCutoff('2026-11-30', at('2026-11-29T23:00:01Z'), rule, TZ)).toBe(false);
    expect(cutoffParts('2026-11-30', rule)).toEqual({ date: '2026-11-29', weekday: 7, time: '23:30' });
  });
});

describe('open days', () => {
  const rules = { restWeekdays: [6, 7], closedDates: ['2026-12-08'] };

  it('closes the weekly rest days and single holidays', () => {
    expect(isOpenDay('2026-11-27', rules)).toBe(true);
    expect(isOpenDay('2026-11-28', rules)).toBe(false);
    expect(isOpenDay('2026-11-29', rules)).toBe(false);
    expect(isOpenDay('2026-12-08', rules)).toBe(false);
    expect(isOpenDay('2026-12-08', { restWeekdays: [], closedDates: new Set<string>() })).toBe(true);
  });

  it('books from today up to the horizon, open days only', () => {
    expect(bookingRefusal('2026-11-25', '2026-11-26', 14, rules)).toBe('date_past');
    expect(bookingRefusal('2026-11-26', '2026-11-26', 14, rules)).toBeNull();
    expect(bookingRefusal('2026-12-10', '2026-11-26', 14, rules)).toBeNull();
    expect(bookingRefusal('2026-12-11', '2026-11-26', 14, rules)).toBe('date_too_far');
    expect(bookingRefusal('2026-11-28', '2026-11-26', 14, rules)).toBe('day_closed');
    expect(bookingRefusal('2026-12-08', '2026-11-26', 14, rules)).toBe('day_closed');
    expect(bookableDates('2026-11-26', 7, rules)).toEqual([
      '2026-11-26',
      '2026-11-27',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
    ]);
  });

  it('reads the rest-day setting', () => {
    expect(parseRestWeekdays('6,7')).toEqual([6, 7]);
    expect(parseRestWeekdays(' 7, 6 ,7')).toEqual([6, 7]);
    expect(parseRestWeekdays('')).toEqual([]);
    expect(parseRestWeekdays('0,8')).toBeNull();
    expect(parseRestWeekdays('sábado')).toBeNull();
  });
});
