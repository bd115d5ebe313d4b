// @vitest-environment node
/**
 * The demo's eight past weeks (server/db/seed-data/history.ts) follow the rules of a real week: each frozen sheet
 * holds the bookings made before the cut-off and the forecast computed from the weeks played before it, its
 * suggested total is booked + expected + margin, walk-ins come after the cut-off, and what was prepared and not
 * served is left over (and a dish marked sold out has none left).
 */
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../model/calendar';
import { cutoffInstant, parseCutoff } from '../../../model/cutoff';
import { forecastWalkIns, type PastDay } from '../../../model/forecast';
import { SEED_DISHES } from '../../../server/db/seed-data/dishes';
import { generateHistory, HISTORY_WEEKS } from '../../../server/db/seed-data/history';

const TIME_ZONE = 'Europe/Madrid';
const RULE = parseCutoff('-1d 16:00')!;
const options = {
  today: '2026-11-27',
  timeZone: TIME_ZONE,
  cutoff: RULE,
  dishes: SEED_DISHES.map((d) =>
    d.stock > 0 && d.isAvailable !== false ? { category: d.category, priceCents: Math.round(d.price * 100) } : null,
  ),
  customerCount: 20,
  now: new Date('2026-11-27T09:00:00Z'),
};
const history = generateHistory(options);
const key = (date: string, dish: number) => `${date}|${dish}`;

function portions(walkIn: boolean): Map<string, number> {
  const out = new Map<string, number>();
  for (const o of history.orders.filter((x) => x.walkIn === walkIn))
    for (const l of o.lines) out.set(key(o.pickupDate, l.dishIndex), (out.get(key(o.pickupDate, l.dishIndex)) ?? 0) + l.quantity);
  return out;
}

describe('demo history', () => {
  it('covers the eight weeks before today, every day planned, and is the same on every start', () => {
    expect(history.dates).toHaveLength(7 * HISTORY_WEEKS);
    expect(history.dates[0]).toBe(addDays('2026-11-27', -56));
    expect(history.dates.at(-1)).toBe('2026-11-26');
    expect(generateHistory(options)).toEqual(history);
    expect(history.orders.length).toBeGreaterThan(1000);
  });

  it('books before the cut-off and walks in after it, picking up after ordering', () => {
    for (const o of history.orders) {
      const cutoff = cutoffInstant(o.pickupDate, RULE, TIME_ZONE).getTime();
      if (o.walkIn) expect(o.createdAt.getTime()).toBeGreaterThanOrEqual(cutoff);
      else expect(o.createdAt.getTime()).toBeLessThan(cutoff);
      expect(o.finishedAt.getTime()).toBeGreaterThan(o.createdAt.getTime());
      expect(o.collectedAt.getTime()).toBeGreaterThan(o.finishedAt.getTime());
    }
  });

  it("freezes each day's sheet with its bookings and suggested = booked + expected + margin", () => {
    const booked = portions(false);
    for (const s of history.sheets) {
      expect(s.suggested).toBe(s.booked + s.expected + s.margin);
      expect(s.booked).toBe(booked.get(key(s.date, s.dishIndex)) ?? 0);
      expect(s.frozenAt).toEqual(cutoffInstant(s.date, RULE, TIME_ZONE));
    }
  });

  it('forecasts each day from the same weekdays played before it', () => {
    const walkIns = portions(true);
    const day = new Map(history.dayDishes.map((d) => [key(d.date, d.dishIndex), d]));
    const sheet = new Map(history.sheets.map((s) => [key(s.date, s.dishIndex), s]));
    for (const s of history.sheets) {
      const past: PastDay[] = [];
      for (let back = 7; addDays(s.date, -back) >= history.dates[0]; back += 7) {
        const d = addDays(s.date, -back);
        const row = day.get(key(d, s.dishIndex));
        // a weekday whose menu did not hold the dish counts as closed for it
        past.push(
          row
            ? {
                date: d,
                walkIns: walkIns.get(key(d, s.dishIndex)) ?? 0,
                leftovers: row.remaining,
                soldOut: row.soldOutAt !== null,
                open: true,
                expected: sheet.get(key(d, s.dishIndex))!.expected,
              }
            : { date: d, walkIns: 0, leftovers: 0, soldOut: false, open: false },
        );
      }
      const forecast = forecastWalkIns(past);
      expect([s.expected, s.margin], `${s.date} dish ${s.dishIndex}`).toEqual([forecast.expected, forecast.margin]);
    }
    // today's sheet froze at today's cut-off (passed at the seed's clock) with nothing booked
    const today = history.sheets.filter((s) => s.date === '2026-11-27');
    expect(today.length).toBeGreaterThan(20);
    expect(today.every((s) => s.booked === 0)).toBe(true);
    expect(today.some((s) => s.suggested > 0)).toBe(true);
    expect(
      generateHistory({ ...options, now: new Date('2026-11-26T14:00:00Z') }).sheets.some((s) => s.date === '2026-11-27'),
    ).toBe(false);
    // today's demo orders placed before the cut-off (a same-day cut-off) are its bookings
    const withBookings = generateHistory({ ...options, todayBooked: new Map([[today[0].dishIndex, 3]]) });
    const first = withBookings.sheets.find((s) => s.date === '2026-11-27' && s.dishIndex === today[0].dishIndex)!;
    expect(first).toMatchObject({ booked: 3, suggested: 3 + today[0].expected + today[0].margin });
    // by the last weeks the forecast rests on history: something is expected
    expect(history.sheets.filter((s) => s.date >= history.dates[49]).some((s) => s.expected > 0)).toBe(true);
  });

  it('leaves over max(0, prepared − served), by reason at 300–400 g a portion; a sold-out dish has none left', () => {
    const served = new Map<string, number>();
    for (const [walkIn] of [[true], [false]] as const)
      for (const [k, n] of portions(walkIn)) served.set(k, (served.get(k) ?? 0) + n);
    const left = new Map<string, number>();
    for (const l of history.leftovers) {
      left.set(key(l.date, l.dishIndex), (left.get(key(l.date, l.dishIndex)) ?? 0) + l.portions);
      if (l.weightGrams !== null) {
        expect(l.weightGrams).toBeGreaterThanOrEqual(300 * l.portions);
        expect(l.weightGrams).toBeLessThanOrEqual(400 * l.portions);
      }
    }
    for (const d of history.dayDishes) {
      const k = key(d.date, d.dishIndex);
      const expected = Math.max(0, d.portions - (served.get(k) ?? 0));
      expect(d.remaining, k).toBe(expected);
      expect(left.get(k) ?? 0, k).toBe(expected);
      if (d.soldOutAt) expect(d.remaining, k).toBe(0);
    }
    const reasons = new Set(history.leftovers.map((l) => l.reason));
    expect(reasons).toEqual(new Set(['sobrante', 'devuelto', 'caducado']));
    expect(history.leftovers.filter((l) => l.reason === 'sobrante').length).toBeGreaterThan(history.leftovers.length / 2);
  });
});
