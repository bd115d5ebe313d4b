// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { POINTS_PER_EURO, pointsForOrder } from '../../../model/points';

describe('pointsForOrder', () => {
  it('gives one point per whole euro of the total', () => {
    expect(POINTS_PER_EURO).toBe(1);
    expect(pointsForOrder(1280)).toBe(12);
    expect(pointsForOrder(1200)).toBe(12);
    expect(pointsForOrder(1299)).toBe(12);
  });

  it('gives nothing below one euro', () => {
    expect(pointsForOrder(99)).toBe(0);
  });

  it('gives nothing for zero, negative or non-numeric totals', () => {
    expect(pointsForOrder(0)).toBe(0);
    expect(pointsForOrder(-500)).toBe(0);
    expect(pointsForOrder(Number.NaN)).toBe(0);
    expect(pointsForOrder(Number.POSITIVE_INFINITY)).toBe(0);
  });
});
