import { Navigate } from 'react-router-dom';

export function ComplaintListRedirect() {
  return <Navigate to="/customerSupport-list-shared" replace />;
}
