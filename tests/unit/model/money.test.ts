import { describe, expect, it } from 'vitest';
import { formatEuros, fromCents, toCents } from '../../../model/money';

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
});
