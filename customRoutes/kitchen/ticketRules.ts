/**
 * The kitchen board's rules as pure functions: ticket order, the split of a ticket's dishes into two rows
 * (spec section 9: at most 5 in the first row, sorted by category in service order), the colour of a ticket
 * as its pick-up time approaches, the portions still to prepare, and the names in a line's "contiene …".
 */
import type { Order, OrderLine } from '../../model/entities';
import { SERVICE_ORDER, isCategoryId } from '../../model/categories';
import { parseClock } from '../../model/slots';

export const FIRST_ROW_MAX = 5;
/** a ticket turns amber this many minutes before its pick-up time */
export const SOON_MINUTES = 15;

export type Urgency = 'normal' | 'soon' | 'late';

function serviceRank(line: OrderLine): number {
  return isCategoryId(line.category.id) ? SERVICE_ORDER[line.category.id] : Number.MAX_SAFE_INTEGER;
}

/** Dishes sorted by service order (starters, firsts, seconds, desserts, drinks), then name; first 5 in row one. */
export function splitTicketLines(lines: OrderLine[]): { first: OrderLine[]; second: OrderLine[] } {
  const sorted = [...lines].sort((a, b) => serviceRank(a) - serviceRank(b) || a.name.localeCompare(b.name, 'es'));
  return { first: sorted.slice(0, FIRST_ROW_MAX), second: sorted.slice(FIRST_ROW_MAX) };
}

/** Earliest pick-up first (date, then hour), ties by order number. */
export function sortByPickup(orders: Order[]): Order[] {
  return [...orders].sort(
    (a, b) => a.pickupDate.localeCompare(b.pickupDate) || a.pickupHour.localeCompare(b.pickupHour) || a.number - b.number,
  );
}

/**
 * How urgent a ticket is at local date `today` ("YYYY-MM-DD") and `nowMinutes` since midnight: 'late' once its
 * pick-up time has passed (or it is from an earlier day), 'soon' within SOON_MINUTES of it, else 'normal'.
 */
export function urgencyOf(order: Pick<Order, 'pickupDate' | 'pickupHour'>, today: string, nowMinutes: number): Urgency {
  if (order.pickupDate < today) return 'late';
  if (order.pickupDate > today) return 'normal';
  const pickup = parseClock(order.pickupHour);
  if (pickup === null) return 'normal';
  const left = pickup - nowMinutes;
  if (left < 0) return 'late';
  return left <= SOON_MINUTES ? 'soon' : 'normal';
}

export interface PortionCount {
  dishId: number;
  name: string;
  quantity: number;
  rank: number;
}

/** Portions of each dish across the pending orders, in service order, most portions first within a category. */
export function portionsToPrepare(orders: Order[]): PortionCount[] {
  const byDish = new Map<number, PortionCount>();
  for (const order of orders) {
    for (const line of order.lines) {
      const entry = byDish.get(line.dishId) ?? { dishId: line.dishId, name: line.name, quantity: 0, rank: serviceRank(line) };
      entry.quantity += line.quantity;
      byDish.set(line.dishId, entry);
    }
  }
  return [...byDish.values()].sort((a, b) => a.rank - b.rank || b.quantity - a.quantity || a.name.localeCompare(b.name, 'es'));
}

/** "Gluten, Lácteos" (in English "Gluten, Milk"): the names of the customer's allergens a line's dish contains. */
export { allergenNames } from '../../src/ui/allergenName';
