// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { orderSummary } from '../../../customRoutes/customer/cart/orderSummary';
import type { CartLine } from '../../../customRoutes/customer/cart/cartReducer';

const gluten = { id: 1, name: 'Gluten', image: '' };
const lactosa = { id: 7, name: 'Lácteos', image: '' };
const lines: CartLine[] = [
  { dishId: 10, name: 'Croquetas', price: 4.5, quantity: 2, maxQuantity: 10 },
  { dishId: 11, name: 'Agua', price: 0.1, quantity: 3, maxQuantity: 10 },
];

describe('orderSummary', () => {
  it('prices each line at the dish’s current price and sums the total in cents', () => {
    const dishes = new Map([
      [10, { cost: 4.5, allergens: [] }],
      [11, { cost: 0.2, allergens: [] }],
    ]);
    const summary = orderSummary(lines, dishes, new Set());
    expect(summary.lines.map((l) => [l.name, l.quantity, l.price, l.previousPrice, l.lineTotal])).toEqual([
      ['Croquetas', 2, 4.5, null, 9],
      ['Agua', 3, 0.2, 0.1, 0.6],
    ]);
    expect(summary.total).toBe(9.6);
    expect(summary.hasAllergenWarnings).toBe(false);
  });

  it('keeps the cart’s price while a dish is not known yet', () => {
    const summary = orderSummary(lines, new Map(), new Set([gluten.id]));
    expect(summary.total).toBe(9.3);
    expect(summary.lines.every((l) => l.previousPrice === null && l.concern.length === 0)).toBe(true);
  });

  it('flags only the dishes with an allergen the customer marked', () => {
    const dishes = new Map([
      [10, { cost: 4.5, allergens: [gluten, lactosa] }],
      [11, { cost: 0.1, allergens: [lactosa] }],
    ]);
    const summary = orderSummary(lines, dishes, new Set([gluten.id]));
    expect(summary.lines[0].concern).toEqual([gluten]);
    expect(summary.lines[1].concern).toEqual([]);
    expect(summary.hasAllergenWarnings).toBe(true);
  });
});
