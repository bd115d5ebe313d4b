// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor, indexDrift, median, runIsValid } from '../../bench/calibration';

describe('the calibrated phone', () => {
  it('divides the host index by 440', () => {
    expect(cpuSlowdownFor(1998)).toBe(4.54);
    expect(cpuSlowdownFor(1750)).toBe(3.98);
    expect(cpuSlowdownFor(2616)).toBe(5.95);
    expect(cpuSlowdownFor(1435)).toBe(3.26);
  });

  it('never speeds a slow host up, and refuses a non-measurement', () => {
    expect(cpuSlowdownFor(300)).toBe(1);
    expect(() => cpuSlowdownFor(NaN)).toThrow();
    expect(() => cpuSlowdownFor(0)).toThrow();
  });

  it('takes medians, not best runs', () => {
    expect(median([2616, 1435, 1998])).toBe(1998);
    expect(median([90, 70])).toBe(80);
    expect(median([])).toBeNaN();
  });

  it('discards a run whose index moved over 10 %', () => {
    expect(indexDrift(2000, 2200)).toBeCloseTo(0.1);
    expect(runIsValid(2000, 2199)).toBe(true);
    expect(runIsValid(2000, 2201)).toBe(false);
    expect(runIsValid(2000, 1799)).toBe(false);
  });
});
