import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { CoreAdminContext, memoryStore, useTranslate, type Store } from 'react-admin';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { withDefaultLocale } from '../../../src/i18n/defaultLocaleStore';

function Probe() {
  return <span>{useTranslate()('comedor.common.loading')}</span>;
}

/** what the app's contexts draw in their first render (no effect has run yet) */
const firstRender = (store: Store) =>
  renderToString(
    <MemoryRouter>
      <CoreAdminContext i18nProvider={i18nProvider} store={store}>
        <Probe />
      </CoreAdminContext>
    </MemoryRouter>,
  );

describe('the first render of a visitor who never chose a language', () => {
  it('is the app, in Spanish (src/App.tsx reads no choice as the default language)', () => {
    expect(firstRender(withDefaultLocale(memoryStore(), 'es'))).toContain('Cargando…');
  });

  it("is empty with react-admin's plain store: the app would come in a second, unsliced render", () => {
    expect(firstRender(memoryStore())).not.toContain('Cargando…');
  });

  it('keeps a stored choice and every other preference as they are', () => {
    const store = withDefaultLocale(memoryStore({ locale: 'en', sidebar: { open: false } }), 'es');
    expect(store.getItem('locale')).toBe('en');
    expect(store.getItem('sidebar')).toEqual({ open: false });
    expect(store.getItem('missing')).toBeUndefined();
    expect(withDefaultLocale(memoryStore(), 'es').getItem('locale', 'en')).toBe('en');
  });
});
