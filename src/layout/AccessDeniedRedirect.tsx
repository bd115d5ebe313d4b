/**
 * react-admin's access-denied route: other roles are sent to `/` (their home, spec section 6); an
 * administrator refused by the server sees the denial without losing the session.
 */
import { Alert } from '@mui/material';
import { Navigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { ADMIN } from '../../model/roles';
import { getSession } from '../../dataProvider/http/session';
import { PATHS } from '../../model/paths';

export function AccessDeniedRedirect() {
  const translate = useTranslate();
  const session = getSession();
  if (!session) return <Navigate to={PATHS.login} replace />;
  if (session.role !== ADMIN) return <Navigate to={PATHS.root} replace />;
  return (
    <Alert severity="error" sx={{ m: 2 }}>
      {translate('comedor.auth.forbidden')}
    </Alert>
  );
}
