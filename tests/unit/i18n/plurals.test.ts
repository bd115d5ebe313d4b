// @vitest-environment node
/** Counts read right in both languages: one record, one row (polyglot's smart_count picks the form). */
import { afterAll, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import '../../../src/i18n/adminCatalog';

const t = i18nProvider.translate;
const summary = (valid: number, invalid: number) =>
  t('data.import.summary', {
    valid: t('data.import.summary_valid', { smart_count: valid }),
    invalid: t('data.import.summary_invalid', { smart_count: invalid }),
  });

describe('singular and plural', () => {
  afterAll(() => i18nProvider.changeLocale('es'));

  it('says one record and one row in Spanish', async () => {
    await i18nProvider.changeLocale('es');
    expect(t('admin.paging.showing', { start: 1, end: 1, smart_count: 1 })).toBe('Mostrando 1 registro');
    expect(t('admin.paging.showing', { start: 11, end: 20, smart_count: 25 })).toBe(
      'Mostrando del 11 al 20 de un total de 25 registros',
    );
    expect(t('admin.paging.showing', { start: 0, end: 0, smart_count: 0 })).toBe(
      'Mostrando del 0 al 0 de un total de 0 registros',
    );
    expect(summary(1, 1)).toBe('1 fila se creará, 1 tiene problemas y se omitirá.');
    expect(summary(2, 3)).toBe('2 filas se crearán, 3 tienen problemas y se omitirán.');
  });

  it('says one record and one row in English', async () => {
    await i18nProvider.changeLocale('en');
    expect(t('admin.paging.showing', { start: 1, end: 1, smart_count: 1 })).toBe('Showing 1 record');
    expect(t('admin.paging.showing', { start: 1, end: 10, smart_count: 12 })).toBe('Showing 1 to 10 of 12 records');
    expect(summary(1, 1)).toBe('1 row will be created, 1 has problems and will be skipped.');
    expect(summary(2, 0)).toBe('2 rows will be created, 0 have problems and will be skipped.');
  });
});
