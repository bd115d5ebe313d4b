/**
 * Every react-query key of the custom screens (customer, kitchen, pick-up, own profile, the admin's rewards as a
 * customer), so the screens share one cache entry per piece of data and refresh each other's. react-admin's own
 * CRUD hooks key by `[resource, method, params]` and never collide with these.
 */
export const queryKeys = {
  /** GET settings: the restaurant's time zone, read once per app load */
  settings: ['settings'] as const,
  /** GET users/me: the customer's profile and home, OwnProfile (admin, kitchen), the admin's rewards view */
  me: ['users', 'me'] as const,
  /** every reward list: each user's (below) and react-admin's own users_rewards lists */
  rewardLists: ['users_rewards'] as const,
  /** prefix of every user's reward list */
  allUserRewards: ['users_rewards', 'user'] as const,
  userRewards: (userId: number) => ['users_rewards', 'user', userId] as const,
  /** GET users_rewards/user/{userId}/balance: under the user's reward list, so refreshing one refreshes both */
  rewardBalance: (userId: number) => ['users_rewards', 'user', userId, 'balance'] as const,
  userAllergens: (userId: number) => ['users_allergens', 'user', userId] as const,

  customer: {
    /** prefix of every menu list */
    allDishes: ['customer', 'dishes'] as const,
    /** one category's menu (every category's: 'all') on a date ('today': today's, asked without a date) */
    dishes: (category: number | 'all', date: string | null) => ['customer', 'dishes', category, date ?? 'today'] as const,
    dish: (id: number) => ['customer', 'dish', id] as const,
    /** prefix of the pick-up hours for any cart load */
    hours: ['customer', 'hours'] as const,
    hoursFor: (load: number, date: string | null) => ['customer', 'hours', load, date ?? 'today'] as const,
    /** GET calendar: the days the customer may pick */
    calendar: ['customer', 'calendar'] as const,
    /** GET orders/mine: the whole history ('Mis pedidos'); a prefix of every list of the customer's own orders */
    orders: ['customer', 'orders'] as const,
    /** GET orders/mine?upcoming=true: today's and later orders (the home's card) */
    upcomingOrders: ['customer', 'orders', 'upcoming'] as const,
    complaints: ['customer', 'complaints'] as const,
    /** GET push/subscriptions: the customer's devices with notifications */
    pushSubscriptions: ['customer', 'push-subscriptions'] as const,
    /** GET notifications/preferences: reminder before the cut-off, 'listo' by e-mail */
    notificationPreferences: ['customer', 'notification-preferences'] as const,
  },

  admin: {
    /** GET stats/dashboard, refreshed every 30 s */
    dashboard: ['stats', 'dashboard'] as const,
    /** GET stats/analysis */
    analysis: ['stats', 'analysis'] as const,
    /** GET notifications/figures: push and e-mail sent, failed, pending */
    deliveryFigures: ['notifications', 'figures'] as const,
    /** GET stats/forecast-accuracy: the forecast's error per week */
    forecastAccuracy: ['stats', 'forecast-accuracy'] as const,
  },

  kitchen: {
    /** GET kitchen/status, for every app */
    status: ['kitchen', 'status'] as const,
    /** every list of orders the board shows (pending, recent): re-read together after any order event */
    boardOrders: ['kitchen', 'orders'] as const,
    pendingOrders: ['kitchen', 'orders', 'pending'] as const,
    recentOrders: (today: string) => ['kitchen', 'orders', 'recent', today] as const,
    /** prefix of the dish browser's lists */
    allDishes: ['kitchen', 'dishes'] as const,
    dishes: (category: number | undefined) => ['kitchen', 'dishes', category] as const,
    recipe: (id: number) => ['kitchen', 'recipe', id] as const,
    /** one order (GET orders/{id}), for the recipe page opened from its ticket; a board list refresh re-reads it */
    order: (id: number) => ['kitchen', 'orders', 'one', id] as const,
    /** GET stations: the board's station selector */
    stations: ['kitchen', 'stations'] as const,
    /** the pick-up screen's orders of the day */
    pickupOrders: (today: string) => ['pickup', 'orders', today] as const,
  },

  /** issue 27 point 3: leftovers and waste */
  waste: {
    /** GET kitchen/leftovers?date= */
    leftovers: (date: string) => ['kitchen', 'leftovers', date] as const,
    /** GET stats/waste */
    figures: ['stats', 'waste'] as const,
  },
};
