// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { availableSlots, daySlots, formatClock, localClock, parseClock, parseOpeningHours } from '../../../model/slots';

describe('clock helpers', () => {
  it('parses HH:MM into minutes since midnight and back', () => {
    expect(parseClock('12:30')).toBe(750);
    expect(parseClock('24:00')).toBe(1440);
    expect(formatClock(750)).toBe('12:30');
    expect(formatClock(5)).toBe('00:05');
  });

  it('rejects malformed or impossible times', () => {
    expect(parseClock('7:00')).toBeNull();
    expect(parseClock('12:60')).toBeNull();
    expect(parseClock('24:30')).toBeNull();
    expect(parseClock('noon')).toBeNull();
  });
});

describe('parseOpeningHours', () => {
  it('reads several ranges and sorts them', () => {
    expect(parseOpeningHours('20:00-23:00,12:00-16:00')).toEqual([
      { from: 720, to: 960 },
      { from: 1200, to: 1380 },
    ]);
  });

  it('refuses a range that ends before it starts or is malformed', () => {
    expect(() => parseOpeningHours('16:00-12:00')).toThrow(/no válido/);
    expect(() => parseOpeningHours('12-16')).toThrow(/no válido/);
  });
});

describe('daySlots', () => {
  it('starts a slot every interval and the last one a slot before closing', () => {
    expect(daySlots(parseOpeningHours('12:00-13:00'), 15)).toEqual(['12:00', '12:15', '12:30', '12:45']);
  });

  it('covers the whole day with 00:00-24:00', () => {
    const all = daySlots(parseOpeningHours('00:00-24:00'), 5);
    expect(all).toHaveLength(288);
    expect(all[0]).toBe('00:00');
    expect(all[all.length - 1]).toBe('23:55');
  });
});

describe('availableSlots', () => {
  const ranges = parseOpeningHours('12:00-14:00');

  it('offers only slots that start strictly after now in the restaurant time zone', () => {
    // 12:30 in Madrid (summer time, UTC+2)
    const now = new Date('2025-07-01T10:30:00Z');
    expect(availableSlots(now, ranges, 30, 'Europe/Madrid')).toEqual(['13:00', '13:30']);
  });

  it('offers nothing once the last slot has started', () => {
    const now = new Date('2025-07-01T11:45:00Z'); // 13:45 in Madrid
    expect(availableSlots(now, ranges, 30, 'Europe/Madrid')).toEqual([]);
  });

  it('reports the local date and minutes of an instant', () => {
    expect(localClock(new Date('2025-12-31T23:30:00Z'), 'Europe/Madrid')).toEqual({ date: '2026-01-01', minutes: 30 });
  });
});
