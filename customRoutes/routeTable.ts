/**
 * Every public URL of the SPA (SPEC section 2 plus the additions of DESIGN.md), its guard and its screen.
 * Guards: 'public' needs no session; 'any' needs one; a role list needs one of those roles (others are sent
 * to `/`, then their home). Wiring lives in src/App.tsx, src/routes/*, customRoutes/{public,customer,kitchen}.
 */
export type Guard = 'public' | 'any' | readonly ('Administrador' | 'Usuario' | 'Encargado' | 'Pantalla')[];

export interface RouteEntry {
  path: string;
  guard: Guard;
  screen: string;
}

const A = ['Administrador'] as const;
const U = ['Usuario'] as const;
const E = ['Encargado'] as const;

export const ROUTE_TABLE: readonly RouteEntry[] = [
  { path: '/', guard: 'public', screen: 'RootRedirect: /login, or the home of the signed-in role' },
  { path: '/login', guard: 'public', screen: 'LoginPage' },
  { path: '/recovery', guard: 'public', screen: 'RecoveryPage (POST login/recovery)' },
  { path: '/reset-password?token=', guard: 'public', screen: 'ResetPasswordPage (POST login/reset)' },
  { path: '/signup', guard: 'public', screen: 'SignupPage (customer sign-up)' },
  { path: '*', guard: 'public', screen: 'CatchAllLogin: unknown paths show the login screen' },
  { path: '/list', guard: 'any', screen: 'RewardCardPage: reward cards, editable by an Administrador only' },
  // Usuario
  { path: '/board-user', guard: U, screen: 'HomePage (carousels)' },
  { path: '/inicio', guard: U, screen: 'HomePage (carousels)' },
  { path: '/crear_menu', guard: U, screen: 'MenuPage (menu builder)' },
  { path: '/carrito', guard: U, screen: 'CartPage (cart, "Elige tu hora")' },
  { path: '/perfil', guard: U, screen: 'ProfilePage (level, rewards, allergens, password)' },
  { path: '/pedidos', guard: U, screen: 'MyOrdersPage (own orders)' },
  { path: '/soporte', guard: U, screen: 'SupportPage (own complaints)' },
  // Encargado (the orders board is also open to administrators)
  { path: '/board-chef', guard: ['Encargado', 'Administrador'], screen: 'OrdersBoard (live)' },
  { path: '/orders', guard: ['Encargado', 'Administrador'], screen: 'OrdersBoard (live)' },
  { path: '/pantalla-recogida', guard: ['Encargado', 'Administrador', 'Pantalla'], screen: 'PickupScreen (counter TV: numbers in preparation / ready, live)' },
  { path: '/platos', guard: E, screen: 'DishBrowser' },
  { path: '/recipe', guard: 'public', screen: 'redirects to /platos' },
  { path: '/recipe/{id}', guard: E, screen: 'RecipePage' },
  { path: '/perfil-chef', guard: E, screen: 'OwnProfile' },
  // Administrador (inside the admin layout)
  { path: '/board-admin', guard: A, screen: 'Dashboard' },
  { path: '/dashboard-admin', guard: A, screen: 'Dashboard' },
  { path: '/analysis-list-admin', guard: A, screen: 'Analysis' },
  { path: '/customerSupport-list-shared', guard: A, screen: 'ComplaintList' },
  { path: '/customerSupport-answer-shared/{id}', guard: A, screen: 'ComplaintAnswer' },
  { path: '/usrManagement-list-admin', guard: A, screen: 'redirects to /users (UserList)' },
  { path: '/usrManagement-add-admin', guard: A, screen: 'redirects to /users/create (UserCreate)' },
  { path: '/usrManagement-modify-admin/{id}/{active}/{name}/{surname}/{email}/{points}', guard: A, screen: 'redirects to /users/{id} (UserEdit)' },
  { path: '/users', guard: A, screen: 'UserList (react-admin resource)' },
  { path: '/users/create', guard: A, screen: 'UserCreate' },
  { path: '/users/{id}', guard: A, screen: 'UserEdit' },
  { path: '/dish-management', guard: A, screen: 'DishManagement (Primeros)' },
  { path: '/dish-management-segundos', guard: A, screen: 'DishManagement (Segundos)' },
  { path: '/dish-management-entrantes', guard: A, screen: 'DishManagement (Entrantes)' },
  { path: '/dish-management-postres', guard: A, screen: 'DishManagement (Postres)' },
  { path: '/dish-management-bebidas', guard: A, screen: 'DishManagement (Bebidas)' },
  { path: '/dish-management-create', guard: A, screen: 'DishCreate' },
  { path: '/dish-management-edit/{id}', guard: A, screen: 'DishEdit' },
  { path: '/dishes', guard: A, screen: 'redirects to /dish-management' },
  { path: '/rewarmanagement-madm-admin', guard: A, screen: 'RewardManagement' },
  { path: '/rewarmanagement-musr-admin', guard: A, screen: 'RewardsUserMode' },
  { path: '/rewards', guard: A, screen: 'redirects to /rewarmanagement-madm-admin' },
  { path: '/complaints', guard: A, screen: 'redirects to /customerSupport-list-shared' },
  { path: '/orders-admin', guard: A, screen: 'OrderList (Gestionar → Pedidos)' },
  { path: '/profile-admin', guard: A, screen: 'AdminProfile (OwnProfile)' },
];
