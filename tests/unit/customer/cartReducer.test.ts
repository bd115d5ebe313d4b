import { describe, expect, it } from 'vitest';
import {
  cartCount,
  cartFull,
  cartLoad,
  cartReducer,
  cartTotal,
  EMPTY_CART,
  quantityOf,
  type CartState,
} from '../../../customRoutes/customer/cart/cartReducer';
import { cartKey, loadCart, saveCart } from '../../../customRoutes/customer/cart/cartStorage';

const gazpacho = { id: 1, name: 'Gazpacho', cost: 5.5, stock: 3 };
const flan = { id: 2, name: 'Flan', cost: 0.1, stock: 40 };
const agua = { id: 3, name: 'Agua', cost: 0.2, stock: 40 };

function add(state: CartState, dish: typeof gazpacho, quantity?: number) {
  return cartReducer(state, { type: 'add', dish, quantity });
}

describe('cartReducer', () => {
  it('adds a dish as a new line with quantity one', () => {
    const cart = add(EMPTY_CART, gazpacho);
    expect(cart.lines).toEqual([{ dishId: 1, name: 'Gazpacho', price: 5.5, quantity: 1, maxQuantity: 3 }]);
  });

  it('adding the same dish again raises the quantity instead of adding a line', () => {
    const cart = add(add(EMPTY_CART, gazpacho), gazpacho);
    expect(cart.lines).toHaveLength(1);
    expect(quantityOf(cart, 1)).toBe(2);
  });

  it('never goes beyond the known stock', () => {
    let cart = EMPTY_CART;
    for (let i = 0; i < 5; i++) cart = add(cart, gazpacho);
    expect(quantityOf(cart, 1)).toBe(3);
    cart = cartReducer(cart, { type: 'setQuantity', dishId: 1, quantity: 10 });
    expect(quantityOf(cart, 1)).toBe(3);
  });

  it('caps a line at the per-line order limit even with plenty of stock', () => {
    const cart = add(EMPTY_CART, flan, 50);
    expect(quantityOf(cart, 2)).toBe(20);
  });

  it('stops at 20 portions for the whole order, the most one order admits', () => {
    let cart = add(EMPTY_CART, flan, 15);
    cart = add(cart, agua, 10);
    expect(quantityOf(cart, 3)).toBe(5);
    expect(cartCount(cart)).toBe(20);
    expect(cartFull(cart)).toBe(true);
    expect(add(cart, gazpacho)).toBe(cart);
    cart = cartReducer(cart, { type: 'setQuantity', dishId: 2, quantity: 18 });
    expect(quantityOf(cart, 2)).toBe(15);
    cart = cartReducer(cart, { type: 'setQuantity', dishId: 3, quantity: 2 });
    expect(cartFull(cart)).toBe(false);
    cart = cartReducer(cart, { type: 'setQuantity', dishId: 2, quantity: 20 });
    expect(quantityOf(cart, 2)).toBe(18);
  });

  it('does not add a sold-out dish', () => {
    expect(add(EMPTY_CART, { ...gazpacho, stock: 0 })).toBe(EMPTY_CART);
  });

  it('changes a quantity and drops the line when it reaches zero', () => {
    let cart = add(add(EMPTY_CART, gazpacho), flan);
    cart = cartReducer(cart, { type: 'setQuantity', dishId: 2, quantity: 4 });
    expect(quantityOf(cart, 2)).toBe(4);
    cart = cartReducer(cart, { type: 'setQuantity', dishId: 2, quantity: 0 });
    expect(cart.lines.map((l) => l.dishId)).toEqual([1]);
  });

  it('removes a line and empties the cart', () => {
    let cart = add(add(EMPTY_CART, gazpacho), flan);
    cart = cartReducer(cart, { type: 'remove', dishId: 1 });
    expect(cart.lines.map((l) => l.dishId)).toEqual([2]);
    expect(cartReducer(cart, { type: 'clear' }).lines).toEqual([]);
  });

  it('counts units and totals in cents without float drift', () => {
    let cart = add(EMPTY_CART, flan);
    cart = add(cart, agua);
    expect(cartTotal(cart)).toBe(0.3);
    cart = add(cart, gazpacho, 2);
    expect(cartCount(cart)).toBe(4);
    expect(cartTotal(cart)).toBe(11.3);
  });
});

describe('cart storage', () => {
  it('keeps each customer cart under its own key and restores it', () => {
    localStorage.clear();
    const cart = add(EMPTY_CART, gazpacho, 2);
    saveCart(7, cart);
    expect(localStorage.getItem(cartKey(7))).not.toBeNull();
    expect(loadCart(7)).toEqual(cart);
    expect(loadCart(8)).toEqual(EMPTY_CART);
  });

  it('forgets an emptied cart and ignores corrupt data', () => {
    saveCart(7, EMPTY_CART);
    expect(localStorage.getItem(cartKey(7))).toBeNull();
    localStorage.setItem(cartKey(9), '{not json');
    expect(loadCart(9)).toEqual(EMPTY_CART);
    localStorage.setItem(
      cartKey(9),
      JSON.stringify({ lines: [{ dishId: 1, name: 'x', price: 'a', quantity: 1, maxQuantity: 2 }] }),
    );
    expect(loadCart(9)).toEqual(EMPTY_CART);
  });
});

describe('cartLoad', () => {
  it('adds up quantity × prepMinutes of the cart, counting lines saved before prepMinutes existed as zero', () => {
    let cart = cartReducer(EMPTY_CART, {
      type: 'add',
      dish: { id: 1, name: 'Paella', cost: 9, stock: 10, prepMinutes: 25 },
      quantity: 2,
    });
    cart = cartReducer(cart, { type: 'add', dish: { id: 2, name: 'Flan', cost: 3, stock: 10, prepMinutes: 1 } });
    expect(cartLoad(cart)).toBe(51);
    expect(cartLoad({ lines: [{ dishId: 3, name: 'Viejo', price: 2, quantity: 4, maxQuantity: 10 }] })).toBe(0);
  });
});

describe('the checkout attempt (Idempotency-Key) kept with the cart', () => {
  const attempt = { key: 'k-1', request: '{"pickupHour":"13:00"}' };

  it('is kept until the lines change or the cart empties, and survives a reload', () => {
    const cart = cartReducer(add(EMPTY_CART, gazpacho), { type: 'checkout', attempt });
    expect(cart.checkout).toEqual(attempt);
    saveCart(11, cart);
    expect(loadCart(11).checkout).toEqual(attempt);
    expect(add(cart, flan).checkout).toBeUndefined();
    expect(cartReducer(cart, { type: 'setQuantity', dishId: 1, quantity: 2 }).checkout).toBeUndefined();
    expect(cartReducer(cart, { type: 'remove', dishId: 1 }).checkout).toBeUndefined();
    expect(cartReducer(cart, { type: 'clear' }).checkout).toBeUndefined();
    expect(cartReducer(cart, { type: 'checkout', attempt: null })).toEqual({ lines: cart.lines });
  });
});
