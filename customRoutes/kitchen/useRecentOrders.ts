/**
 * The board's "Recientes": today's last finished orders (`GET orders?status=finished&date=…&sort=finishedAt`),
 * re-read with every order event (usePendingOrders invalidates queryKeys.kitchen.boardOrders), and the recall of one of them
 * (`PUT orders/{id}/reopen`), which puts the ticket straight back on this board; other boards hear the event;
 * and the hand-over at the counter (`PUT orders/{id}/collect`). Both wait in the offline queue without network.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { errorMessage } from '../../src/ui/errorMessage';
import type { Order } from '../../model/entities';
import { useComedorDataProvider } from '../../dataProvider/useComedorDataProvider';
import { queryKeys } from '../../dataProvider/queryKeys';
import { sendOrQueue } from './offlineQueue';
import { recentOrdersQuery } from './boardQueries';

export function useRecentOrders(today: string) {
  const dataProvider = useComedorDataProvider();
  return useQuery(recentOrdersQuery(dataProvider, today));
}

export function useReopenOrder() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  const dataProvider = useComedorDataProvider();
  return useMutation({
    networkMode: 'always',
    mutationFn: (order: Order) =>
      sendOrQueue({ kind: 'reopen', orderId: order.id, number: order.number }, () => dataProvider.reopenOrder(order.id)),
    onSuccess: (reopened, order) => {
      if (!reopened) {
        notify('kitchen.offline.queued', {
          type: 'info',
          messageArgs: { n: order.number, action: translate('kitchen.offline.kind.reopen') },
        });
        return;
      }
      queryClient.setQueryData<Order[]>(queryKeys.kitchen.pendingOrders, (old) => [
        ...(old ?? []).filter((o) => o.id !== reopened.id),
        reopened,
      ]);
      void queryClient.invalidateQueries({ queryKey: queryKeys.kitchen.boardOrders });
      notify('kitchen.board.recalled_notice', { type: 'info', messageArgs: { n: reopened.number } });
    },
    onError: (error: Error) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.kitchen.boardOrders });
      notify('kitchen.recent.failed', { type: 'error', messageArgs: { message: errorMessage(error) } });
    },
  });
}

/** The counter hands an order over: `PUT orders/{id}/collect`; the recent list shows the time. */
export function useCollectOrder() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  const dataProvider = useComedorDataProvider();
  return useMutation({
    networkMode: 'always',
    mutationFn: (order: Order) =>
      sendOrQueue({ kind: 'collect', orderId: order.id, number: order.number }, () => dataProvider.collectOrder(order.id)),
    onSuccess: (collected, order) => {
      if (!collected) {
        notify('kitchen.offline.queued', {
          type: 'info',
          messageArgs: { n: order.number, action: translate('kitchen.offline.kind.collect') },
        });
        return;
      }
      void queryClient.invalidateQueries({ queryKey: queryKeys.kitchen.boardOrders });
      notify('kitchen.recent.collected_notice', { type: 'success', messageArgs: { n: collected.number } });
    },
    onError: (error: Error) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.kitchen.boardOrders });
      notify('kitchen.recent.failed', { type: 'error', messageArgs: { message: errorMessage(error) } });
    },
  });
}
