// @vitest-environment node
/**
 * The Historial reads in Spanish (issue 29): every field of the records it shows has a name, and the values come
 * as a person says them (euros, Sí/No, Pendiente/Listo/Anulado, Respondida, dates, categories, portions).
 */
import { getTableColumns } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSecretField } from '../../../server/audit/record-audit';
import { complaints, dishes, orders, rewards, stations, users } from '../../../server/db/schema';
import { changeLines, formatValue } from '../../../src/audit/auditWords';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import '../../../src/i18n/adminCatalog';

const t = i18nProvider.translate;
const lines = (changes: Record<string, { from: unknown; to: unknown }>) => changeLines(t, 'es-ES', { changes });

describe('the words of a Historial', () => {
  beforeAll(() => i18nProvider.changeLocale('es'));
  afterAll(() => i18nProvider.changeLocale('es'));

  it('names every field of the records it shows (the loaders add lines, status, categoryIds, planned)', () => {
    const fields = [users, dishes, orders, rewards, complaints, stations]
      .flatMap((table) => Object.keys(getTableColumns(table)))
      .concat(['lines', 'status', 'categoryIds', 'planned'])
      .filter((field) => field !== 'id' && !isSecretField(field));
    const unnamed = fields.filter((field) => t(`audit.fields.${field}`, { _: '' }) === '');
    expect(unnamed).toEqual([]);
  });

  it("says an order's status, total, day and flags as the app does", () => {
    expect(
      lines({
        status: { from: 'pending', to: 'finished' },
        totalCents: { from: 550, to: 725 },
        pickupDate: { from: '2026-11-30', to: '2026-12-01' },
        allergensConfirmed: { from: false, to: true },
        finishedAt: { from: null, to: '2026-11-30T12:05:00.000Z' },
      }),
    ).toEqual([
      'Estado: Pendiente → Listo',
      expect.stringMatching(/^Total: 5,50\s€ → 7,25\s€$/),
      'Día de recogida: 30/11/2026 → 1/12/2026',
      'Alérgenos confirmados: No → Sí',
      expect.stringMatching(/^Listo el: — → 30\/11\/2026, \d{1,2}:05:00$/),
    ]);
    expect(lines({ status: { from: 'finished', to: 'cancelled' } })).toEqual(['Estado: Listo → Anulado']);
  });

  it("says a complaint answered, a reward's points, a station's categories and a day menu's portions", () => {
    expect(lines({ status: { from: 'pending', to: 'answered' } })).toEqual(['Estado: Pendiente → Respondida']);
    expect(lines({ cost: { from: 100, to: 1500 }, repeatable: { from: false, to: true } })).toEqual([
      'Puntos necesarios: 100 → 1500',
      'Repetible: No → Sí',
    ]);
    expect(lines({ categoryIds: { from: [1], to: [1, 4] } })).toEqual(['Categorías: Primeros → Primeros, Postres']);
    // a change nobody could see (no list before, an empty one after) is left out
    expect(lines({ name: { from: null, to: 'Plancha' }, categoryIds: { from: null, to: [] } })).toEqual(['Nombre: — → Plancha']);
    expect(
      lines({
        planned: { from: false, to: true },
        dish7: { from: { name: 'Paella', portions: 20 }, to: { name: 'Paella', portions: 1 } },
        dish9: { from: null, to: { name: 'Flan', portions: 12 } },
      }),
    ).toEqual(['Planificado: No → Sí', 'Paella: 20 raciones → 1 ración', 'Flan: — → 12 raciones']);
  });

  it('never shows a raw code it has words for, nor undefined or NaN', () => {
    expect(formatValue(t, 'es-ES', 'status', 'answered')).toBe('Respondida');
    expect(formatValue(t, 'es-ES', 'costCents', 0)).toMatch(/^0,00\s€$/);
    expect(formatValue(t, 'es-ES', 'roleId', 3)).toBe('Encargado');
    expect(formatValue(t, 'es-ES', 'categoryId', 2)).toBe('Segundos');
    expect(formatValue(t, 'es-ES', 'userId', 33)).toBe('Usuario 33');
    expect(formatValue(t, 'es-ES', 'categoryIds', [])).toBe('—');
    expect(formatValue(t, 'es-ES', 'answer', undefined)).toBe('—');
    // an unknown code still shows, raw, rather than nothing
    expect(formatValue(t, 'es-ES', 'status', 'nuevo')).toBe('nuevo');
  });
});
