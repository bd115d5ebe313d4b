/**
 * The SPA's URLs (SPEC section 2 plus DESIGN.md's additions), shared by the client's route table, every link
 * and redirect, and the server (the reset link of the recovery e-mail). Patterns with `:param` are for the
 * router; the functions build concrete links.
 */
export const PATHS = {
  root: '/',
  // public
  login: '/login',
  recovery: '/recovery',
  resetPassword: '/reset-password',
  signup: '/signup',
  // any signed-in role
  rewardCard: '/list',
  // Usuario
  customerHome: '/board-user',
  customerHomeAlias: '/inicio',
  menu: '/crear_menu',
  cart: '/carrito',
  customerProfile: '/perfil',
  myOrders: '/pedidos',
  support: '/soporte',
  // Encargado
  chefBoard: '/board-chef',
  chefBoardAlias: '/orders',
  pickupScreen: '/pantalla-recogida',
  chefDishes: '/platos',
  recipes: '/recipe',
  recipe: '/recipe/:id',
  chefProfile: '/perfil-chef',
  /** Encargado: the week's menu (issue 26) */
  chefWeekMenu: '/semana',
  /** Encargado and Administrador: validate a redeemed reward's code */
  validateReward: '/validar-premio',
  // Administrador
  adminHome: '/board-admin',
  adminDashboard: '/dashboard-admin',
  analysis: '/analysis-list-admin',
  complaints: '/customerSupport-list-shared',
  complaintAnswer: '/customerSupport-answer-shared/:id',
  userManagement: '/usrManagement-list-admin',
  userAdd: '/usrManagement-add-admin',
  userModify: '/usrManagement-modify-admin/:id/*',
  users: '/users',
  userCreate: '/users/create',
  userEdit: '/users/:id',
  dishManagement: '/dish-management',
  dishManagementSecond: '/dish-management-segundos',
  dishManagementStarters: '/dish-management-entrantes',
  dishManagementDesserts: '/dish-management-postres',
  dishManagementDrinks: '/dish-management-bebidas',
  dishCreate: '/dish-management-create',
  dishEdit: '/dish-management-edit/:id',
  dishesResource: '/dishes',
  rewardManagement: '/rewarmanagement-madm-admin',
  rewardsUserMode: '/rewarmanagement-musr-admin',
  rewardsResource: '/rewards',
  complaintsResource: '/complaints',
  adminOrders: '/orders-admin',
  adminProfile: '/profile-admin',
  stations: '/stations',
  stationCreate: '/stations/create',
  stationEdit: '/stations/:id',
  /** issue 26: the week's menu and the closed days */
  weekMenu: '/menu-semanal-admin',
  closedDays: '/dias-cerrados-admin',
  /** issue 29: the audit trail (Registro de actividad), a react-admin list */
  auditEvents: '/audit-events',
  /** issue 27 point 3: Encargado and Administrador, the day's leftovers (Sobras del día) */
  leftovers: '/sobras',
  /** issue 27: the production sheet, in the kitchen app and the admin area */
  chefProductionSheet: '/hoja-produccion',
  productionSheet: '/hoja-produccion-admin',
  // react-admin's own pages of the admin area
  accessDenied: '/access-denied',
  authenticationError: '/authentication-error',
} as const;

export type AppPath = (typeof PATHS)[keyof typeof PATHS];

const id = (value: string | number) => encodeURIComponent(String(value));

/** A dish's recipe; from a ticket, with its order (`?order=`), so the page marks the customer's allergens in it. */
export const recipePath = (dishId: string | number, orderId?: number) =>
  `${PATHS.recipes}/${id(dishId)}${orderId === undefined ? '' : `?order=${orderId}`}`;
export const complaintAnswerPath = (complaintId: string | number) => `/customerSupport-answer-shared/${id(complaintId)}`;
export const userEditPath = (userId: string | number) => `${PATHS.users}/${id(userId)}`;
export const dishEditPath = (dishId: string | number) => `/dish-management-edit/${id(dishId)}`;
export const dishCreatePath = (categoryId?: number) =>
  categoryId === undefined ? PATHS.dishCreate : `${PATHS.dishCreate}?category=${categoryId}`;
/** The link of the password-recovery e-mail (relative to the app's origin). */
export const resetPasswordPath = (token: string) => `${PATHS.resetPassword}?token=${encodeURIComponent(token)}`;
