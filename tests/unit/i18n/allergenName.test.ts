// @vitest-environment node
/** The 14 EU allergens, named by the API in Spanish, read in the UI's language. */
import { afterAll, describe, expect, it } from 'vitest';
import { ALLERGEN_NAMES } from '../../../server/db/seed-data/allergens';
import { allergenName, allergenNames } from '../../../src/ui/allergenName';
import { i18nProvider } from '../../../src/i18n/i18nProvider';

describe('allergen names', () => {
  afterAll(() => i18nProvider.changeLocale('es'));

  it('stay as the seed writes them in Spanish, for each of the 14', async () => {
    await i18nProvider.changeLocale('es');
    expect(ALLERGEN_NAMES).toHaveLength(14);
    for (const name of ALLERGEN_NAMES) expect(allergenName(name)).toBe(name);
  });

  it('have their standard English names in English', async () => {
    await i18nProvider.changeLocale('en');
    expect(ALLERGEN_NAMES.map((n) => allergenName(n))).toEqual([
      'Gluten',
      'Crustaceans',
      'Eggs',
      'Fish',
      'Peanuts',
      'Soybeans',
      'Milk',
      'Nuts',
      'Celery',
      'Mustard',
      'Sesame seeds',
      'Sulphites',
      'Lupin',
      'Molluscs',
    ]);
    expect(allergenNames([{ name: 'Gluten' }, { name: 'Lácteos' }])).toBe('Gluten, Milk');
    expect(allergenName('Nuevo alérgeno')).toBe('Nuevo alérgeno');
  });
});
