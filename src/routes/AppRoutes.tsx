/**
 * The top-level router, built from the route table: the public, customer and kitchen screens render in the
 * light shell (src/App.tsx); any administrator URL loads the admin area (react-admin's UI) on demand; any other
 * path shows the login screen.
 */
import { Suspense } from 'react';
import { matchPath, Route, Routes, useLocation } from 'react-router-dom';
import { CATCH_ALL, ROUTE_TABLE } from '../../customRoutes/routeTable';
import { lazyScreen } from './lazyScreen';
import { PageLoading } from './PageLoading';
import { RouteElement } from './RouteElement';

const AdminArea = lazyScreen(() => import('./AdminArea'), 'AdminArea');

const SHELL_ROUTES = ROUTE_TABLE.filter((e) => e.frame !== 'admin' && e !== CATCH_ALL);
const ADMIN_PATTERNS = ROUTE_TABLE.filter((e) => e.frame === 'admin').map((e) => e.path);

export function isAdminPath(pathname: string): boolean {
  return ADMIN_PATTERNS.some((pattern) => matchPath(pattern, pathname) !== null);
}

function AdminOrCatchAll() {
  const { pathname } = useLocation();
  if (!isAdminPath(pathname)) return <RouteElement entry={CATCH_ALL} />;
  return (
    <Suspense fallback={<PageLoading />}>
      <AdminArea />
    </Suspense>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      {SHELL_ROUTES.map((entry) => (
        <Route key={entry.path} path={entry.path} element={<RouteElement entry={entry} />} />
      ))}
      <Route path="*" element={<AdminOrCatchAll />} />
    </Routes>
  );
}
