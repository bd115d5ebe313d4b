/** "Anular": PUT orders/{id}/cancel; the order shows as 'Anulado' and that day's portions and hours are read again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import type { Order } from '../../../model/entities';
import { useComedorDataProvider } from '../../../dataProvider/useComedorDataProvider';
import { queryKeys } from '../../../dataProvider/queryKeys';
import { errorMessage } from '../../../src/ui/errorMessage';
import { updateMyOrders } from './myOrdersQuery';

export function useCancelOrder() {
  const dataProvider = useComedorDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: (order: Order) => dataProvider.cancelOrder(order.id),
    onSuccess: (cancelled) => {
      updateMyOrders(queryClient, (orders) => orders.map((o) => (o.id === cancelled.id ? cancelled : o)));
      notify('customer.week.cancelled_notice', { type: 'success', messageArgs: { number: cancelled.number } });
    },
    onError: (error) => {
      notify('customer.week.cancel_failed', {
        type: 'error',
        autoHideDuration: 10_000,
        messageArgs: { message: errorMessage(error) },
      });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.customer.orders });
      void queryClient.invalidateQueries({ queryKey: queryKeys.customer.allDishes });
      void queryClient.invalidateQueries({ queryKey: queryKeys.customer.hours });
      void queryClient.invalidateQueries({ queryKey: queryKeys.customer.calendar });
      void queryClient.invalidateQueries({ queryKey: queryKeys.me });
    },
  });
}
