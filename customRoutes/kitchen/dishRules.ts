/** API.md: a dish is sold out ("Agotado") when it is not available or has no stock left. */
import type { Dish } from '../../model/entities';

export function isSoldOut(dish: Pick<Dish, 'isAvailable' | 'stock'>): boolean {
  return !dish.isAvailable || dish.stock === 0;
}
