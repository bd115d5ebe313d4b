/** How the customer app reads a dish: featured order and the allergens that concern the customer. */
import type { Allergen, Dish } from '../../../model/entities';
import { featureRank } from '../../../model/dishes';

/** Highlighted dishes first, then recommended ones, then the rest, keeping the server's order otherwise. */
export function featuredFirst(dishes: readonly Dish[]): Dish[] {
  return dishes
    .map((dish, index) => ({ dish, index }))
    .sort((a, b) => featureRank(a.dish) - featureRank(b.dish) || a.index - b.index)
    .map((x) => x.dish);
}

/** The dish's allergens the customer marked in their profile. */
export function allergensOfConcern(dish: Pick<Dish, 'allergens'>, allergicIds: ReadonlySet<number>): Allergen[] {
  return (dish.allergens ?? []).filter((a) => allergicIds.has(a.id));
}

/** The allergens' names in the UI's language, comma-separated. */
export { allergenNames } from '../../../src/ui/allergenName';
