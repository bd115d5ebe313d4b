// @vitest-environment node
/** The one formatter: language-aware numbers, money and dates, and times on the restaurant's clock. */
import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDay,
  formatMoney,
  formatNumber,
  formatPercent,
  formatTime,
  languageTag,
} from '../../../src/ui/format';

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
const es = { locale: 'es', timeZone: 'Europe/Madrid' };
const en = { locale: 'en', timeZone: 'Europe/Madrid' };

describe('format', () => {
  it('writes money, numbers and percentages in the chosen language', () => {
    expect(plain(formatMoney(12.5, es))).toBe('12,50 €');
    expect(plain(formatMoney(12.5, en))).toBe('€12.50');
    expect(plain(formatNumber(1234.56, es))).toMatch(/^1\.?234,6$/);
    expect(formatNumber(1234.56, en)).toBe('1,234.6');
    expect(plain(formatPercent(8.7, es))).toBe('8,7 %');
    expect(formatPercent(8.7, en)).toBe('8.7%');
    expect(languageTag('fr')).toBe('es-ES');
  });

  it("shows times on the restaurant's clock, not the browser's", () => {
    // 12:07 UTC is 13:07 in Madrid (CET) and 06:07 in Mexico City.
    const iso = '2025-03-10T12:07:00Z';
    expect(formatTime(iso, es)).toBe('13:07');
    expect(formatTime(iso, en)).toBe('13:07');
    expect(formatTime(iso, { locale: 'es', timeZone: 'America/Mexico_City' })).toBe('06:07');
    // Just before midnight UTC is already the next day in Madrid.
    expect(formatDate('2025-03-10T23:30:00Z', es)).toBe('11 mar 2025');
    expect(formatDate('2025-03-10T23:30:00Z', en)).toBe('11 Mar 2025');
    expect(formatDateTime(iso, es, 'long')).toBe('10 de marzo de 2025 a las 13:07');
    expect(formatDateTime(iso, en, 'long')).toBe('10 March 2025 at 13:07');
  });

  it('writes a calendar day the same in every time zone, and nothing for a missing value', () => {
    expect(formatDay('2025-03-10', { locale: 'es', timeZone: 'Pacific/Kiritimati' })).toBe('10 mar');
    expect(formatDay('2025-03-10', { locale: 'en', timeZone: 'Pacific/Pago_Pago' })).toBe('10 Mar');
    expect(formatDay('2025-03-10', en, { weekday: 'short', day: 'numeric', month: 'short' })).toBe('Mon 10 Mar');
    expect(formatTime(null, es)).toBe('');
    expect(formatDate('not a date', es)).toBe('');
    expect(formatDay(undefined, es)).toBe('');
  });
});
