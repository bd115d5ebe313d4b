/**
 * An allergen's name in the UI's language. The API names the 14 EU allergens (Regulation 1169/2011, Annex II)
 * in Spanish, as the seed writes them; each has a catalog key (`comedor.allergens.<key>`) with its standard
 * English name. A name the table does not know (renamed in the database) shows as written.
 */
import type { TranslateFunction } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';

/** Spanish name (server/db/seed-data/allergens.ts) → catalog key. */
export const ALLERGEN_KEYS: Readonly<Record<string, string>> = {
  Gluten: 'gluten',
  Crustáceos: 'crustaceans',
  Huevos: 'eggs',
  Pescado: 'fish',
  Cacahuetes: 'peanuts',
  Soja: 'soybeans',
  Lácteos: 'milk',
  'Frutos de cáscara': 'nuts',
  Apio: 'celery',
  Mostaza: 'mustard',
  Sésamo: 'sesame',
  Sulfitos: 'sulphites',
  Altramuces: 'lupin',
  Moluscos: 'molluscs',
};

export function allergenName(name: string, translate: TranslateFunction = i18nProvider.translate): string {
  const key = ALLERGEN_KEYS[name];
  return key ? translate(`comedor.allergens.${key}`, { _: name }) : name;
}

/** Several allergens as one comma-separated text, e.g. "Gluten, Milk". */
export function allergenNames(
  allergens: readonly { name: string }[],
  translate: TranslateFunction = i18nProvider.translate,
): string {
  return allergens.map((a) => allergenName(a.name, translate)).join(', ');
}
