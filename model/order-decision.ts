/**
 * Whether an order can be taken, decided in one place. Both databases read a snapshot inside the order's
 * transaction (PostgreSQL under locks, PGlite in one statement; server/orders/place-order.ts) and hand it here;
 * the answer is either what to take (the lines with their prices, the total and the kitchen load) or the FIRST
 * refusal, in this order: the day (past, beyond the horizon, closed, after its cut-off), the hour no longer offered, the kitchen's pause, the order's size against any slot,
 * the slot's room, the lines (missing dish, dish withdrawn, not on the day's menu, too many portions of one dish), the stock (sold out,
 * not enough), the customer's limits (portions per order, pending orders).
 *
 * A refusal is a code with its parameters and the offending field: the API words it in Spanish
 * (server/messages/orders.ts), the screens in their language (`comedor.errors.<code>`). A later change of an
 * order is the same decision over its new lines with the old order given back (`givingBack`).
 */
import { exceedsAnySlot, fitsSlot, nextSlotWithRoom, orderLoad, slotCapacity } from './capacity';
import { isPaused } from './kitchen';
import { MAX_LINE_QUANTITY, pendingLimitProblem, portionsLimitProblem } from './order-limits';
import { formatClock } from './slots';
import { localClock } from './zonedTime';
import { dayRefusal, type OrderDay, type OrderDayCode } from './order-day';

export interface OrderLimits {
  maxPortionsPerOrder: number;
  maxPendingOrders: number;
}

/** One line per dish of the request. */
export interface MergedLine {
  dishId: number;
  quantity: number;
  /** index of the dish's first line in the request, for the refusal's `field` */
  index: number;
}

/** One line per dish: repeated dishes add up; sorted by dish id (the fixed order PostgreSQL locks the rows in). */
export function mergeLines(lines: readonly { dishId: number; quantity: number }[]): MergedLine[] {
  const byDish = new Map<number, MergedLine>();
  lines.forEach((line, index) => {
    const seen = byDish.get(line.dishId);
    if (seen) seen.quantity += line.quantity;
    else byDish.set(line.dishId, { dishId: line.dishId, quantity: line.quantity, index });
  });
  return [...byDish.values()].sort((a, b) => a.dishId - b.dishId);
}

/** A dish as the transaction read it. */
export interface SnapshotDish {
  id: number;
  name: string;
  isActive: boolean;
  isAvailable: boolean;
  /** the pick-up date's remaining portions */
  stock: number;
  /** false when the pick-up date's menu does not offer it (a planned date without it); absent: offered */
  offered?: boolean;
  categoryId: number;
  priceCents: number;
  prepMinutes: number;
}

export interface OrderSnapshot {
  now: Date;
  /** the restaurant's time zone, to say when a pause ends */
  timeZone: string;
  lines: readonly MergedLine[];
  /** the requested dishes that exist, by id */
  dishes: ReadonlyMap<number, SnapshotDish>;
  kitchen: { cooks: number; pausedUntil: Date | null };
  slot: {
    hour: string;
    slotMinutes: number;
    /** minutes of cooking the slot already holds */
    load: number;
    /** the hours still offered today, in order */
    offered: readonly string[];
    /** the load of every hour of the day: needed only to name the next hour with room when this one is full */
    dayLoads?: ReadonlyMap<string, number>;
  };
  /** the customer's pending orders for the pick-up date */
  customer: { pendingOrders: number };
  limits: OrderLimits;
  /** the pick-up date and its rules (open days, horizon, cut-off); absent: today, as before issue 26 */
  day?: OrderDay;
}

export type OrderRefusalCode =
  | Exclude<OrderDayCode, 'order_frozen'>
  | 'dish_not_on_menu'
  | 'order_slot_closed'
  | 'kitchen_paused'
  | 'order_too_big'
  | 'order_slot_full'
  | 'order_slot_full_today'
  | 'order_dish_missing'
  | 'order_dish_withdrawn'
  | 'order_line_too_many'
  | 'order_sold_out'
  | 'order_not_enough'
  | 'order_portions_limit'
  | 'order_pending_limit';

export interface OrderRefusal {
  code: OrderRefusalCode;
  params: Record<string, string | number>;
  field: string;
  /** properties the error body has always carried besides the code (the slot's `nextHour`, the pause's end) */
  extra?: Record<string, string | null>;
}

export interface TakenLine {
  dishId: number;
  name: string;
  categoryId: number;
  quantity: number;
  priceCents: number;
  prepMinutes: number;
}

export type OrderDecision =
  | { kind: 'take'; lines: TakenLine[]; totalCents: number; load: number }
  | { kind: 'refuse'; refusal: OrderRefusal }
  /** the slot is full: decide again with `slot.dayLoads` to name the next hour with room */
  | { kind: 'needs-day-loads' };

const refuse = (code: OrderRefusalCode, params: OrderRefusal['params'], field: string, extra?: OrderRefusal['extra']) =>
  ({ kind: 'refuse', refusal: { code, params, field, ...(extra ? { extra } : {}) } }) as const;

/** The refusal of an hour no longer offered today, or null (the route checks it before any transaction too). */
export function slotClosedRefusal(hour: string, offered: readonly string[]): OrderRefusal | null {
  return offered.includes(hour) ? null : { code: 'order_slot_closed', params: { hour }, field: 'pickupHour' };
}

