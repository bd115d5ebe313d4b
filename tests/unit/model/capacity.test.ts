// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  defaultPrepMinutes,
  exceedsAnySlot,
  fitsSlot,
  nextSlotWithRoom,
  orderLoad,
  remainingMinutes,
  slotCapacity,
  slotsWithRoom,
} from '../../../model/capacity';
import { isPaused } from '../../../model/kitchen';
import { zonedInstant } from '../../../model/zonedTime';

describe('slot capacity', () => {
  it('gives a slot cooks × slot minutes of preparation', () => {
    expect(slotCapacity(2, 15)).toBe(30);
    expect(slotCapacity(1, 5)).toBe(5);
  });

  it('adds up quantity × prepMinutes of every line', () => {
    expect(
      orderLoad([
        { quantity: 2, prepMinutes: 15 },
        { quantity: 3, prepMinutes: 1 },
      ]),
    ).toBe(33);
    expect(orderLoad([])).toBe(0);
  });

  it('takes an order that fits exactly and refuses one minute more', () => {
    expect(fitsSlot(15, 30, 15)).toBe(true);
    expect(fitsSlot(16, 30, 15)).toBe(false);
    expect(remainingMinutes(40, 30)).toBe(0);
  });

  it('offers nothing more in a full slot, even a drink with no preparation', () => {
    expect(fitsSlot(30, 30, 0)).toBe(false);
    expect(fitsSlot(29, 30, 0)).toBe(true);
  });

  it('lists the slots that can take a cart and names the next one after a full slot', () => {
    const slots = ['13:00', '13:15', '13:30', '13:45'];
    const loads = new Map([
      ['13:00', 30],
      ['13:15', 20],
      ['13:30', 5],
    ]);
    expect(slotsWithRoom(slots, loads, 30, 0)).toEqual(['13:15', '13:30', '13:45']);
    expect(slotsWithRoom(slots, loads, 30, 11)).toEqual(['13:30', '13:45']);
    expect(nextSlotWithRoom(slots, '13:00', loads, 30, 11)).toBe('13:30');
    expect(nextSlotWithRoom(slots, '13:45', loads, 30, 1)).toBeNull();
  });

  it('recognises an order bigger than any slot', () => {
    expect(exceedsAnySlot(31, 30)).toBe(true);
    expect(exceedsAnySlot(30, 30)).toBe(false);
  });

  it('defaults preparation time by category', () => {
    expect([1, 2, 3, 4, 5].map(defaultPrepMinutes)).toEqual([10, 15, 8, 3, 1]);
  });
});

describe('pause', () => {
  it('is over once its end has passed', () => {
    const now = new Date('2025-03-10T12:00:00Z');
    expect(isPaused(new Date('2025-03-10T12:00:01Z'), now)).toBe(true);
    expect(isPaused(new Date('2025-03-10T12:00:00Z'), now)).toBe(false);
    expect(isPaused(null, now)).toBe(false);
  });
});

describe('zonedInstant', () => {
  it('turns a wall-clock pick-up time into the right instant, summer and winter', () => {
    expect(zonedInstant('2025-03-10', 13 * 60 + 30, 'Europe/Madrid').toISOString()).toBe('2025-03-10T12:30:00.000Z');
    expect(zonedInstant('2025-07-10', 13 * 60 + 30, 'Europe/Madrid').toISOString()).toBe('2025-07-10T11:30:00.000Z');
    expect(zonedInstant('2025-03-30', 12 * 60, 'Europe/Madrid').toISOString()).toBe('2025-03-30T10:00:00.000Z');
    expect(zonedInstant('2025-03-10', 0, 'UTC').toISOString()).toBe('2025-03-10T00:00:00.000Z');
  });
});
