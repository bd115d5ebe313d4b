/**
 * The top-level router, built from the route table: the public, customer and kitchen screens render in the
 * light shell (src/App.tsx); any administrator URL loads the admin area (react-admin's UI) on demand; any other
 * path shows the login screen.
 */
import { Suspense, useSyncExternalStore } from 'react';
import { matchPath, Route, Routes, useLocation } from 'react-router-dom';
import { CATCH_ALL, ROUTE_TABLE, SHELL_ROUTES, type RouteEntry } from './routeTable';
import { RoleGuard } from '../../customRoutes/RoleGuard';
import { canSee } from '../../authProvider/access';
import { getSession, getToken, subscribeSession } from '../../dataProvider/http/session';
import { lazyScreen } from './lazyScreen';
import { PageLoading } from '../ui/PageLoading';
import { RouteElement } from './RouteElement';

const AdminArea = lazyScreen(() => import('./AdminArea'), 'AdminArea');

const ADMIN_ENTRIES = ROUTE_TABLE.filter((e) => e.frame === 'admin');

/** The admin-area entry a path belongs to, if any. */
export function adminEntryFor(pathname: string): RouteEntry | undefined {
  return ADMIN_ENTRIES.find((e) => matchPath(e.path, pathname) !== null);
}

function AdminOrCatchAll() {
  const { pathname } = useLocation();
  useSyncExternalStore(subscribeSession, getToken);
  const entry = adminEntryFor(pathname);
  if (!entry) return <RouteElement entry={CATCH_ALL} />;
  // Another role (or no session) is sent away by the guard without loading the admin area's code.
  if (!canSee(getSession()?.role ?? null, entry.guard)) return <RoleGuard guard={entry.guard}>{null}</RoleGuard>;
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
