/**
 * The kitchen app's routes (role Encargado), each in the kitchen layout behind the role guard. Administrators
 * may open the board too (the API lets them finish orders), so they can cover the kitchen when needed.
 */
import type { ReactNode } from 'react';
import { Navigate, Route } from 'react-router-dom';
import type { RoleName } from '../../model/roles';
import { RoleGuard } from '../RoleGuard';
import { OwnProfile } from '../../src/ui/OwnProfile';
import { DishBrowser } from './DishBrowser';
import { KitchenLayout } from './KitchenLayout';
import { OrdersBoard } from './OrdersBoard';
import { PickupScreen } from './PickupScreen';
import { RecipePage } from './RecipePage';

const CHEF_ONLY: RoleName[] = ['Encargado'];
const BOARD_ROLES: RoleName[] = ['Encargado', 'Administrador'];
/** the counter's screen: the kitchen, admins, and the display-only Pantalla account (whose only screen it is) */
const PICKUP_ROLES: RoleName[] = ['Encargado', 'Administrador', 'Pantalla'];

function kitchen(roles: RoleName[], screen: ReactNode) {
  return (
    <RoleGuard roles={roles}>
      <KitchenLayout>{screen}</KitchenLayout>
    </RoleGuard>
  );
}

export const kitchenRoutes: React.ReactElement[] = [
  <Route key="board-chef" path="/board-chef" element={kitchen(BOARD_ROLES, <OrdersBoard />)} />,
  <Route key="orders" path="/orders" element={kitchen(BOARD_ROLES, <OrdersBoard />)} />,
  // full screen, no kitchen navigation: it hangs at the counter for customers to read
  <Route key="pantalla-recogida" path="/pantalla-recogida" element={<RoleGuard roles={PICKUP_ROLES}><PickupScreen /></RoleGuard>} />,
  <Route key="platos" path="/platos" element={kitchen(CHEF_ONLY, <DishBrowser />)} />,
  <Route key="recipe" path="/recipe" element={<Navigate to="/platos" replace />} />,
  <Route key="recipe-id" path="/recipe/:id" element={kitchen(CHEF_ONLY, <RecipePage />)} />,
  <Route key="perfil-chef" path="/perfil-chef" element={kitchen(CHEF_ONLY, <OwnProfile descriptionKey="kitchen.profile.description" />)} />,
];
