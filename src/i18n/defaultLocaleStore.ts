/**
 * react-admin's preference store, reading the default language when none was ever chosen. react-admin's i18n
 * context compares the stored language with the translator's: with nothing stored it draws nothing on the first
 * render, then the whole app again from an effect, in one long task a phone cannot interrupt (an ordinary update,
 * outside the start-up transition of src/main.tsx). With the default read as the choice, the first render is the
 * app. A stored choice (English) is left as it is.
 */
import type { Store } from 'react-admin';

export const LOCALE_KEY = 'locale';

export function withDefaultLocale(store: Store, defaultLocale: string): Store {
  return {
    ...store,
    getItem: <T = unknown>(key: string, defaultValue?: T): T | undefined =>
      store.getItem(key, key === LOCALE_KEY && defaultValue === undefined ? (defaultLocale as T) : defaultValue),
  };
}
