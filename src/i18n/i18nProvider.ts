/** Spanish first, English offered from the app bar; react-admin's store keeps the choice across reloads. */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { es } from './es';

// English loads when chosen, so a first visit carries only the Spanish catalogue.
export const i18nProvider = polyglotI18nProvider((locale) => (locale === 'en' ? import('./en').then((m) => m.en) : es), 'es', [
  { locale: 'es', name: 'Español' },
  { locale: 'en', name: 'English' },
]);
