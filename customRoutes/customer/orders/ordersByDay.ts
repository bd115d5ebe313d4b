/**
 * "Mis pedidos" by pick-up day: the coming days first (today, tomorrow, …, each by hour), then the past ones
 * (latest day first).
 */
import type { Order } from '../../../model/entities';

export interface DayOfOrders<T> {
  date: string;
  orders: T[];
}

export interface OrdersByDay<T> {
  upcoming: DayOfOrders<T>[];
  past: DayOfOrders<T>[];
}

function byDay<T extends Pick<Order, 'pickupDate'>>(orders: readonly T[]): DayOfOrders<T>[] {
  const days = new Map<string, T[]>();
  for (const order of orders) {
    const list = days.get(order.pickupDate);
    if (list) list.push(order);
    else days.set(order.pickupDate, [order]);
  }
  return [...days].map(([date, list]) => ({ date, orders: list }));
}

export function ordersByDay<T extends Pick<Order, 'pickupDate' | 'pickupHour' | 'number'>>(
  orders: readonly T[],
  today: string,
): OrdersByDay<T> {
  const soonest = (a: T, b: T) =>
    a.pickupDate.localeCompare(b.pickupDate) || a.pickupHour.localeCompare(b.pickupHour) || a.number - b.number;
  const upcoming = orders.filter((o) => o.pickupDate >= today).sort(soonest);
  const past = orders.filter((o) => o.pickupDate < today).sort((a, b) => soonest(b, a));
  return { upcoming: byDay(upcoming), past: byDay(past) };
}
