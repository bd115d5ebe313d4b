import { Navigate } from 'react-router-dom';

export function DishListRedirect() {
  return <Navigate to="/dish-management" replace />;
}
