/**
 * Client-side route guard (comfort only: the API enforces every permission). No session → /login;
 * a session of another role → the root path, which sends the user to their own home ('any' excludes the
 * display-only Pantalla account, whose one screen is /pantalla-recogida). It watches the session,
 * so a session the server ended (a 401 to any call) leaves the screen at once.
 */
import { useSyncExternalStore, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { RoleName } from '../model/roles';
import { getSession, getToken, subscribeSession } from '../authProvider/session';

export function RoleGuard({ roles, children }: { roles: RoleName[] | 'any'; children: ReactNode }) {
  const location = useLocation();
  useSyncExternalStore(subscribeSession, getToken);
  const session = getSession();
  if (!session) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  const allowed = roles === 'any' ? session.role !== 'Pantalla' : roles.includes(session.role);
  if (!allowed) return <Navigate to="/" replace />;
  return <>{children}</>;
}
