/**
 * The one place that wires the app: react-admin core (administrator resources) plus the custom routes of
 * the customer and kitchen apps and the public screens. The route table is customRoutes/routeTable.ts.
 */
import { Admin, CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider } from '../authProvider';
import { dataProvider } from '../dataProvider';
import { i18nProvider } from './i18n/i18nProvider';
import { RootRedirect } from '../customRoutes/RootRedirect';
import { customerRoutes } from '../customRoutes/customer';
import { kitchenRoutes } from '../customRoutes/kitchen';
import { publicRoutes, LoginPage } from '../customRoutes/public';

export function App() {
  return (
    <Admin
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      loginPage={LoginPage}
      catchAll={LoginPage}
      disableTelemetry
    >
      <CustomRoutes noLayout>
        <Route path="/" element={<RootRedirect />} />
        {publicRoutes}
        {customerRoutes}
        {kitchenRoutes}
      </CustomRoutes>
    </Admin>
  );
}
