// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  alreadyUsedMessage,
  CODE_ALPHABET,
  CODE_LENGTH,
  isWellFormedCode,
  newRedemptionCode,
  normalizeCode,
  redeemableBalance,
  redeemBlock,
} from '../../../model/redemptions';

describe('redeemableBalance', () => {
  it('is the points earned minus the points spent', () => {
    expect(redeemableBalance(180, 50)).toBe(130);
  });
  it('never goes below zero when an administrator lowered the points', () => {
    expect(redeemableBalance(20, 50)).toBe(0);
  });
  it('treats missing numbers as zero', () => {
    expect(redeemableBalance(Number.NaN, 10)).toBe(0);
    expect(redeemableBalance(40, Number.NaN)).toBe(40);
  });
});

describe('redeemBlock', () => {
  const base = { earned: 200, balance: 200, cost: 50, repeatable: false, timesRedeemed: 0 };
  it('allows a reached, affordable, never redeemed reward', () => {
    expect(redeemBlock(base)).toBeNull();
  });
  it('refuses a reward above the level (points earned)', () => {
    expect(redeemBlock({ ...base, earned: 40, balance: 40 })).toEqual({ reason: 'locked', cost: 50 });
  });
  it('refuses a second redemption of a reward that is not repeatable', () => {
    expect(redeemBlock({ ...base, timesRedeemed: 1 })).toEqual({ reason: 'redeemed' });
  });
  it('allows a repeatable reward again while the balance covers it', () => {
    expect(redeemBlock({ ...base, repeatable: true, timesRedeemed: 3, balance: 50 })).toBeNull();
  });
  it('says how many points are missing when the balance is short, even though the level is reached', () => {
    expect(redeemBlock({ ...base, repeatable: true, timesRedeemed: 1, balance: 30 })).toEqual({ reason: 'balance', missing: 20 });
  });
});

describe('codes', () => {
  it('draws CODE_LENGTH characters from the unambiguous alphabet', () => {
    let i = 0;
    const code = newRedemptionCode((n) => i++ % n);
    expect(code).toHaveLength(CODE_LENGTH);
    expect(code).toBe(CODE_ALPHABET.slice(0, CODE_LENGTH));
    expect(CODE_ALPHABET).not.toMatch(/[0O1IL5S2Z8B]/);
  });
  it('normalizes what staff type and recognizes well-formed codes', () => {
    expect(normalizeCode(' acd-efg ')).toBe('ACDEFG');
    expect(isWellFormedCode('ACDEFG')).toBe(true);
    expect(isWellFormedCode('ACDEF0')).toBe(false);
    expect(isWellFormedCode('ACD')).toBe(false);
  });
  it('words the refusal with the day and time on the restaurant clock', () => {
    expect(alreadyUsedMessage(new Date('2026-11-26T11:30:00Z'), 'Europe/Madrid')).toBe(
      'Este código ya se usó el 26/11 a las 12:30.',
    );
    // a day of one digit keeps the day's and month's two digits, as the kitchen reads them elsewhere
    expect(alreadyUsedMessage(new Date('2026-12-02T00:40:00Z'), 'Europe/Madrid')).toBe(
      'Este código ya se usó el 02/12 a las 01:40.',
    );
    expect(alreadyUsedMessage(new Date('2026-03-05T08:05:00Z'), 'Europe/Madrid')).toBe(
      'Este código ya se usó el 05/03 a las 09:05.',
    );
  });
});
