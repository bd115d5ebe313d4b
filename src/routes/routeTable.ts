/**
 * Every public URL of the SPA (SPEC section 2 plus the additions of DESIGN.md), its guard and its screen: the
 * router is built from this table (src/routes/AppRoutes.tsx for the public, customer and kitchen apps;
 * src/routes/AdminArea.tsx for the administrator's screens inside react-admin). Each screen's code loads on
 * demand. Guards (authProvider/access.ts): 'public' needs no session; 'any' needs one; a role list needs one of
 * those roles (others are sent to `/`, then their home).
 */
import type { ComponentType } from 'react';
import type { Guard } from '../../authProvider/access';
import { PATHS } from '../../model/paths';
import { CATEGORIES, DISH_MANAGEMENT_ROUTES } from '../../model/categories';
import { eagerScreen, lazyScreen } from './lazyScreen';
import * as loginScreen from '../../customRoutes/public/LoginPage';
import type { FirstData } from '../ui/firstData';
import { RootRedirect } from '../../customRoutes/RootRedirect';

export type { Guard };

/**
 * The frame a screen is drawn in: none (full screen), the customer or kitchen app's layout, or react-admin's
 * admin layout (those screens load with the admin area, the only part of the app that loads react-admin's UI).
 */
export type Frame = 'none' | 'customer' | 'kitchen' | 'admin';

export interface RouteEntry {
  /** react-router pattern */
  path: string;
  guard: Guard;
  frame: Frame;
  /** the screen (lazy); absent when the entry redirects or a react-admin resource renders it */
  screen?: ComponentType & { preload?: () => Promise<void>; firstData?: () => FirstData | undefined };
  props?: Record<string, unknown>;
  /** a fixed redirect */
  redirect?: string;
  /**
   * Where the screen or react-admin resource at this URL sends its visitor (a react-router pattern), when it
   * is not a fixed `redirect`: the route walk (tests/e2e/routes.spec.ts) expects the visit to end there.
   */
  redirectsTo?: string;
  /** what the URL shows (documentation) */
  description: string;
}

const A = ['Administrador'] as const;
const U = ['Usuario'] as const;
const E = ['Encargado'] as const;
const BOARD = ['Encargado', 'Administrador'] as const;
/** the counter's screen: the kitchen, an administrator, or the display-only account */
const PICKUP = ['Encargado', 'Administrador', 'Pantalla'] as const;

