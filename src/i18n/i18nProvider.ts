/**
 * Spanish first, English offered from the app bar; react-admin's store keeps the choice across reloads.
 * `<html lang>` follows the language: set here at start and on every change (react-admin calls changeLocale on
 * load when the stored choice is not Spanish, and when the user switches).
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import { es } from './es';

// English loads when chosen, so a first visit carries only the Spanish catalogue.
const polyglot = polyglotI18nProvider((locale) => (locale === 'en' ? import('./en').then((m) => m.en) : es), 'es', [
  { locale: 'es', name: 'Español' },
  { locale: 'en', name: 'English' },
]);

/** Screen readers, spell checkers, hyphenation and the browser's translation offer read it. */
export function setDocumentLanguage(locale: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

export const i18nProvider: I18nProvider = {
  ...polyglot,
  changeLocale: async (locale, options) => {
    await polyglot.changeLocale(locale, options);
    setDocumentLanguage(locale);
  },
};

setDocumentLanguage(polyglot.getLocale());
