// @vitest-environment node
/** The analysis' waste rule (model/waste.ts) with hand-computed figures. */
import { describe, expect, it } from 'vitest';
import { wasteFigures, wasteRange, type WasteDishDay } from '../../../model/waste';

const row = (r: Partial<WasteDishDay> & Pick<WasteDishDay, 'date' | 'dishId'>): WasteDishDay => ({
  name: `Plato ${r.dishId}`,
  served: 0,
  suggested: null,
  left: 0,
  grams: null,
  entered: false,
  ...r,
});

describe('waste by week', () => {
  it('runs from the Monday weeks-1 weeks before the last day to that day', () => {
    expect(wasteRange('2026-11-27', 8)).toEqual({ from: '2026-10-05', to: '2026-11-27' });
    expect(wasteRange('2026-11-23', 1)).toEqual({ from: '2026-11-23', to: '2026-11-23' });
  });

  it('prepares the sheet’s total when frozen, else served + leftovers, and counts only the days recorded', () => {
    const figures = wasteFigures({
      until: '2026-11-29',
      weeks: 2,
      rows: [
        // week 1, Tuesday: recorded; dish 2 nothing entered but served, so its 4 portions were prepared
        row({ date: '2026-11-17', dishId: 1, served: 8, left: 2, grams: 400, entered: true }),
        row({ date: '2026-11-17', dishId: 2, served: 4 }),
        // week 1, Wednesday: nobody entered leftovers, it says nothing about waste
        row({ date: '2026-11-18', dishId: 1, served: 30 }),
        // week 2: the sheet froze 12 for dish 1 (9 served), dish 2 weighed nothing
        row({ date: '2026-11-24', dishId: 1, served: 9, suggested: 12, left: 3, entered: true }),
        row({ date: '2026-11-24', dishId: 2, served: 5, left: 0, entered: true }),
      ],
      covers: new Map([
        ['2026-11-17', 8],
        ['2026-11-18', 25],
        ['2026-11-24', 10],
      ]),
    });
    expect(figures.weeks).toEqual([
      { monday: '2026-11-16', days: 1, prepared: 14, wasted: 2, share: 2 / 14, grams: 400, covers: 8, gramsPerCover: 50 },
      { monday: '2026-11-23', days: 1, prepared: 17, wasted: 3, share: 3 / 17, grams: null, covers: 0, gramsPerCover: null },
    ]);
    expect(figures.topDishes).toEqual([{ dishId: 1, name: 'Plato 1', wasted: 5, prepared: 22, share: 5 / 22 }]);
    expect(figures.trend).toEqual({ current: 3 / 17, previous: 2 / 14 });
  });

  it('has no share, no trend and no dishes before anything is entered', () => {
    const figures = wasteFigures({
      until: '2026-11-29',
      weeks: 3,
      rows: [row({ date: '2026-11-24', dishId: 1, served: 9 })],
      covers: new Map(),
    });
    expect(figures.weeks.map((w) => [w.days, w.share])).toEqual([
      [0, null],
      [0, null],
      [0, null],
    ]);
    expect(figures.topDishes).toEqual([]);
    expect(figures.trend).toEqual({ current: null, previous: null });
  });
});