const LoginPage = eagerScreen(loginScreen, 'LoginPage');
const RecoveryPage = lazyScreen(() => import('../../customRoutes/public/RecoveryPage'), 'RecoveryPage');
const ResetPasswordPage = lazyScreen(() => import('../../customRoutes/public/ResetPasswordPage'), 'ResetPasswordPage');
const SignupPage = lazyScreen(() => import('../../customRoutes/customer/SignupPage'), 'SignupPage');
const RewardCardPage = lazyScreen(() => import('../rewards/RewardCardPage'), 'RewardCardPage');
const HomePage = lazyScreen(() => import('../../customRoutes/customer/home/HomePage'), 'HomePage');
const MenuPage = lazyScreen(() => import('../../customRoutes/customer/menu/MenuPage'), 'MenuPage');
const CartPage = lazyScreen(() => import('../../customRoutes/customer/cart/CartPage'), 'CartPage');
const ProfilePage = lazyScreen(() => import('../../customRoutes/customer/profile/ProfilePage'), 'ProfilePage');
const MyOrdersPage = lazyScreen(() => import('../../customRoutes/customer/orders/MyOrdersPage'), 'MyOrdersPage');
const SupportPage = lazyScreen(() => import('../../customRoutes/customer/support/SupportPage'), 'SupportPage');
const OrdersBoard = lazyScreen(() => import('../../customRoutes/kitchen/OrdersBoard'), 'OrdersBoard');
const PickupScreen = lazyScreen(() => import('../../customRoutes/kitchen/PickupScreen'), 'PickupScreen');
const DishBrowser = lazyScreen(() => import('../../customRoutes/kitchen/DishBrowser'), 'DishBrowser');
const ValidateRewardPage = lazyScreen(() => import('../../customRoutes/kitchen/ValidateRewardPage'), 'ValidateRewardPage');
const RecipePage = lazyScreen(() => import('../../customRoutes/kitchen/RecipePage'), 'RecipePage');
const OwnProfile = lazyScreen(() => import('../ui/OwnProfile'), 'OwnProfile');
const Dashboard = lazyScreen(() => import('../dashboard/Dashboard'), 'Dashboard');
const Analysis = lazyScreen(() => import('../analysis/Analysis'), 'Analysis');
const ComplaintList = lazyScreen(() => import('../complaints/ComplaintList'), 'ComplaintList');
const ComplaintAnswer = lazyScreen(() => import('../complaints/ComplaintAnswer'), 'ComplaintAnswer');
const UserModifyRedirect = lazyScreen(() => import('../routes/UserModifyRedirect'), 'UserModifyRedirect');
const DishManagement = lazyScreen(() => import('../dishes/DishManagement'), 'DishManagement');
const DishCreate = lazyScreen(() => import('../dishes/DishCreate'), 'DishCreate');
const DishEdit = lazyScreen(() => import('../dishes/DishEdit'), 'DishEdit');
const RewardManagement = lazyScreen(() => import('../rewards/RewardManagement'), 'RewardManagement');
const RewardsUserMode = lazyScreen(() => import('../rewards/RewardsUserMode'), 'RewardsUserMode');
const OrderList = lazyScreen(() => import('../orders/OrderList'), 'OrderList');
const AdminProfile = lazyScreen(() => import('../profile/AdminProfile'), 'AdminProfile');
const AdminWeekMenu = lazyScreen(() => import('../planning/AdminWeekMenu'), 'AdminWeekMenu');
const AdminClosedDays = lazyScreen(() => import('../planning/AdminWeekMenu'), 'AdminClosedDays');
const ChefWeekMenu = lazyScreen(() => import('../planning/WeekMenuPage'), 'WeekMenuPage');
const LeftoversPage = lazyScreen(() => import('../../customRoutes/kitchen/LeftoversPage'), 'LeftoversPage');
const ChefProductionSheet = lazyScreen(() => import('../planning/ProductionSheetPage'), 'ProductionSheetPage');
const AdminProductionSheet = lazyScreen(() => import('../planning/AdminProductionSheet'), 'AdminProductionSheet');

/** What an unknown path shows: the login screen, where it stands (spec section 2). */
export const CATCH_ALL: RouteEntry = {
  path: '*',
  guard: 'public',
  frame: 'none',
  screen: LoginPage,
  description: 'LoginPage: unknown paths show the login screen',
};

