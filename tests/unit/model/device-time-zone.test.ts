// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceTimeZone } from '../../../model/zonedTime';

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
