/** The spec's long edit route passes the row's values as segments; like the original, only the id is read. */
import { Navigate, useParams } from 'react-router-dom';
import { userEditPath } from '../../model/paths';

export function UserModifyRedirect() {
  const { id } = useParams();
  return <Navigate to={userEditPath(id ?? '')} replace />;
}
