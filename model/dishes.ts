/** Dish rules shared by the customer menu, the kitchen and the admin. */
import type { Dish } from './entities';

/** The most portions a dish may have in stock (the API refuses more). */
export const MAX_STOCK = 100_000;

/** A dish is sold out ("Agotado") when it is not available or has no stock left. */
export function isSoldOut(dish: Pick<Dish, 'isAvailable' | 'stock'>): boolean {
  return !dish.isAvailable || dish.stock <= 0;
}

/**
 * How featured a dish is on the customer's screens, which show the most featured first: highlighted (0),
 * recommended (1), the rest (2). Plain JavaScript without imports: the page's first script carries its source to
 * preload the photos the home shows first (scripts/route-preload.ts).
 */
export function featureRank(dish: Pick<Dish, 'isHighlighted' | 'isRecommended'>): number {
  return dish.isHighlighted ? 0 : dish.isRecommended ? 1 : 2;
}
