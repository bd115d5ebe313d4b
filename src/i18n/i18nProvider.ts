/** Spanish first, English offered from the app bar; react-admin's store keeps the choice across reloads. */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { es } from './es';
import { en } from './en';

export const i18nProvider = polyglotI18nProvider((locale) => (locale === 'en' ? en : es), 'es', [
  { locale: 'es', name: 'Español' },
  { locale: 'en', name: 'English' },
]);
