/** `/`: the login screen, or the user's home when a session exists (spec section 2 and 6). */
import { Navigate } from 'react-router-dom';
import { HOME_BY_ROLE } from '../model/roles';
import { PATHS } from '../model/paths';
import { getSession } from '../dataProvider/http/session';

export function RootRedirect() {
  const session = getSession();
  return <Navigate to={session ? HOME_BY_ROLE[session.role] : PATHS.login} replace />;
}
