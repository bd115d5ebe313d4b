/** "Mi pedido habitual" (GET usual-orders): the customer's active usual orders, read by 'Mis pedidos'. */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ComedorDataProvider } from '../../../dataProvider';
import { queryKeys } from '../../../dataProvider/queryKeys';

export const USUAL_ORDERS_KEY = ['customer', 'usual-orders'] as const;

export function usualOrdersQuery(dataProvider: ComedorDataProvider) {
  return queryOptions({ queryKey: USUAL_ORDERS_KEY, queryFn: () => dataProvider.getUsualOrders() });
}

/** After booking or stopping: the orders, the usual orders and what the days have left are read again. */
export function refreshAfterUsualOrder(queryClient: QueryClient): void {
  for (const queryKey of [
    USUAL_ORDERS_KEY,
    queryKeys.customer.orders,
    queryKeys.customer.allDishes,
    queryKeys.customer.hours,
    queryKeys.customer.calendar,
  ]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}
