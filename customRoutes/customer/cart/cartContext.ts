import { createContext, type Dispatch } from 'react';
import type { CartAction, CartState } from './cartReducer';

export interface CartContextValue {
  cart: CartState;
  dispatch: Dispatch<CartAction>;
}

export const CartContext = createContext<CartContextValue | null>(null);
