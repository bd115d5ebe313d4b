/** 'listo': PUT orders/{id}/finish, then the ticket leaves the board and a notification confirms it. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import type { Order } from '../../model/entities';
import { useComedorDataProvider } from '../../dataProvider/useComedorDataProvider';
import { queryKeys } from '../../dataProvider/queryKeys';

export function useFinishOrder() {
  const dataProvider = useComedorDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const remove = (order: Order) =>
    queryClient.setQueryData<Order[]>(queryKeys.kitchen.pendingOrders, (old) => (old ?? []).filter((o) => o.id !== order.id));
  return useMutation({
    mutationFn: (order: Order) => dataProvider.finishOrder(order.id),
    onSuccess: (_finished, order) => {
      remove(order);
      notify('kitchen.board.finished', { type: 'success', messageArgs: { n: order.number } });
    },
    onError: (error: Error & { status?: number }, order) => {
      if (error.status === 409) {
        remove(order);
        notify('kitchen.board.already_finished', { type: 'info', messageArgs: { n: order.number } });
        return;
      }
      notify(error.message, { type: 'error' });
    },
  });
}
