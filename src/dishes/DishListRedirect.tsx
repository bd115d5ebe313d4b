import { Navigate } from 'react-router-dom';
import { PATHS } from '../../model/paths';

export function DishListRedirect() {
  return <Navigate to={PATHS.dishManagement} replace />;
}
