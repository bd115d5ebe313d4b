// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Dish } from '../../../model/entities';
import { isSoldOut } from '../../../model/dishes';
import { allergenNames, allergensOfConcern, featuredFirst } from '../../../customRoutes/customer/dishes/dishRules';

function dish(id: number, extra: Partial<Dish> = {}): Dish {
  return {
    id,
    name: `Plato ${id}`,
    image: null,
    description: '',
    cost: 5,
    isActive: true,
    isRecommended: false,
    isSuggested: false,
    isHighlighted: false,
    isAvailable: true,
    stock: 10,
    dailyPortions: 10,
    prepMinutes: 10,
    category: { id: 1, name: 'Primeros' },
    allergens: [],
    ...extra,
  };
}

describe('isSoldOut', () => {
  it('is sold out when not available or without stock', () => {
    expect(isSoldOut(dish(1))).toBe(false);
    expect(isSoldOut(dish(1, { isAvailable: false }))).toBe(true);
    expect(isSoldOut(dish(1, { stock: 0 }))).toBe(true);
  });
});

describe('featuredFirst', () => {
  it('puts highlighted dishes first, then recommended ones, keeping the order otherwise', () => {
    const list = [
      dish(1),
      dish(2, { isRecommended: true }),
      dish(3, { isHighlighted: true }),
      dish(4),
      dish(5, { isHighlighted: true }),
    ];
    expect(featuredFirst(list).map((d) => d.id)).toEqual([3, 5, 2, 1, 4]);
  });
});

describe('allergensOfConcern', () => {
  it('keeps only the allergens the customer marked', () => {
    const gluten = { id: 1, name: 'Gluten', image: '' };
    const milk = { id: 7, name: 'Lácteos', image: '' };
    const d = dish(1, { allergens: [gluten, milk] });
    expect(allergensOfConcern(d, new Set([7, 9]))).toEqual([milk]);
    expect(allergensOfConcern(d, new Set())).toEqual([]);
    expect(allergenNames([gluten, milk])).toBe('Gluten, Lácteos');
  });
});
