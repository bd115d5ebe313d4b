/**
 * The cart moved to another pick-up day: each line stays while that day offers its dish, capped at that day's
 * remaining portions (and its price and preparation as that day lists them); the others leave the cart, by name,
 * so the customer can be told.
 */
import type { Dish } from '../../../model/entities';
import { limitFor, type CartLine } from '../cart/cartReducer';

export interface FittedCart {
  lines: CartLine[];
  /** names of the dishes that day does not offer (or has none left of) */
  removed: string[];
  /** names of the lines cut down to that day's remaining portions */
  reduced: string[];
}

export function fitCartToDay(
  lines: readonly CartLine[],
  dayDishes: readonly Pick<Dish, 'id' | 'name' | 'cost' | 'stock' | 'isAvailable' | 'prepMinutes'>[],
): FittedCart {
  const offered = new Map(dayDishes.map((d) => [d.id, d]));
  const out: FittedCart = { lines: [], removed: [], reduced: [] };
  for (const line of lines) {
    const dish = offered.get(line.dishId);
    const max = dish && dish.isAvailable !== false ? limitFor(dish.stock) : 0;
    if (max < 1) {
      out.removed.push(line.name);
      continue;
    }
    if (line.quantity > max) out.reduced.push(line.name);
    out.lines.push({
      ...line,
      name: dish!.name,
      price: dish!.cost,
      quantity: Math.min(line.quantity, max),
      maxQuantity: max,
      prepMinutes: dish!.prepMinutes ?? line.prepMinutes,
    });
  }
  return out;
}
