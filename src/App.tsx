/**
 * The one place that wires the app: react-admin core (administrator resources and screens) plus the custom
 * routes of the customer and kitchen apps and the public screens. The route table is customRoutes/routeTable.ts.
 */
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { authProvider } from '../authProvider';
import { dataProvider } from '../dataProvider';
import { i18nProvider } from './i18n/i18nProvider';
import { theme } from './theme';
import { RootRedirect } from '../customRoutes/RootRedirect';
import { customerRoutes } from '../customRoutes/customer';
import { kitchenRoutes } from '../customRoutes/kitchen';
import { publicRoutes, LoginPage, CatchAllLogin } from '../customRoutes/public';
import { AdminLayout } from './layout/AdminLayout';
import { AccessDeniedRedirect } from './layout/AccessDeniedRedirect';
import { adminRoutes } from './routes/adminRoutes';
import { sharedRoutes } from './routes/sharedRoutes';
import users from './users';
import dishes from './dishes';
import rewards from './rewards';
import complaints from './complaints';
import stations from './stations';

export function App() {
  // Real paths (not react-admin's default hash router): the spec's routes are the product's public URLs.
  return (
    <BrowserRouter>
      <Admin
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        loginPage={LoginPage}
        catchAll={CatchAllLogin}
        layout={AdminLayout}
        accessDenied={AccessDeniedRedirect}
        theme={theme}
        title="Comedor"
        disableTelemetry
      >
        <CustomRoutes noLayout>
          <Route path="/" element={<RootRedirect />} />
          {publicRoutes}
          {sharedRoutes}
          {customerRoutes}
          {kitchenRoutes}
        </CustomRoutes>
        <CustomRoutes>{adminRoutes}</CustomRoutes>
        <Resource name="users" {...users} />
        <Resource name="dishes" {...dishes} />
        <Resource name="rewards" {...rewards} />
        <Resource name="complaints" {...complaints} />
        <Resource name="stations" {...stations} />
      </Admin>
    </BrowserRouter>
  );
}
