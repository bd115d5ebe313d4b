/**
 * The one place that wires the app: a light shell (react-admin's core context: data, auth, i18n, one
 * QueryClient, notifications; the MUI theme) around the router built from the route table
 * (src/routes/routeTable.ts). Only the administrator's area loads react-admin's UI, on demand.
 */
import { CoreAdminContext, localStorageStore, ThemeProvider, ThemesContext } from 'react-admin';
import { CssBaseline } from '@mui/material';
import { BrowserRouter } from 'react-router-dom';
import { authProvider } from '../authProvider';
import { dataProvider } from '../dataProvider';
import { i18nProvider } from './i18n/i18nProvider';
import { withDefaultLocale } from './i18n/defaultLocaleStore';
import { theme } from './theme';
import { AppRoutes } from './routes/AppRoutes';
import { queryClient } from './queryClient';
import { Notifications } from './routes/Notifications';

const THEMES = { lightTheme: theme, darkTheme: undefined };
// As <Admin> does: preferences (the language, the admin sidebar) survive a reload; no choice reads as Spanish.
const store = withDefaultLocale(localStorageStore(), i18nProvider.getLocale());

export function App() {
  // Real paths (not react-admin's default hash router): the spec's routes are the product's public URLs.
  return (
    <BrowserRouter>
      <CoreAdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={store}
        queryClient={queryClient}
      >
        <ThemesContext.Provider value={THEMES}>
          <ThemeProvider>
            <CssBaseline enableColorScheme />
            <AppRoutes />
            <Notifications />
          </ThemeProvider>
        </ThemesContext.Provider>
      </CoreAdminContext>
    </BrowserRouter>
  );
}
