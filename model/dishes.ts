/** Dish rules shared by the customer menu, the kitchen and the admin. */
import type { Dish } from './entities';

/** A dish is sold out ("Agotado") when it is not available or has no stock left. */
export function isSoldOut(dish: Pick<Dish, 'isAvailable' | 'stock'>): boolean {
  return !dish.isAvailable || dish.stock <= 0;
}
