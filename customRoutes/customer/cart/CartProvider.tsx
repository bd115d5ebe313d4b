/** Holds the customer's cart, loaded from and saved to localStorage for the logged-in customer. */
import { useEffect, useMemo, useReducer, type ReactNode } from 'react';
import { cartReducer } from './cartReducer';
import { loadCart, saveCart } from './cartStorage';
import { CartContext } from './cartContext';

export function CartProvider({ userId, children }: { userId: number; children: ReactNode }) {
  const [cart, dispatch] = useReducer(cartReducer, userId, loadCart);
  useEffect(() => {
    saveCart(userId, cart);
  }, [userId, cart]);
  const value = useMemo(() => ({ cart, dispatch }), [cart]);
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}
