// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dayDemand, forecastWalkIns, suggestedTotal, type PastDay } from '../../model/forecast';

/** Past Mondays, newest first, one week apart from 2026-11-23 back. */
function weeks(walkIns: number[], extra: Partial<PastDay>[] = []): PastDay[] {
  return walkIns.map((w, i) => ({
    date: new Date(Date.UTC(2026, 10, 23 - 7 * i)).toISOString().slice(0, 10),
    walkIns: w,
    leftovers: 0,
    soldOut: false,
    open: true,
    ...extra[i],
  }));
}

describe('walk-in forecast', () => {
  it('expects a steady dish to sell what it always sells, with a 25 % margin while it has no track record', () => {
    // level = 10 whatever the weights, slope 0; margin = ceil(10 × 0.25) = 3
    const forecast = forecastWalkIns(weeks([10, 10, 10, 10, 10, 10]));
    expect(forecast).toEqual({ expected: 10, margin: 3, days: 6 });
    expect(suggestedTotal(20, forecast)).toBe(33);
  });

  it('follows a growing dish one week further', () => {
    // newest first 10, 9, 8, 7, 6, 5; weights 32, 16, 8, 4, 2, 1 (/63)
    // level = (320 + 144 + 64 + 28 + 12 + 5) / 63 = 573/63; mean age = (16 + 16 + 12 + 8 + 5) / 63 = 57/63
    // slope = +1 a week; expected = 573/63 + 1 × (57/63 + 1) = 693/63 = 11; margin = ceil(11 × 0.25) = 3
    expect(forecastWalkIns(weeks([10, 9, 8, 7, 6, 5]))).toEqual({ expected: 11, margin: 3, days: 6 });
  });

  it('skips a holiday week and keeps only the last six open weeks', () => {
    // the closed week (0 walk-ins) drops out; so does the 7th open week (40): six open weeks of 10 remain
    const past = weeks([10, 0, 10, 10, 10, 10, 10, 40], [{}, { open: false }]);
    expect(forecastWalkIns(past)).toEqual({ expected: 10, margin: 3, days: 6 });
    // counted as a zero it would have pulled the forecast down
    expect(forecastWalkIns(weeks([10, 0, 10, 10, 10, 10])).expected).toBeLessThan(10);
  });

  it('expects nothing for a dish new this week, which is cooked to its bookings', () => {
    const forecast = forecastWalkIns([]);
    expect(forecast).toEqual({ expected: 0, margin: 0, days: 0 });
    expect(suggestedTotal(7, forecast)).toBe(7);
    // only closed past days: still no history
    expect(forecastWalkIns(weeks([5], [{ open: false }]))).toEqual({ expected: 0, margin: 0, days: 0 });
  });

  it('raises the walk-ins of a day the dish ran out, unless leftovers show demand was met', () => {
    // sold out at 8 with nothing left: demand at least 8 → 8 × 1.25 = 10; series 10, 10, 10 → 10
    const soldOut = weeks([8, 10, 10], [{ soldOut: true }]);
    expect(dayDemand(soldOut[0])).toBe(10);
    expect(forecastWalkIns(soldOut).expected).toBe(10);
    // with 2 portions left over the 8 stand: weights 32, 16, 8 (/56); level = (256 + 160 + 80)/56 = 496/56;
    // mean age = 32/56; slope = −1; expected = 496/56 − (32/56 + 1) = 408/56 ≈ 7.29 → 7
    const metDemand = weeks([8, 10, 10], [{ soldOut: true, leftovers: 2 }]);
    expect(forecastWalkIns(metDemand).expected).toBe(7);
  });

  it('shrinks the margin to the mean absolute error once three past forecasts can be checked', () => {
    // forecasts 12, 8, 10 against 10, 10, 10: errors 2, 2, 0 → mean 4/3 → margin 2
    const checked = weeks([10, 10, 10, 10, 10, 10], [{ expected: 12 }, { expected: 8 }, { expected: 10 }]);
    expect(forecastWalkIns(checked)).toEqual({ expected: 10, margin: 2, days: 6 });
    // a forecast that hit every time needs no margin
    const exact = weeks([10, 10, 10], [{ expected: 10 }, { expected: 10 }, { expected: 10 }]);
    expect(forecastWalkIns(exact).margin).toBe(0);
    // two checked forecasts are not yet a track record: the default 25 % stays
    const young = weeks([10, 10, 10], [{ expected: 10 }, { expected: 10 }]);
    expect(forecastWalkIns(young).margin).toBe(3);
  });

  it('never expects fewer than zero walk-ins for a falling dish', () => {
    // newest first 0, 4, 8: slope −4, level (0 + 64 + 64)/56, mean age 32/56 → 128/56 − 4 × 88/56 < 0
    expect(forecastWalkIns(weeks([0, 4, 8]))).toEqual({ expected: 0, margin: 0, days: 3 });
  });
});
