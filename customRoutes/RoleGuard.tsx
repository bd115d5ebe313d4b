/**
 * Client-side route guard (comfort only: the API enforces every permission). No session → /login;
 * a session of another role → the root path, which sends the user to their own home. It watches the session,
 * so a session the server ended (a 401 to any call) leaves the screen at once. The rule is authProvider/access.ts,
 * the same one react-admin's canAccess applies.
 */
import { useSyncExternalStore, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PATHS } from '../model/paths';
import { canSee, type Guard } from '../authProvider/access';
import { getSession, getToken, subscribeSession } from '../dataProvider/http/session';

export function RoleGuard({ guard, children }: { guard: Guard; children: ReactNode }) {
  const location = useLocation();
  useSyncExternalStore(subscribeSession, getToken);
  if (guard === 'public') return <>{children}</>;
  const role = getSession()?.role ?? null;
  if (!role) return <Navigate to={PATHS.login} replace state={{ from: location.pathname }} />;
  if (!canSee(role, guard)) return <Navigate to={PATHS.root} replace />;
  return <>{children}</>;
}
