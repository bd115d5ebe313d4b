// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clockIn, deviceTimeZone, localClock } from '../../../model/zonedTime';

describe('deviceTimeZone', () => {
  afterEach(() => vi.restoreAllMocks());

  it("is the device's time zone, read once however often a screen asks", () => {
    const expected = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(deviceTimeZone()).toBe(expected);
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    for (let i = 0; i < 5; i++) expect(deviceTimeZone()).toBe(expected);
    expect(built).not.toHaveBeenCalled();
  });
});

describe('clockIn', () => {
  afterEach(() => vi.restoreAllMocks());
  const instants = ['2026-11-27T22:59:30Z', '2026-11-27T23:00:20Z', '2026-03-29T01:30:00Z', '2026-12-31T23:45:00Z'];

  it("reads the restaurant's clock in its zone", () => {
    for (const at of instants) expect(clockIn(new Date(at), 'Europe/Madrid')).toEqual(localClock(new Date(at), 'Europe/Madrid'));
    expect(clockIn(new Date('2026-11-27T23:00:20Z'), 'Europe/Madrid').date).toBe('2026-11-28');
  });

  it("reads the device's clock, without an Intl formatter, while the restaurant's zone is unknown", () => {
    const expected = instants.map((at) => localClock(new Date(at), deviceTimeZone()));
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    expect(instants.map((at) => clockIn(new Date(at), undefined))).toEqual(expected);
    expect(built).not.toHaveBeenCalled();
  });
});
