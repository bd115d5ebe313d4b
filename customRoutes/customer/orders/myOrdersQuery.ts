/**
 * The customer's orders (GET orders/mine), newest first, in two lists: the whole history ('Mis pedidos') and the
 * orders picked up today or later (the home's card of today's orders: a year of daily orders is not read every
 * minute for it). `updateMyOrders` changes both where they are in the cache.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ComedorDataProvider } from '../../../dataProvider';
import { queryKeys } from '../../../dataProvider/queryKeys';
import type { Order } from '../../../model/entities';

// Ready times also move with the clock when the kitchen runs behind: re-read them every minute.
// (OrderReadyNotifier keeps the lists live between reads.)
const REFETCH_MS = 60_000;
/**
 * How long an answer counts as current: the home's first data (asked by the page's first script) is not asked again
 * when the card that shows it mounts a moment later; the live stream's changes and its opening, and the minute's
 * refetch, keep it current.
 */
export const ORDERS_FRESH_MS = 10_000;

export function myOrdersQuery(dataProvider: ComedorDataProvider) {
  return queryOptions({
    queryKey: queryKeys.customer.orders,
    queryFn: () => dataProvider.getMyOrders(),
    refetchInterval: REFETCH_MS,
  });
}

export function myUpcomingOrdersQuery(dataProvider: ComedorDataProvider) {
  return queryOptions({
    queryKey: queryKeys.customer.upcomingOrders,
    queryFn: () => dataProvider.getMyOrders({ upcoming: true }),
    refetchInterval: REFETCH_MS,
    staleTime: ORDERS_FRESH_MS,
  });
}

/**
 * Applies `change` to each list of the customer's orders in the cache (a list not read yet stays unread). An order
 * it adds (one just placed, or one an event tells of) is for today or later, so it belongs in both.
 */
export function updateMyOrders(queryClient: QueryClient, change: (orders: Order[]) => Order[]): void {
  for (const queryKey of [queryKeys.customer.orders, queryKeys.customer.upcomingOrders]) {
    queryClient.setQueryData<Order[]>(queryKey, (orders) => (orders ? change(orders) : orders));
  }
}
