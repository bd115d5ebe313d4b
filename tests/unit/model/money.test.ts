import { describe, expect, it } from 'vitest';
import { formatEuros, fromCents, hasWholeCents, MONEY_MAX_EUROS, toCents } from '../../../model/money';

// Intl puts a no-break space before the euro sign; compare without caring which space it is.
const plain = (s: string) => s.replace(/\s/g, ' ');

describe('money', () => {
  it('converts euros to integer cents without float drift', () => {
    expect(toCents(12.5)).toBe(1250);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(19.99)).toBe(1999);
  });

  it('converts cents back to euros', () => {
    expect(fromCents(1250)).toBe(12.5);
    expect(fromCents(0)).toBe(0);
  });

  it('formats euros the Spanish way', () => {
    expect(plain(formatEuros(12.5))).toBe('12,50 €');
    expect(plain(formatEuros(0))).toBe('0,00 €');
    expect(plain(formatEuros(1234.5))).toMatch(/^1\.?234,50 €$/);
  });

  it('accepts every amount with at most two decimals up to the maximum, as JSON would carry it', () => {
    for (let cents = 0; cents <= MONEY_MAX_EUROS * 100; cents++) {
      const euros = Number((cents / 100).toFixed(2));
      if (!hasWholeCents(euros) || toCents(euros) !== cents) throw new Error(`${euros} refused or misread`);
    }
    for (const euros of [4.35, 7.25, 2.3, 1.15, 0.1 + 0.2]) expect(hasWholeCents(euros), String(euros)).toBe(true);
  });

  it('refuses a third decimal, however small, and what is not a number', () => {
    for (const euros of [4.355, 0.001, 9999.999, 1.0000001, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(hasWholeCents(euros), String(euros)).toBe(false);
    }
  });
});
