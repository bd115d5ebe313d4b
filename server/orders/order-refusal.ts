/** The HTTP answer of an order refusal (model/order-decision.ts): its status, its Spanish text and its code. */
import type { OrderRefusal, OrderRefusalCode } from '../../model/order-decision';
import { apiError, type ApiError } from '../errors';

/** 400: the request itself is wrong (a dish that is not on the menu, an hour not offered); 409: the kitchen's state. */
const STATUS: Record<OrderRefusalCode, 400 | 409> = {
  date_past: 400,
  date_too_far: 400,
  day_closed: 409,
  orders_closed: 409,
  dish_not_on_menu: 409,
  order_slot_closed: 400,
  kitchen_paused: 409,
  order_too_big: 409,
  order_slot_full: 409,
  order_slot_full_today: 409,
  order_dish_missing: 400,
  order_dish_withdrawn: 400,
  order_line_too_many: 400,
  order_sold_out: 409,
  order_not_enough: 409,
  order_portions_limit: 409,
  order_pending_limit: 409,
};

/** apiError with the properties the body has always carried (a full slot's `nextHour`, a pause's end). */
export function orderRefused(refusal: OrderRefusal): ApiError {
  const { code, params, field, extra } = refusal;
  return apiError(STATUS[code], code, params, field, extra);
}
