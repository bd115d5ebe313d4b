/**
 * The administrator's area, loaded on demand: react-admin's UI (layout, resources, the admin screens of the
 * route table) inside the shell's react-admin context. The shell already draws notifications.
 */
import { AdminUI, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { ROUTE_TABLE } from './routeTable';
import { CatchAllLogin } from '../../customRoutes/public/CatchAllLogin';
import { LoginPage } from '../../customRoutes/public/LoginPage';
import { AdminLayout } from '../layout/AdminLayout';
import { AccessDeniedRedirect } from '../layout/AccessDeniedRedirect';
import { RouteElement } from './RouteElement';
import users from '../users';
import dishes from '../dishes';
import rewards from '../rewards';
import complaints from '../complaints';
import stations from '../stations';
import auditEvents from '../audit';
import '../i18n/adminCatalog';

const ADMIN_SCREENS = ROUTE_TABLE.filter((e) => e.frame === 'admin' && (e.screen || e.redirect));

const NoNotification = () => null;

export function AdminArea() {
  return (
    <AdminUI
      layout={AdminLayout}
      loginPage={LoginPage}
      catchAll={CatchAllLogin}
      accessDenied={AccessDeniedRedirect}
      notification={NoNotification}
      title="Comedor"
      disableTelemetry
    >
      <CustomRoutes>
        {ADMIN_SCREENS.map((entry) => (
          <Route key={entry.path} path={entry.path} element={<RouteElement entry={entry} />} />
        ))}
      </CustomRoutes>
      <Resource name="users" {...users} />
      <Resource name="dishes" {...dishes} />
      <Resource name="rewards" {...rewards} />
      <Resource name="complaints" {...complaints} />
      <Resource name="stations" {...stations} />
      <Resource name="audit-events" {...auditEvents} />
    </AdminUI>
  );
}
