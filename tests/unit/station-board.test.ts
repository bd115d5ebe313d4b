// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Order } from '../../model/entities';
import { ordersForStation } from '../../customRoutes/kitchen/useStations';
import { portionsToPrepare } from '../../customRoutes/kitchen/ticketRules';

const cocina = { id: 1, name: 'Cocina', categoryIds: [1, 2, 3], categories: [] };
const postres = { id: 2, name: 'Postres', categoryIds: [4], categories: [] };

function order(id: number, postresDone: boolean): Order {
  return {
    id,
    number: id,
    pickupHour: '14:00',
    pickupDate: '2025-03-10',
    status: 'pending',
    total: 10,
    createdAt: '2025-03-10T12:00:00Z',
    finishedAt: null,
    lines: [
      { dishId: 1, name: 'Lentejas', category: { id: 1, name: 'Primeros' }, quantity: 1, price: 5, stationId: 1 },
      { dishId: 2, name: 'Flan', category: { id: 4, name: 'Postres' }, quantity: 2, price: 2.5, stationId: 2 },
    ],
    stations: [
      { id: 1, name: 'Cocina', done: false },
      { id: 2, name: 'Postres', done: postresDone },
    ],
    customer: { id: 9, name: 'Lucía', surname: 'Fernández', allergens: [] },
  };
}

describe('a station’s board', () => {
  it('shows only that station’s lines, and drops the orders it has already done', () => {
    const orders = [order(1, false), order(2, true)];
    expect(ordersForStation(orders, null)).toBe(orders);
    const desserts = ordersForStation(orders, postres);
    expect(desserts.map((o) => o.id)).toEqual([1]);
    expect(desserts[0].lines.map((l) => l.name)).toEqual(['Flan']);
    const kitchen = ordersForStation(orders, cocina);
    expect(kitchen.map((o) => o.id)).toEqual([1, 2]);
    expect(portionsToPrepare(kitchen).map((p) => [p.name, p.quantity])).toEqual([['Lentejas', 2]]);
  });

  it('skips an order without lines of the station', () => {
    const barra = { id: 3, name: 'Barra', categoryIds: [5], categories: [] };
    expect(ordersForStation([order(1, false)], barra)).toEqual([]);
  });
});
