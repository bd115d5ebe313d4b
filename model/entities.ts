/**
 * The API's response shapes (spec section 3, plus the additions of DESIGN.md). Money is in euros
 * (two decimals at most), dates are ISO 8601 strings, images are URLs served by the API.
 * Each type is derived from its response schema in responses.ts, so the two cannot drift apart.
 */
import type { Static } from 'typebox';
import type * as R from './responses';

export type User = Static<typeof R.UserResponse>;
export type Allergen = Static<typeof R.AllergenResponse>;
export type UserAllergen = Static<typeof R.UserAllergenResponse>;
export type Ingredient = Static<typeof R.IngredientResponse>;
/** every list and detail carries the allergens; `ingredients` only in GET dishes/{id} */
export type Dish = Static<typeof R.DishResponse>;
export type Reward = Static<typeof R.RewardResponse>;
export type UserReward = Static<typeof R.UserRewardResponse>;
export type RedemptionCode = Static<typeof R.RedemptionCodeResponse>;
export type Redemption = Static<typeof R.RedemptionResponse>;
export type RewardBalance = Static<typeof R.RewardBalanceResponse>;
export type PersonRef = Static<typeof R.PersonRefResponse>;
export type Complaint = Static<typeof R.ComplaintResponse>;
export type Hour = Static<typeof R.HourResponse>;
export type OrderStatus = Static<typeof R.OrderStatusResponse>;
export type OrderLine = Static<typeof R.OrderLineResponse>;
export type Order = Static<typeof R.OrderResponse>;
export type RememberedDevice = Static<typeof R.RememberedDeviceResponse>;
/** GET orders/pickup: one of today's orders as the pick-up screen shows it (no customer data) */
export type PickupListOrder = Static<typeof R.PickupOrderResponse>;
/** a kitchen station (model/stations.ts) */
export type Station = Static<typeof R.StationResponse>;

/** Order events on the live stream (`GET events/orders`). */
/** `order.updated`: a station marked its lines of the still pending order done */
export type OrderEventType = 'order.created' | 'order.finished' | 'order.reopened' | 'order.collected' | 'order.updated';
export interface OrderEvent {
  id: number;
  type: OrderEventType;
  order: Order;
}

export type AnalysisFigures = Static<typeof R.AnalysisFiguresResponse>;
export type DashboardFigures = Static<typeof R.DashboardFiguresResponse>;
export type KitchenDayTimes = Static<typeof R.KitchenDayTimesResponse>;
/** Error body of every 4xx/5xx. */
export type ApiError = Static<typeof R.ApiErrorResponse>;
