/**
 * The administrator's custom routes, rendered inside the admin layout. Each is one of SPEC section 2's
 * URLs: it opens its screen directly or redirects to the react-admin resource route that renders it.
 */
import type { ReactNode } from 'react';
import { Navigate, Route } from 'react-router-dom';
import { ADMIN } from '../../model/roles';
import { CATEGORIES, DISH_MANAGEMENT_ROUTES } from '../../model/categories';
import { RoleGuard } from '../../customRoutes/RoleGuard';
import { lazyScreen } from './lazyScreen';
import { UserModifyRedirect } from './UserModifyRedirect';

const Dashboard = lazyScreen(() => import('../dashboard/Dashboard'), 'Dashboard');
const Analysis = lazyScreen(() => import('../analysis/Analysis'), 'Analysis');
const ComplaintList = lazyScreen(() => import('../complaints/ComplaintList'), 'ComplaintList');
const ComplaintAnswer = lazyScreen(() => import('../complaints/ComplaintAnswer'), 'ComplaintAnswer');
const DishManagement = lazyScreen(() => import('../dishes/DishManagement'), 'DishManagement');
const DishCreate = lazyScreen(() => import('../dishes/DishCreate'), 'DishCreate');
const DishEdit = lazyScreen(() => import('../dishes/DishEdit'), 'DishEdit');
const RewardManagement = lazyScreen(() => import('../rewards/RewardManagement'), 'RewardManagement');
const RewardsUserMode = lazyScreen(() => import('../rewards/RewardsUserMode'), 'RewardsUserMode');
const OrderList = lazyScreen(() => import('../orders/OrderList'), 'OrderList');
const AdminProfile = lazyScreen(() => import('../profile/AdminProfile'), 'AdminProfile');

const admin = (screen: ReactNode) => <RoleGuard roles={[ADMIN]}>{screen}</RoleGuard>;

export const adminRoutes: React.ReactElement[] = [
  <Route key="board" path="/board-admin" element={admin(<Dashboard />)} />,
  <Route key="dashboard" path="/dashboard-admin" element={admin(<Dashboard />)} />,
  <Route key="analysis" path="/analysis-list-admin" element={admin(<Analysis />)} />,
  <Route key="support" path="/customerSupport-list-shared" element={admin(<ComplaintList />)} />,
  <Route key="support-answer" path="/customerSupport-answer-shared/:id" element={admin(<ComplaintAnswer />)} />,
  <Route key="users" path="/usrManagement-list-admin" element={admin(<Navigate to="/users" replace />)} />,
  <Route key="users-add" path="/usrManagement-add-admin" element={admin(<Navigate to="/users/create" replace />)} />,
  <Route key="users-modify" path="/usrManagement-modify-admin/:id/*" element={admin(<UserModifyRedirect />)} />,
  ...CATEGORIES.map((c) => (
    <Route key={`dishes-${c.id}`} path={DISH_MANAGEMENT_ROUTES[c.id]} element={admin(<DishManagement categoryId={c.id} />)} />
  )),
  <Route key="dish-create" path="/dish-management-create" element={admin(<DishCreate />)} />,
  <Route key="dish-edit" path="/dish-management-edit/:id" element={admin(<DishEdit />)} />,
  <Route key="rewards-admin" path="/rewarmanagement-madm-admin" element={admin(<RewardManagement />)} />,
  <Route key="rewards-user" path="/rewarmanagement-musr-admin" element={admin(<RewardsUserMode />)} />,
  <Route key="orders" path="/orders-admin" element={admin(<OrderList />)} />,
  <Route key="profile" path="/profile-admin" element={admin(<AdminProfile />)} />,
];
