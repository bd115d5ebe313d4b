import { Navigate } from 'react-router-dom';
import { PATHS } from '../../model/paths';

export function ComplaintListRedirect() {
  return <Navigate to={PATHS.complaints} replace />;
}