export const ROUTE_TABLE: readonly RouteEntry[] = [
  {
    path: PATHS.root,
    guard: 'public',
    frame: 'none',
    screen: RootRedirect,
    description: 'RootRedirect: /login, or the home of the signed-in role',
  },
  { path: PATHS.login, guard: 'public', frame: 'none', screen: LoginPage, description: 'LoginPage' },
  {
    path: PATHS.recovery,
    guard: 'public',
    frame: 'none',
    screen: RecoveryPage,
    description: 'RecoveryPage (POST login/recovery)',
  },
  {
    path: PATHS.resetPassword,
    guard: 'public',
    frame: 'none',
    screen: ResetPasswordPage,
    description: 'ResetPasswordPage (?token=…, POST login/reset)',
  },
  { path: PATHS.signup, guard: 'public', frame: 'none', screen: SignupPage, description: 'SignupPage (customer sign-up)' },
  CATCH_ALL,
  {
    path: PATHS.rewardCard,
    guard: 'any',
    frame: 'none',
    screen: RewardCardPage,
    description: 'RewardCardPage: reward cards, editable by an Administrador only',
  },
  // Usuario
  { path: PATHS.customerHome, guard: U, frame: 'customer', screen: HomePage, description: 'HomePage (carousels)' },
  { path: PATHS.customerHomeAlias, guard: U, frame: 'customer', screen: HomePage, description: 'HomePage (carousels)' },
  { path: PATHS.menu, guard: U, frame: 'customer', screen: MenuPage, description: 'MenuPage (menu builder)' },
  { path: PATHS.cart, guard: U, frame: 'customer', screen: CartPage, description: 'CartPage (cart, "Elige tu hora")' },
  {
    path: PATHS.customerProfile,
    guard: U,
    frame: 'customer',
    screen: ProfilePage,
    description: 'ProfilePage (level, rewards, allergens, password)',
  },
  { path: PATHS.myOrders, guard: U, frame: 'customer', screen: MyOrdersPage, description: 'MyOrdersPage (own orders)' },
  { path: PATHS.support, guard: U, frame: 'customer', screen: SupportPage, description: 'SupportPage (own complaints)' },
  // Encargado (the orders board is also open to administrators, so they can cover the kitchen)
  { path: PATHS.chefBoard, guard: BOARD, frame: 'kitchen', screen: OrdersBoard, description: 'OrdersBoard (live)' },
  { path: PATHS.chefBoardAlias, guard: BOARD, frame: 'kitchen', screen: OrdersBoard, description: 'OrdersBoard (live)' },
  // full screen, no kitchen navigation: it hangs at the counter for customers to read
  {
    path: PATHS.pickupScreen,
    guard: PICKUP,
    frame: 'none',
    screen: PickupScreen,
    description: 'PickupScreen (counter TV: numbers in preparation / ready, live)',
  },
  {
    path: PATHS.validateReward,
    guard: BOARD,
    frame: 'kitchen',
    screen: ValidateRewardPage,
    description: "ValidateRewardPage (a redeemed reward's code, validated once)",
  },
  { path: PATHS.chefDishes, guard: E, frame: 'kitchen', screen: DishBrowser, description: 'DishBrowser' },
  { path: PATHS.recipes, guard: 'public', frame: 'none', redirect: PATHS.chefDishes, description: 'redirects to /platos' },
  { path: PATHS.recipe, guard: E, frame: 'kitchen', screen: RecipePage, description: 'RecipePage' },
  {
    path: PATHS.chefProfile,
    guard: E,
    frame: 'kitchen',
    screen: OwnProfile,
    props: { descriptionKey: 'kitchen.profile.description' },
    description: 'OwnProfile',
  },
  {
    path: PATHS.chefWeekMenu,
    guard: E,
    frame: 'kitchen',
    screen: ChefWeekMenu,
    description: "WeekMenuPage (the week's menu and portions, ?semana=)",
  },
  {
    path: PATHS.leftovers,
    guard: BOARD,
    frame: 'kitchen',
    screen: LeftoversPage,
    description: 'LeftoversPage (Sobras del día: leftovers per dish and reason, saved as typed, ?fecha=)',
  },
  {
    path: PATHS.chefProductionSheet,
    guard: E,
    frame: 'kitchen',
    screen: ChefProductionSheet,
    description: "ProductionSheetPage (a date's production sheet per station, ?fecha=&estacion=)",
  },
  // Administrador (inside the admin layout)
  { path: PATHS.adminHome, guard: A, frame: 'admin', screen: Dashboard, description: 'Dashboard' },
  { path: PATHS.adminDashboard, guard: A, frame: 'admin', screen: Dashboard, description: 'Dashboard' },
  { path: PATHS.analysis, guard: A, frame: 'admin', screen: Analysis, description: 'Analysis' },
  { path: PATHS.complaints, guard: A, frame: 'admin', screen: ComplaintList, description: 'ComplaintList' },
  { path: PATHS.complaintAnswer, guard: A, frame: 'admin', screen: ComplaintAnswer, description: 'ComplaintAnswer' },
  { path: PATHS.userManagement, guard: A, frame: 'admin', redirect: PATHS.users, description: 'redirects to /users (UserList)' },
  {
    path: PATHS.userAdd,
    guard: A,
    frame: 'admin',
    redirect: PATHS.userCreate,
    description: 'redirects to /users/create (UserCreate)',
  },
  // the spec's long edit route passes the row's values as segments: /{id}/{active}/{name}/{surname}/{email}/{points}
  {
    path: PATHS.userModify,
    guard: A,
    frame: 'admin',
    screen: UserModifyRedirect,
    redirectsTo: PATHS.userEdit,
    description: 'to UserEdit',
  },
  { path: PATHS.users, guard: A, frame: 'admin', description: 'UserList (react-admin resource)' },
  { path: PATHS.userCreate, guard: A, frame: 'admin', description: 'UserCreate (react-admin resource)' },
  { path: PATHS.userEdit, guard: A, frame: 'admin', description: 'UserEdit (react-admin resource)' },
  ...CATEGORIES.map((c): RouteEntry => ({
    path: DISH_MANAGEMENT_ROUTES[c.id],
    guard: A,
    frame: 'admin',
    screen: DishManagement,
    props: { categoryId: c.id },
    description: `DishManagement (${c.name})`,
  })),
  { path: PATHS.dishCreate, guard: A, frame: 'admin', screen: DishCreate, description: 'DishCreate' },
  { path: PATHS.dishEdit, guard: A, frame: 'admin', screen: DishEdit, description: 'DishEdit' },
  {
    path: PATHS.dishesResource,
    guard: A,
    frame: 'admin',
    redirectsTo: PATHS.dishManagement,
    description: 'react-admin resource',
  },
  { path: PATHS.rewardManagement, guard: A, frame: 'admin', screen: RewardManagement, description: 'RewardManagement' },
  { path: PATHS.rewardsUserMode, guard: A, frame: 'admin', screen: RewardsUserMode, description: 'RewardsUserMode' },
  {
    path: PATHS.rewardsResource,
    guard: A,
    frame: 'admin',
    redirectsTo: PATHS.rewardManagement,
    description: 'react-admin resource',
  },
  {
    path: PATHS.complaintsResource,
    guard: A,
    frame: 'admin',
    redirectsTo: PATHS.complaints,
    description: 'react-admin resource',
  },
  { path: PATHS.adminOrders, guard: A, frame: 'admin', screen: OrderList, description: 'OrderList (Gestionar → Pedidos)' },
  { path: PATHS.adminProfile, guard: A, frame: 'admin', screen: AdminProfile, description: 'AdminProfile (OwnProfile)' },
  { path: PATHS.stations, guard: A, frame: 'admin', description: 'StationList (react-admin resource: kitchen stations)' },
  { path: PATHS.stationCreate, guard: A, frame: 'admin', description: 'StationCreate (react-admin resource)' },
  { path: PATHS.stationEdit, guard: A, frame: 'admin', description: 'StationEdit (react-admin resource)' },
  {
    path: PATHS.auditEvents,
    guard: A,
    frame: 'admin',
    description: 'AuditEventList (react-admin resource: Registro de actividad)',
  },
  {
    path: PATHS.weekMenu,
    guard: A,
    frame: 'admin',
    screen: AdminWeekMenu,
    description: "AdminWeekMenu (the week's menu and portions, ?semana=)",
  },
  {
    path: PATHS.closedDays,
    guard: A,
    frame: 'admin',
    screen: AdminClosedDays,
    description: 'AdminClosedDays (rest weekdays, closed dates)',
  },
  {
    path: PATHS.productionSheet,
    guard: A,
    frame: 'admin',
    screen: AdminProductionSheet,
    description: 'AdminProductionSheet (ProductionSheetPage, ?fecha=&estacion=)',
  },
  // react-admin's own pages, where it sends a refused resource or a failed identity check
  {
    path: PATHS.accessDenied,
    guard: 'public',
    frame: 'admin',
    description: 'redirects other roles to / (AccessDeniedRedirect); an administrator sees the denial',
  },
  { path: PATHS.authenticationError, guard: 'public', frame: 'admin', description: "react-admin's authentication error page" },
];

/** The entries the light shell's router draws itself (src/routes/AppRoutes.tsx): all but the admin's and the catch-all. */
export const SHELL_ROUTES: readonly RouteEntry[] = ROUTE_TABLE.filter((e) => e.frame !== 'admin' && e !== CATCH_ALL);
