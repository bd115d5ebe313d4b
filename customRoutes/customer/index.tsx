/** The customer app's routes (role Usuario), each behind the role guard and inside the customer layout, plus /signup. */
import type { ReactElement, ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { RoleGuard } from '../RoleGuard';
import { CustomerLayout } from './CustomerLayout';
import { HomePage } from './home/HomePage';
import { MenuPage } from './menu/MenuPage';
import { CartPage } from './cart/CartPage';
import { ProfilePage } from './profile/ProfilePage';
import { MyOrdersPage } from './orders/MyOrdersPage';
import { SupportPage } from './support/SupportPage';
import { SignupPage } from './SignupPage';

function customer(page: ReactNode): ReactElement {
  return (
    <RoleGuard roles={['Usuario']}>
      <CustomerLayout>{page}</CustomerLayout>
    </RoleGuard>
  );
}

export const customerRoutes: ReactElement[] = [
  <Route key="board-user" path="/board-user" element={customer(<HomePage />)} />,
  <Route key="inicio" path="/inicio" element={customer(<HomePage />)} />,
  <Route key="crear_menu" path="/crear_menu" element={customer(<MenuPage />)} />,
  <Route key="carrito" path="/carrito" element={customer(<CartPage />)} />,
  <Route key="perfil" path="/perfil" element={customer(<ProfilePage />)} />,
  <Route key="pedidos" path="/pedidos" element={customer(<MyOrdersPage />)} />,
  <Route key="soporte" path="/soporte" element={customer(<SupportPage />)} />,
  <Route key="signup" path="/signup" element={<SignupPage />} />,
];
