/**
 * The checkout summary as data: each cart line at the dish's current price (what the server charges), the
 * allergens of it the customer marked, the line totals and the order total (summed in cents).
 */
import type { Allergen, Dish } from '../../../model/entities';
import { fromCents, toCents } from '../../../model/money';
import { allergensOfConcern } from '../dishes/dishRules';
import type { CartLine } from './cartReducer';

export interface SummaryLine {
  dishId: number;
  name: string;
  quantity: number;
  /** unit price in euros: the dish's current one when known, else the one the cart showed */
  price: number;
  /** the price the cart showed, when the dish's current one differs from it */
  previousPrice: number | null;
  /** euros */
  lineTotal: number;
  /** the dish's allergens the customer marked ([] when none, or while the dish is not known yet) */
  concern: Allergen[];
}

export interface OrderSummary {
  lines: SummaryLine[];
  /** euros */
  total: number;
  /** true when at least one line carries an allergen the customer marked */
  hasAllergenWarnings: boolean;
}

export function orderSummary(
  lines: readonly CartLine[],
  dishes: ReadonlyMap<number, Pick<Dish, 'cost' | 'allergens'>>,
  allergicIds: ReadonlySet<number>,
): OrderSummary {
  const summary = lines.map((line): SummaryLine => {
    const dish = dishes.get(line.dishId);
    const price = dish?.cost ?? line.price;
    return {
      dishId: line.dishId,
      name: line.name,
      quantity: line.quantity,
      price,
      previousPrice: toCents(price) === toCents(line.price) ? null : line.price,
      lineTotal: fromCents(toCents(price) * line.quantity),
      concern: dish ? allergensOfConcern(dish, allergicIds) : [],
    };
  });
  return {
    lines: summary,
    total: fromCents(summary.reduce((sum, l) => sum + toCents(l.price) * l.quantity, 0)),
    hasAllergenWarnings: summary.some((l) => l.concern.length > 0),
  };
}
