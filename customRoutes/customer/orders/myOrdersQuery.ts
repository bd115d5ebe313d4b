/** The customer's orders (GET orders/mine), newest first: 'Mis pedidos' and the home's card share one cache entry. */
import { queryOptions } from '@tanstack/react-query';
import type { ComedorDataProvider } from '../../../dataProvider';
import { queryKeys } from '../../../dataProvider/queryKeys';

export function myOrdersQuery(dataProvider: ComedorDataProvider) {
  return queryOptions({
    queryKey: queryKeys.customer.orders,
    queryFn: () => dataProvider.getMyOrders(),
    // Ready times also move with the clock when the kitchen runs behind: re-read them every minute.
    // (OrderReadyNotifier keeps the list live between reads.)
    refetchInterval: 60_000,
  });
}
