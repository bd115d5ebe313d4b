/**
 * Demo orders of today and the coming days: a few pending ones for today and bookings for the coming three days
 * (`daysAgo` negative), generated deterministically so every fresh database shows the same figures. The past
 * weeks' orders are played by ./history.ts.
 */
import { pointsForOrder } from '../../../model/points';
import type { SeedDish } from './dishes';
import { random } from './random';

export interface PlannedLine {
  dishIndex: number;
  quantity: number;
}

export interface PlannedOrder {
  customerIndex: number;
  /** days before today of its pick-up (negative: a booking for a coming day) */
  daysAgo: number;
  pickupHour: string;
  status: 'pending' | 'finished';
  lines: PlannedLine[];
  totalCents: number;
}

const LUNCH_SLOTS = ['12:30', '13:00', '13:15', '13:30', '13:45', '14:00', '14:15', '14:30', '15:00'];
const TODAY_PENDING_SLOTS = ['13:30', '14:00', '14:15', '21:00'];

export function planOrders(dishes: SeedDish[], customerCount: number): PlannedOrder[] {
  const next = random(20240611);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const byCategory = (c: number) =>
    dishes.map((d, i) => ({ d, i })).filter(({ d }) => d.category === c && d.stock > 0 && d.isAvailable !== false);

  function makeLines(): PlannedLine[] {
    // A menu: often a first or a starter, a second, sometimes a dessert, usually a drink.
    const categories = [next() < 0.7 ? 1 : 3, 2, ...(next() < 0.6 ? [4] : []), ...(next() < 0.8 ? [5] : [])];
    return categories.map((c) => ({ dishIndex: pick(byCategory(c)).i, quantity: next() < 0.85 ? 1 : 2 }));
  }
  function total(lines: PlannedLine[]): number {
    return lines.reduce((sum, l) => sum + Math.round(dishes[l.dishIndex].price * 100) * l.quantity, 0);
  }

  const planned: PlannedOrder[] = [];
  TODAY_PENDING_SLOTS.forEach((pickupHour, k) => {
    const lines = makeLines();
    // customer 0 (usuario@comedor.es) is left without pending orders so tests start from a clean board
    planned.push({
      customerIndex: 1 + ((k * 3) % (customerCount - 1)),
      daysAgo: 0,
      pickupHour,
      status: 'pending',
      lines,
      totalCents: total(lines),
    });
  });
  // Bookings for the coming three days (issue 26), by customers other than usuario@comedor.es.
  for (let ahead = 1; ahead <= 3; ahead++) {
    const count = 6 - ahead;
    for (let k = 0; k < count; k++) {
      const lines = makeLines();
      planned.push({
        customerIndex: 1 + ((k * 5 + ahead) % (customerCount - 1)),
        daysAgo: -ahead,
        pickupHour: pick(LUNCH_SLOTS),
        status: 'pending',
        lines,
        totalCents: total(lines),
      });
    }
  }
  return planned;
}

/** Points are earned when the kitchen finishes an order (model/points.ts): pending ones count later. */
export function pointsEarned(
  orders: readonly { customerIndex: number; status: string; totalCents: number }[],
  customerIndex: number,
): number {
  return orders
    .filter((o) => o.customerIndex === customerIndex && o.status === 'finished')
    .reduce((sum, o) => sum + pointsForOrder(o.totalCents), 0);
}