/** The decision over one snapshot. Pure: the same snapshot always gives the same answer. */
export function decideOrder(s: OrderSnapshot): OrderDecision {
  const day = s.day && dayRefusal(s.day, s.now, s.timeZone);
  if (day && day.code !== 'order_frozen') return refuse(day.code, day.params, day.field);
  const closed = slotClosedRefusal(s.slot.hour, s.slot.offered);
  if (closed) return { kind: 'refuse', refusal: closed };
  const { pausedUntil } = s.kitchen;
  if (pausedUntil && isPaused(pausedUntil, s.now)) {
    const resumesAt = formatClock(Math.ceil(localClock(pausedUntil, s.timeZone).minutes) % 1440);
    return refuse('kitchen_paused', { resumesAt }, 'pickupHour', { pausedUntil: pausedUntil.toISOString(), resumesAt });
  }
  const load = orderLoad(s.lines.map((l) => ({ quantity: l.quantity, prepMinutes: s.dishes.get(l.dishId)?.prepMinutes ?? 0 })));
  const capacity = slotCapacity(s.kitchen.cooks, s.slot.slotMinutes);
  if (exceedsAnySlot(load, capacity)) return refuse('order_too_big', { load, capacity }, 'lines');
  if (!fitsSlot(s.slot.load, capacity, load)) {
    if (!s.slot.dayLoads) return { kind: 'needs-day-loads' };
    const nextHour = nextSlotWithRoom(s.slot.offered, s.slot.hour, s.slot.dayLoads, capacity, load);
    return nextHour
      ? refuse('order_slot_full', { hour: s.slot.hour, nextHour }, 'pickupHour', { nextHour })
      : refuse('order_slot_full_today', { hour: s.slot.hour }, 'pickupHour', { nextHour: null });
  }
  const byRequest = [...s.lines].sort((a, b) => a.index - b.index);
  for (const line of byRequest) {
    const dish = s.dishes.get(line.dishId);
    if (!dish) return refuse('order_dish_missing', {}, `lines.${line.index}.dishId`);
    if (!dish.isActive) return refuse('order_dish_withdrawn', { name: dish.name }, `lines.${line.index}.dishId`);
    if (dish.offered === false) return refuse('dish_not_on_menu', { name: dish.name }, `lines.${line.index}.dishId`);
    if (line.quantity > MAX_LINE_QUANTITY) {
      return refuse('order_line_too_many', { name: dish.name, max: MAX_LINE_QUANTITY }, `lines.${line.index}.quantity`);
    }
  }
  // The stock in lock order (by dish id), as the rows are taken.
  for (const line of s.lines) {
    const dish = s.dishes.get(line.dishId)!;
    if (!dish.isAvailable || dish.stock === 0)
      return refuse('order_sold_out', { name: dish.name }, `lines.${line.index}.quantity`);
    if (dish.stock < line.quantity) {
      return refuse('order_not_enough', { name: dish.name, left: dish.stock }, `lines.${line.index}.quantity`);
    }
  }
  const portions = portionsLimitProblem(s.lines, s.limits.maxPortionsPerOrder);
  if (portions) return refuse(portions.code, portions.params, 'lines');
  const pending = pendingLimitProblem(s.customer.pendingOrders, s.limits.maxPendingOrders);
  if (pending) return refuse(pending.code, pending.params, 'pendingOrders');
  const lines = byRequest.map((line): TakenLine => {
    const dish = s.dishes.get(line.dishId)!;
    const { name, categoryId, priceCents, prepMinutes } = dish;
    return { dishId: dish.id, name, categoryId, quantity: line.quantity, priceCents, prepMinutes };
  });
  return { kind: 'take', lines, totalCents: lines.reduce((sum, l) => sum + l.priceCents * l.quantity, 0), load };
}

/**
 * The snapshot as if `order` (a pending order of the same customer, picked up at `order.hour`) had not been
 * placed: its portions back in stock, its minutes out of its hour's load and it no longer pending. Changing an
 * order is `decideOrder` over the new lines on this snapshot.
 */
export function givingBack(
  s: OrderSnapshot,
  order: { hour: string; lines: readonly { dishId: number; quantity: number; prepMinutes: number }[] },
): OrderSnapshot {
  const dishes = new Map(s.dishes);
  for (const line of order.lines) {
    const dish = dishes.get(line.dishId);
    if (dish) dishes.set(line.dishId, { ...dish, stock: dish.stock + line.quantity });
  }
  const oldLoad = orderLoad(order.lines);
  const load = order.hour === s.slot.hour ? Math.max(0, s.slot.load - oldLoad) : s.slot.load;
  const dayLoads = s.slot.dayLoads && new Map(s.slot.dayLoads);
  if (dayLoads) dayLoads.set(order.hour, Math.max(0, (dayLoads.get(order.hour) ?? 0) - oldLoad));
  return {
    ...s,
    dishes,
    slot: { ...s.slot, load, ...(dayLoads ? { dayLoads } : {}) },
    customer: { pendingOrders: Math.max(0, s.customer.pendingOrders - 1) },
  };
}
