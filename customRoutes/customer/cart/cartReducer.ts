/**
 * The cart as a pure reducer. Lines keep what the screen shows (name, unit price) and the most the customer
 * may order of the dish (known stock, capped by the order limit); the server recomputes prices anyway.
 */
import { DEFAULT_MAX_PORTIONS_PER_ORDER, MAX_LINE_QUANTITY, MAX_ORDER_LINES } from '../../../model/order-limits';
import { toCents, fromCents } from '../../../model/money';
import { orderLoad } from '../../../model/capacity';

export interface CartLine {
  dishId: number;
  name: string;
  /** unit price in euros, as last shown */
  price: number;
  quantity: number;
  /** most units that may be ordered: the dish's known stock capped by the per-line limit */
  maxQuantity: number;
  /** kitchen minutes per portion, as last shown (absent in carts saved before it existed) */
  prepMinutes?: number;
}

/**
 * The checkout attempt under way: its `Idempotency-Key` and the request it was made for. Kept while the answer
 * is unknown (a lost connection, a reload), so every retry of that request is the same order; any change of the
 * lines drops it, and a retry of another request (another hour) makes a new key.
 */
export interface CheckoutAttempt {
  key: string;
  /** the request body as sent (JSON) */
  request: string;
}

/**
 * "Cambiar" on one of the customer's orders: the cart holds that order's lines, its day is fixed, and confirming
 * sends PUT orders/{id} instead of a new order.
 */
export interface EditingOrder {
  orderId: number;
  number: number;
  pickupDate: string;
  pickupHour: string;
  /** portions of each dish (by id) the order holds now: they come back when it changes, so they count as stock */
  reserved: Record<string, number>;
}

export interface CartState {
  lines: CartLine[];
  checkout?: CheckoutAttempt;
  /** the pick-up day chosen ("¿Para qué día?"), "YYYY-MM-DD"; absent: the default day (today, or the next open one) */
  pickupDate?: string;
  editing?: EditingOrder;
}

export type CartAction =
  | { type: 'add'; dish: { id: number; name: string; cost: number; stock: number; prepMinutes?: number }; quantity?: number }
  | { type: 'setQuantity'; dishId: number; quantity: number }
  | { type: 'remove'; dishId: number }
  | { type: 'clear' }
  /** starts (or, with null, ends) a checkout attempt; the lines stay as they are */
  | { type: 'checkout'; attempt: CheckoutAttempt | null }
  | { type: 'replace'; state: CartState }
  /** another pick-up day, with the lines that day still offers (day/fitCartToDay.ts) */
  | { type: 'setDay'; date: string; lines: CartLine[] }
  /** "Cambiar": the order's lines replace the cart's */
  | { type: 'edit'; order: EditingOrder; lines: CartLine[] }
  /** "Descartar cambios", or the change was saved: an empty cart on that day */
  | { type: 'stopEditing' };

export const EMPTY_CART: CartState = { lines: [] };

export function limitFor(stock: number): number {
  return Math.max(0, Math.min(MAX_LINE_QUANTITY, Math.floor(stock)));
}

/** The stock a dish offers this cart: in an order being changed, the portions it already holds come back. */
export function stockFor(state: CartState, dish: { id: number; stock: number }): number {
  return dish.stock + (state.editing?.reserved[String(dish.id)] ?? 0);
}

/** The state with other lines: the day and the order being changed stay, a checkout attempt under way ends. */
function withLines(state: CartState, lines: CartLine[]): CartState {
  return {
    lines,
    ...(state.pickupDate ? { pickupDate: state.pickupDate } : {}),
    ...(state.editing ? { editing: state.editing } : {}),
  };
}

/** Units a line may grow to without the order passing the portions limit (the server refuses more). */
function roomFor(state: CartState, dishId: number): number {
  const others = state.lines.reduce((sum, l) => (l.dishId === dishId ? sum : sum + l.quantity), 0);
  return Math.max(0, DEFAULT_MAX_PORTIONS_PER_ORDER - others);
}

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'add': {
      const { dish } = action;
      const stock = stockFor(state, dish);
      const max = Math.min(limitFor(stock), roomFor(state, dish.id));
      const wanted = Math.max(1, Math.floor(action.quantity ?? 1));
      if (max < 1) return state;
      const existing = state.lines.find((l) => l.dishId === dish.id);
      if (existing) {
        const quantity = Math.max(existing.quantity, Math.min(max, existing.quantity + wanted));
        return withLines(
          state,
          state.lines.map((l) =>
            l.dishId === dish.id
              ? {
                  ...l,
                  name: dish.name,
                  price: dish.cost,
                  maxQuantity: limitFor(stock),
                  quantity,
                  prepMinutes: dish.prepMinutes,
                }
              : l,
          ),
        );
      }
      if (state.lines.length >= MAX_ORDER_LINES) return state;
      return withLines(state, [
        ...state.lines,
        {
          dishId: dish.id,
          name: dish.name,
          price: dish.cost,
          quantity: Math.min(max, wanted),
          maxQuantity: limitFor(stock),
          prepMinutes: dish.prepMinutes,
        },
      ]);
    }
    case 'setQuantity': {
      const quantity = Math.floor(action.quantity);
      if (quantity < 1)
        return withLines(
          state,
          state.lines.filter((l) => l.dishId !== action.dishId),
        );
      return withLines(
        state,
        state.lines.map((l) =>
          l.dishId !== action.dishId
            ? l
            : {
                ...l,
                quantity:
                  quantity <= l.quantity
                    ? quantity
                    : Math.max(l.quantity, Math.min(quantity, l.maxQuantity, roomFor(state, l.dishId))),
              },
        ),
      );
    }
    case 'remove':
      return withLines(
        state,
        state.lines.filter((l) => l.dishId !== action.dishId),
      );
    case 'clear':
      // the chosen day stays for the next order; an order being changed is done with
      return state.pickupDate ? { lines: [], pickupDate: state.pickupDate } : EMPTY_CART;
    case 'checkout':
      return action.attempt ? { ...state, checkout: action.attempt } : withLines(state, state.lines);
    case 'replace':
      return action.state;
    case 'setDay':
      return withLines({ ...state, pickupDate: action.date }, action.lines);
    case 'edit':
      return { lines: action.lines, pickupDate: action.order.pickupDate, editing: action.order };
    case 'stopEditing':
      return state.pickupDate ? { lines: [], pickupDate: state.pickupDate } : EMPTY_CART;
  }
}

/** How many units the cart holds (the badge on the cart button). */
export function cartCount(state: CartState): number {
  return state.lines.reduce((sum, l) => sum + l.quantity, 0);
}

/** Total in euros, summed in cents so 0,10 + 0,20 stays 0,30. */
export function cartTotal(state: CartState): number {
  return fromCents(state.lines.reduce((sum, l) => sum + toCents(l.price) * l.quantity, 0));
}

/** True when the cart holds as many portions as one order admits. */
export function cartFull(state: CartState): boolean {
  return cartCount(state) >= DEFAULT_MAX_PORTIONS_PER_ORDER;
}

/** Units of a dish already in the cart. */
export function quantityOf(state: CartState, dishId: number): number {
  return state.lines.find((l) => l.dishId === dishId)?.quantity ?? 0;
}

/** Minutes of kitchen work the cart needs, so GET hours offers only the slots that can take it. */
export function cartLoad(state: CartState): number {
  return orderLoad(state.lines.map((l) => ({ quantity: l.quantity, prepMinutes: l.prepMinutes ?? 0 })));
}
