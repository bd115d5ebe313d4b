/** Money travels as euros with at most two decimals in JSON and is stored as integer cents. */
export function toCents(euros: number): number {
  return Math.round(euros * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/** The highest price a dish (or any other money field) may have, in euros. */
export const MONEY_MAX_EUROS = 10_000;

/**
 * True when a euro amount has at most two decimals. Checked on the cents, with a tolerance far below half a
 * cent, because binary floating point cannot hold 4.35 exactly (4.35 / 0.01 is 434.99999999999994) while
 * 4.355 is a whole half cent away from any cent.
 */
export function hasWholeCents(euros: number): boolean {
  if (!Number.isFinite(euros)) return false;
  const cents = euros * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-8;
}

/** Why a typed amount is refused: a code the screens word (`admin.price.<code>`). */
export type MoneyProblem = 'empty' | 'format' | 'decimals' | 'negative' | 'too_high';

export type ParsedEuros = { ok: true; euros: number } | { ok: false; problem: MoneyProblem };

/**
 * The one rule for a price typed by a person: whole euros, optionally a comma or a point and one or two
 * decimals ("7", "7,5", "7,25", "7.25"), optionally followed by "€". Anything else is refused with its
 * reason: "7,2,5" and "abc" (format), "7,255" (decimals), "-3" (negative), more than MONEY_MAX_EUROS.
 * The amount is built from its digits as cents, so "4,35" is exactly 4.35 and never 435.
 */
export function parseEuros(text: string): ParsedEuros {
  const trimmed = text.trim().replace(/\s*€$/, '');
  if (trimmed === '') return { ok: false, problem: 'empty' };
  const negative = trimmed.startsWith('-');
  const digits = negative ? trimmed.slice(1).trim() : trimmed;
  const match = /^(\d+)(?:[.,](\d+))?$/.exec(digits);
  if (!match) return { ok: false, problem: 'format' };
  const decimals = match[2] ?? '';
  if (decimals.length > 2) return { ok: false, problem: 'decimals' };
  const cents = Number(match[1]) * 100 + Number(decimals.padEnd(2, '0'));
  if (negative && cents > 0) return { ok: false, problem: 'negative' };
  if (cents > MONEY_MAX_EUROS * 100) return { ok: false, problem: 'too_high' };
  return { ok: true, euros: fromCents(cents) };
}

/** An amount as a person types it back into a field: "7,25", "7", "0,50" (no currency sign, no grouping). */
export function eurosInputText(euros: number): string {
  if (!Number.isFinite(euros)) return '';
  const cents = toCents(euros);
  const whole = Math.trunc(Math.abs(cents) / 100);
  const rest = Math.abs(cents) % 100;
  return `${cents < 0 ? '-' : ''}${whole}${rest === 0 ? '' : `,${String(rest).padStart(2, '0')}`}`;
}

/**
 * True when a new price is ten times the stored one or more, or a tenth of it or less (free included):
 * the mistake of a misplaced comma, which the screens confirm before saving. Nothing to compare with a
 * stored price of 0.
 */
export function priceJumpsTenfold(stored: number, next: number): boolean {
  if (!(stored > 0) || !Number.isFinite(next)) return false;
  return toCents(next) >= toCents(stored) * 10 || toCents(next) * 10 <= toCents(stored);
}

export type ParsedWholeNumber = { ok: true; value: number } | { ok: false; problem: 'empty' | 'not_whole' | 'negative' };

/** A count typed by a person (points): digits only; "7,25" and "7.25" are refused as not whole. */
export function parseWholeNumber(text: string): ParsedWholeNumber {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, problem: 'empty' };
  if (/^-\s*\d/.test(trimmed)) return { ok: false, problem: 'negative' };
  if (!/^\d+$/.test(trimmed)) return { ok: false, problem: 'not_whole' };
  return { ok: true, value: Number(trimmed) };
}
