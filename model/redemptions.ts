/**
 * Redemption rules. A customer's level still comes from the points earned (model/levels.ts); what a redemption
 * spends comes from the redeemable balance: points earned minus the points already spent on redemptions
 * (never below zero, since an administrator may lower the points). A reward can be redeemed when its level is
 * reached (earned ≥ cost), the balance covers its cost, and it was never redeemed before unless the
 * administrator made it repeatable. Each redemption gets a short code the counter validates once.
 */
import { isUnlocked } from './levels';

/** Points left to spend: earned minus spent, never negative. */
export function redeemableBalance(earned: number, spent: number): number {
  const e = Number.isFinite(earned) ? earned : 0;
  const s = Number.isFinite(spent) ? spent : 0;
  return Math.max(0, Math.trunc(e - s));
}

/** Why a reward cannot be redeemed now; the first reason that applies, in the order the customer fixes them. */
export type RedeemBlock = { reason: 'locked'; cost: number } | { reason: 'redeemed' } | { reason: 'balance'; missing: number };

export interface RedeemCheck {
  /** points earned (the level) */
  earned: number;
  /** points still to spend */
  balance: number;
  cost: number;
  repeatable: boolean;
  /** how many times this customer already redeemed this reward */
  timesRedeemed: number;
}

/** null when the reward can be redeemed. */
export function redeemBlock(check: RedeemCheck): RedeemBlock | null {
  if (!isUnlocked(check.earned, check.cost)) return { reason: 'locked', cost: check.cost };
  if (!check.repeatable && check.timesRedeemed > 0) return { reason: 'redeemed' };
  if (check.balance < check.cost) return { reason: 'balance', missing: check.cost - check.balance };
  return null;
}

/** Letters and digits nobody mixes up when reading them aloud or from a phone: no 0/O, 1/I/L, 5/S, 2/Z, 8/B. */
export const CODE_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
export const CODE_LENGTH = 6;

/** A new code from a source of random integers in [0, n) (crypto on the server). */
export function newRedemptionCode(randomInt: (n: number) => number): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** What staff typed, as stored: upper case, without spaces or dashes. */
export function normalizeCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, '');
}

/** Whether a typed code can be a code at all (after normalizeCode). */
export function isWellFormedCode(code: string): boolean {
  return code.length === CODE_LENGTH && [...code].every((c) => CODE_ALPHABET.includes(c));
}

/** "26/11" and "12:30": the day and time a code was used, on the restaurant's clock (the device's if unknown). */
export function usedAtParts(at: Date, timeZone: string | undefined): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat('es-ES', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  // two digits each: Intl's Spanish pattern for a day and month with an hour drops the day's leading zero ("2/12")
  const get = (type: string) => (parts.find((p) => p.type === type)?.value ?? '0').padStart(2, '0');
  return { date: `${get('day')}/${get('month')}`, time: `${get('hour')}:${get('minute')}` };
}

/** The refusal of a second validation: "Este código ya se usó el 26/11 a las 12:30". */
export function alreadyUsedMessage(at: Date, timeZone: string): string {
  const { date, time } = usedAtParts(at, timeZone);
  return `Este código ya se usó el ${date} a las ${time}.`;
}
