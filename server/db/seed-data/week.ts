/**
 * The demo's planned week (issue 26): every dish on each of the seven days after today with its usual portions,
 * and, for any date with demo orders from this week's Monday on, `remaining = portions − booked`, as placing those
 * orders would have left it (a date outside the planned days gets rows only for its booked dishes). Today stays
 * unplanned (every active dish, its usual portions), so a dish added on the first day is offered at once.
 */
import { addDays, mondayOf } from '../../../model/calendar';
import { SEED_DISHES } from './dishes';
import type { PlannedOrder } from './orders';

export interface SeedDayDish {
  date: string;
  dishIndex: number;
  portions: number;
  remaining: number;
}

/** The dates the demo plans: the seven days after `today`. */
export function seedPlannedDates(today: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(today, i + 1));
}

export function seedDayDishes(plan: readonly PlannedOrder[], today: string): SeedDayDish[] {
  const monday = mondayOf(today);
  const booked = new Map<string, number>();
  const key = (date: string, dishIndex: number) => `${date}|${dishIndex}`;
  for (const order of plan) {
    const date = addDays(today, -order.daysAgo);
    if (date < monday) continue;
    for (const line of order.lines)
      booked.set(key(date, line.dishIndex), (booked.get(key(date, line.dishIndex)) ?? 0) + line.quantity);
  }
  const rows = new Map<string, SeedDayDish>();
  const add = (date: string, dishIndex: number) => {
    const taken = booked.get(key(date, dishIndex)) ?? 0;
    const portions = Math.max(SEED_DISHES[dishIndex].stock, taken);
    rows.set(key(date, dishIndex), { date, dishIndex, portions, remaining: portions - taken });
  };
  for (const date of seedPlannedDates(today)) SEED_DISHES.forEach((_, i) => add(date, i));
  for (const k of booked.keys()) {
    if (rows.has(k)) continue;
    const [date, index] = k.split('|');
    add(date, Number(index));
  }
  return [...rows.values()];
}
