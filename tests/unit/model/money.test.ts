// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  eurosInputText,
  fromCents,
  hasWholeCents,
  MONEY_MAX_EUROS,
  parseEuros,
  parseWholeNumber,
  priceJumpsTenfold,
  toCents,
} from '../../../model/money';

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

  it('reads a typed price with a comma or a point as the same euros and cents', () => {
    for (const text of ['7,25', '7.25', ' 7,25 ', '7,25 €', '7,25€', '07,25']) {
      expect(parseEuros(text), text).toEqual({ ok: true, euros: 7.25 });
    }
    expect(parseEuros('7')).toEqual({ ok: true, euros: 7 });
    expect(parseEuros('7,5')).toEqual({ ok: true, euros: 7.5 });
    expect(parseEuros('0,05')).toEqual({ ok: true, euros: 0.05 });
    expect(parseEuros('4,35')).toEqual({ ok: true, euros: 4.35 });
    expect(parseEuros('10000')).toEqual({ ok: true, euros: MONEY_MAX_EUROS });
  });

  it('reads every cent from 0,00 to 99,99 exactly, with either separator', () => {
    for (let cents = 0; cents < 10_000; cents++) {
      const text = `${Math.trunc(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
      const comma = parseEuros(text);
      const point = parseEuros(text.replace(',', '.'));
      if (!comma.ok || !point.ok || toCents(comma.euros) !== cents || comma.euros !== point.euros)
        throw new Error(`${text} misread`);
      if (comma.euros !== cents / 100) throw new Error(`${text} is ${comma.euros}`);
    }
  });

  it('refuses anything else, with the reason', () => {
    expect(parseEuros('7,2,5')).toEqual({ ok: false, problem: 'format' });
    expect(parseEuros('7.2.5')).toEqual({ ok: false, problem: 'format' });
    expect(parseEuros('abc')).toEqual({ ok: false, problem: 'format' });
    expect(parseEuros('7,')).toEqual({ ok: false, problem: 'format' });
    expect(parseEuros(',25')).toEqual({ ok: false, problem: 'format' });
    expect(parseEuros('7 25')).toEqual({ ok: false, problem: 'format' });
    expect(parseEuros('1e3')).toEqual({ ok: false, problem: 'format' });
    expect(parseEuros('7,255')).toEqual({ ok: false, problem: 'decimals' });
    expect(parseEuros('1.234')).toEqual({ ok: false, problem: 'decimals' });
    expect(parseEuros('-3')).toEqual({ ok: false, problem: 'negative' });
    expect(parseEuros('-7,25')).toEqual({ ok: false, problem: 'negative' });
    expect(parseEuros('10000,01')).toEqual({ ok: false, problem: 'too_high' });
    expect(parseEuros('')).toEqual({ ok: false, problem: 'empty' });
    expect(parseEuros('  ')).toEqual({ ok: false, problem: 'empty' });
  });

  it('writes an amount back the way it is typed, and reads it again unchanged', () => {
    expect(eurosInputText(7.25)).toBe('7,25');
    expect(eurosInputText(7.5)).toBe('7,50');
    expect(eurosInputText(7)).toBe('7');
    expect(eurosInputText(0)).toBe('0');
    expect(eurosInputText(4.35)).toBe('4,35');
    expect(eurosInputText(Number.NaN)).toBe('');
    for (const euros of [0.01, 4.35, 7.25, 99.99, 1234.56])
      expect(parseEuros(eurosInputText(euros))).toEqual({ ok: true, euros });
  });

  it('calls a price ten times higher or lower than the stored one a jump', () => {
    expect(priceJumpsTenfold(7.25, 725)).toBe(true);
    expect(priceJumpsTenfold(7.25, 72.5)).toBe(true);
    expect(priceJumpsTenfold(72.5, 7.25)).toBe(true);
    expect(priceJumpsTenfold(7.25, 0)).toBe(true);
    expect(priceJumpsTenfold(7.25, 72.49)).toBe(false);
    expect(priceJumpsTenfold(7.25, 0.73)).toBe(false);
    expect(priceJumpsTenfold(7.25, 7.5)).toBe(false);
    expect(priceJumpsTenfold(0, 725)).toBe(false);
  });

  it('reads points as whole numbers only', () => {
    expect(parseWholeNumber('150')).toEqual({ ok: true, value: 150 });
    expect(parseWholeNumber(' 0 ')).toEqual({ ok: true, value: 0 });
    expect(parseWholeNumber('7,25')).toEqual({ ok: false, problem: 'not_whole' });
    expect(parseWholeNumber('7.25')).toEqual({ ok: false, problem: 'not_whole' });
    expect(parseWholeNumber('abc')).toEqual({ ok: false, problem: 'not_whole' });
    expect(parseWholeNumber('-5')).toEqual({ ok: false, problem: 'negative' });
    expect(parseWholeNumber('')).toEqual({ ok: false, problem: 'empty' });
  });
});
