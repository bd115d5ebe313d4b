// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { zonedInstant } from '../../../model/zonedTime';

describe('zonedInstant', () => {
  afterEach(() => vi.restoreAllMocks());

  it('turns a Madrid wall-clock time into its instant, daylight-saving days included', () => {
    expect(zonedInstant('2026-11-23', 13 * 60 + 30, 'Europe/Madrid').toISOString()).toBe('2026-11-23T12:30:00.000Z');
    expect(zonedInstant('2026-07-01', 16 * 60, 'Europe/Madrid').toISOString()).toBe('2026-07-01T14:00:00.000Z');
    // autumn: 02:30 happens twice; the first one (summer time)
    expect(zonedInstant('2026-10-25', 2 * 60 + 30, 'Europe/Madrid').toISOString()).toBe('2026-10-25T00:30:00.000Z');
    // spring: 02:30 does not exist; moved forward by the gap
    expect(zonedInstant('2026-03-29', 2 * 60 + 30, 'Europe/Madrid').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(zonedInstant('2026-11-23', 13 * 60 + 30, 'America/New_York').toISOString()).toBe('2026-11-23T18:30:00.000Z');
  });

  it('works an instant out once: asked again (each order of a list asks for its cut-off), no formatter is read', () => {
    const first = zonedInstant('2026-12-02', 16 * 60, 'Europe/Madrid');
    const read = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    const again = zonedInstant('2026-12-02', 16 * 60, 'Europe/Madrid');
    expect(read).not.toHaveBeenCalled();
    expect(again.toISOString()).toBe('2026-12-02T15:00:00.000Z');
    // each caller gets its own Date: changing one changes no later answer
    again.setTime(0);
    expect(zonedInstant('2026-12-02', 16 * 60, 'Europe/Madrid').getTime()).toBe(first.getTime());
    // another zone, date or time is its own answer
    expect(zonedInstant('2026-12-02', 16 * 60, 'Atlantic/Canary').toISOString()).toBe('2026-12-02T16:00:00.000Z');
    expect(read).toHaveBeenCalled();
  });
});
