/**
 * 'listo': PUT orders/{id}/finish, then the ticket leaves the board and a notification confirms it. Without
 * network the 'listo' waits in the offline queue (offlineQueue.ts) and the ticket leaves the board all the same.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import type { Order } from '../../model/entities';
import { useComedorDataProvider } from '../../dataProvider/useComedorDataProvider';
import { queryKeys } from '../../dataProvider/queryKeys';
import { sendOrQueue } from './offlineQueue';

export function useFinishOrder() {
  const dataProvider = useComedorDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  const remove = (order: Order) =>
    queryClient.setQueryData<Order[]>(queryKeys.kitchen.pendingOrders, (old) => (old ?? []).filter((o) => o.id !== order.id));
  return useMutation({
    // runs offline too (react-query would hold it in memory): the queue keeps it across a reload
    networkMode: 'always',
    mutationFn: (order: Order) =>
      sendOrQueue({ kind: 'finish', orderId: order.id, number: order.number }, () => dataProvider.finishOrder(order.id)),
    onSuccess: (finished, order) => {
      remove(order);
      if (!finished) {
        notify('kitchen.offline.queued', {
          type: 'info',
          messageArgs: { n: order.number, action: translate('kitchen.offline.kind.finish') },
        });
        return;
      }
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
