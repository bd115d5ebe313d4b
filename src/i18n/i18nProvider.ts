/**
 * Spanish first, English offered from the app bar; react-admin's store keeps the choice across reloads.
 * `<html lang>` follows the language: set here at start and on every change (react-admin calls changeLocale on
 * load when the stored choice is not Spanish, and when the user switches).
 *
 * A first visit carries only the Spanish every screen needs (react-admin's words and the shell's, ./es.ts);
 * each area's Spanish comes with the area's code (./customerCatalog.ts, ./kitchenCatalog.ts, ./adminCatalog.ts,
 * imported by the area's frame and full-screen pages) and is added before its first screen draws. English is
 * one file with every area, loaded when chosen.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { esShell } from './es';

const LOCALES = [
  { locale: 'es', name: 'Español' },
  { locale: 'en', name: 'English' },
];

let spanish: TranslationMessages = esShell;
const added = new Set<object>();

const polyglotFor = () =>
  polyglotI18nProvider((locale) => (locale === 'en' ? import('./en').then((m) => m.en) : spanish), 'es', LOCALES);
let polyglot = polyglotFor();

type Catalog = Record<string, unknown>;
const isCatalog = (value: unknown): value is Catalog => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `base` with `extra`'s keys added, namespaces merged key by key (an area may add codes to `comedor.errors`). */
export function mergeCatalogs(base: Catalog, extra: Catalog): Catalog {
  const out: Catalog = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const seen = out[key];
    out[key] = isCatalog(seen) && isCatalog(value) ? mergeCatalogs(seen, value) : value;
  }
  return out;
}

/** An area's Spanish catalog, added once when the area's code loads. */
export function addSpanishCatalog(catalog: Record<string, unknown>): void {
  if (added.has(catalog)) return;
  added.add(catalog);
  // Each area has its own namespaces (customer, kitchen, admin/resources, data), and the areas' error codes join
  // the shell's `comedor.errors` (tests/unit/catalogs.test.ts translates every key of every area through this provider).
  spanish = mergeCatalogs(spanish, catalog) as TranslationMessages;
  // In Spanish the translator is rebuilt with it; in English, switching back to Spanish reads it.
  if (polyglot.getLocale() === 'es') polyglot = polyglotFor();
}

/** Screen readers, spell checkers, hyphenation and the browser's translation offer read it. */
export function setDocumentLanguage(locale: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

export const i18nProvider: I18nProvider = {
  translate: (key, options) => polyglot.translate(key, options),
  changeLocale: async (locale, options) => {
    await polyglot.changeLocale(locale, options);
    setDocumentLanguage(locale);
  },
  getLocale: () => polyglot.getLocale(),
  getLocales: () => LOCALES,
};

setDocumentLanguage(polyglot.getLocale());
