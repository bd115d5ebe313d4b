/**
 * The cart survives a reload: it is kept in localStorage under a key per customer id, with the checkout attempt
 * under way (its Idempotency-Key), so a reload during the attempt retries the same order, the chosen pick-up day
 * and the order being changed ("Cambiar").
 */
import { isCalendarDate } from '../../../model/calendar';
import { EMPTY_CART, type CartLine, type CartState, type CheckoutAttempt, type EditingOrder } from './cartReducer';

export function cartKey(userId: number): string {
  return `comedor-cart-${userId}`;
}

function isLine(value: unknown): value is CartLine {
  if (!value || typeof value !== 'object') return false;
  const l = value as Record<string, unknown>;
  return (
    Number.isInteger(l.dishId) &&
    typeof l.name === 'string' &&
    typeof l.price === 'number' &&
    Number.isFinite(l.price) &&
    Number.isInteger(l.quantity) &&
    (l.quantity as number) > 0 &&
    Number.isInteger(l.maxQuantity)
  );
}

function isAttempt(value: unknown): value is CheckoutAttempt {
  if (!value || typeof value !== 'object') return false;
  const a = value as Record<string, unknown>;
  return typeof a.key === 'string' && a.key.length > 0 && typeof a.request === 'string';
}

function isEditing(value: unknown): value is EditingOrder {
  if (!value || typeof value !== 'object') return false;
  const e = value as Record<string, unknown>;
  return (
    Number.isInteger(e.orderId) &&
    Number.isInteger(e.number) &&
    typeof e.pickupDate === 'string' &&
    isCalendarDate(e.pickupDate) &&
    typeof e.pickupHour === 'string' &&
    !!e.reserved &&
    typeof e.reserved === 'object' &&
    Object.values(e.reserved).every((n) => Number.isInteger(n))
  );
}

export function loadCart(userId: number, storage: Storage = localStorage): CartState {
  try {
    const raw = storage.getItem(cartKey(userId));
    if (!raw) return EMPTY_CART;
    const parsed = JSON.parse(raw) as { lines?: unknown; checkout?: unknown; pickupDate?: unknown; editing?: unknown };
    const lines = Array.isArray(parsed.lines) ? parsed.lines.filter(isLine) : [];
    return {
      lines,
      ...(isAttempt(parsed.checkout) && lines.length ? { checkout: parsed.checkout } : {}),
      ...(typeof parsed.pickupDate === 'string' && isCalendarDate(parsed.pickupDate) ? { pickupDate: parsed.pickupDate } : {}),
      ...(isEditing(parsed.editing) ? { editing: parsed.editing } : {}),
    };
  } catch {
    return EMPTY_CART;
  }
}

export function saveCart(userId: number, state: CartState, storage: Storage = localStorage): void {
  try {
    if (state.lines.length || state.pickupDate || state.editing) storage.setItem(cartKey(userId), JSON.stringify(state));
    else storage.removeItem(cartKey(userId));
  } catch {
    // A full or disabled storage only costs persistence across reloads; the cart keeps working.
  }
}
