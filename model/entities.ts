/**
 * The API's response shapes (spec section 3, plus the additions of DESIGN.md). Money is in euros
 * (two decimals at most), dates are ISO 8601 strings, images are URLs served by the API.
 */
import type { Category } from './categories';
import type { Role, RoleName } from './roles';

export interface User {
  id: number;
  name: string;
  surname: string;
  email: string;
  image: string | null;
  points: number;
  active: boolean;
  roleName: RoleName;
  role: Role;
}

export interface Allergen {
  id: number;
  name: string;
  image: string;
}

export interface UserAllergen {
  allergens: Allergen;
  isAllergic: boolean;
}

export interface Ingredient {
  name: string;
}

export interface Dish {
  id: number;
  name: string;
  image: string | null;
  description: string;
  /** price in euros */
  cost: number;
  isActive: boolean;
  isRecommended: boolean;
  isSuggested: boolean;
  isHighlighted: boolean;
  isAvailable: boolean;
  stock: number;
  /** whole minutes one portion keeps a cook busy (0-240) */
  prepMinutes: number;
  category: Category;
  /** every list and detail carries the allergens, so a warning can show wherever a dish appears */
  allergens: Allergen[];
  /** only in GET dishes/{id} */
  ingredients?: Ingredient[];
}

export interface Reward {
  id: number;
  name: string;
  description: string;
  image: string | null;
  cost: number;
}

export interface UserReward {
  id: number;
  isAvailable: boolean;
  redeemed: boolean;
  redeemedAt: string | null;
  idRewards: Reward;
}

export interface PersonRef {
  id: number;
  name: string;
  surname: string;
  email: string;
  image: string | null;
  role: Role;
}

export interface Complaint {
  id: number;
  message: string;
  dateSend: string;
  sender: PersonRef;
  answer: string | null;
  answeredAt: string | null;
  answeredBy: { id: number; name: string; surname: string } | null;
}

export interface Hour {
  hour: string;
  /** minutes of preparation the kitchen can still take for this slot */
  remainingMinutes?: number;
}

export type OrderStatus = 'pending' | 'finished';

export interface OrderLine {
  dishId: number;
  name: string;
  category: Category;
  quantity: number;
  /** unit price in euros at the time of the order */
  price: number;
}

export interface Order {
  id: number;
  number: number;
  /** "HH:MM" in the restaurant's time zone */
  pickupHour: string;
  /** "YYYY-MM-DD" in the restaurant's time zone */
  pickupDate: string;
  status: OrderStatus;
  /** euros */
  total: number;
  lines: OrderLine[];
  createdAt: string;
  finishedAt: string | null;
  /** set when the kitchen recalled the order after 'listo' (PUT orders/{id}/reopen); the board highlights it */
  reopenedAt?: string | null;
  /** set when the counter handed the finished order over (PUT orders/{id}/collect) */
  collectedAt?: string | null;
  /** pending orders: when the kitchen's queue should have it ready (ISO 8601, never before the pick-up hour) */
  estimatedReadyAt?: string | null;
  /** whole minutes estimatedReadyAt runs past the pick-up hour (0 = on time); null once finished */
  estimatedDelayMinutes?: number | null;
  customer: { id: number; name: string; surname: string; allergens: { id: number; name: string }[] };
}

/** Order events on the live stream (`GET events/orders`). */
export type OrderEventType = 'order.created' | 'order.finished' | 'order.reopened' | 'order.collected';
export interface OrderEvent {
  id: number;
  type: OrderEventType;
  order: Order;
}

export interface AnalysisFigures {
  totalOrders: number;
  weekOrders: number;
  /** this week's most ordered dishes, share of all portions ordered this week in % */
  weekTrends: { dishId: number; name: string; count: number; percent: number }[];
  topDishes: { dishId: number; name: string; count: number }[];
  latestComplaints: Complaint[];
  revenue: number;
  /** per pick-up day of the last 7 (newest first, days with finished orders only): average minutes order → 'listo' → collected */
  kitchenTimes: KitchenDayTimes[];
}

export interface KitchenDayTimes {
  /** "YYYY-MM-DD" pick-up day */
  date: string;
  finishedOrders: number;
  collectedOrders: number;
  /** average minutes (one decimal) from placing the order to 'listo' (null: none finished) */
  toReadyMinutes: number | null;
  /** average minutes from 'listo' to collection (null: none collected) */
  toCollectMinutes: number | null;
}

export interface DashboardFigures {
  pendingOrders: number;
  users: number;
  dishes: number;
  unansweredComplaints: number;
  rewards: number;
}

/** Error body of every 4xx/5xx. */
export interface ApiError {
  statusCode: number;
  error: string;
  message: string;
  field?: string;
}
