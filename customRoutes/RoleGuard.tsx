/**
 * Client-side route guard (comfort only: the API enforces every permission). No session → /login;
 * a session of another role → the root path, which sends the user to their own home.
 */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { RoleName } from '../model/roles';
import { getSession } from '../authProvider/session';

export function RoleGuard({ roles, children }: { roles: RoleName[] | 'any'; children: ReactNode }) {
  const location = useLocation();
  const session = getSession();
  if (!session) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (roles !== 'any' && !roles.includes(session.role)) return <Navigate to="/" replace />;
  return <>{children}</>;
}
