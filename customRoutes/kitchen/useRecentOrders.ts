/**
 * The board's "Recientes": today's last finished orders (`GET orders?status=finished&date=…&sort=finishedAt`),
 * re-read with every order event (usePendingOrders invalidates BOARD_ORDERS_KEY), and the recall of one of them
 * (`PUT orders/{id}/reopen`), which puts the ticket straight back on this board; other boards hear the event;
 * and the hand-over at the counter (`PUT orders/{id}/collect`).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLogoutIfAccessDenied, useNotify } from 'react-admin';
import { errorMessage } from '../../src/common/errorMessage';
import type { Order } from '../../model/entities';
import { apiFetch } from '../../dataProvider/httpClient';
import { BOARD_ORDERS_KEY, PENDING_ORDERS_KEY } from './usePendingOrders';

const RECENT_SIZE = 10;

export function useRecentOrders(today: string) {
  return useQuery({
    queryKey: [...BOARD_ORDERS_KEY, 'recent', today],
    queryFn: async ({ signal }) =>
      (
        await apiFetch<Order[]>('orders', {
          query: { status: 'finished', date: today, sort: 'finishedAt', order: 'DESC', size: RECENT_SIZE },
          signal,
        })
      ).json,
    retry: 1,
  });
}

export function useReopenOrder() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  return useMutation({
    mutationFn: async (order: Order) => (await apiFetch<Order>(`orders/${order.id}/reopen`, { method: 'PUT' })).json,
    onSuccess: (reopened) => {
      queryClient.setQueryData<Order[]>(PENDING_ORDERS_KEY, (old) => [...(old ?? []).filter((o) => o.id !== reopened.id), reopened]);
      void queryClient.invalidateQueries({ queryKey: BOARD_ORDERS_KEY });
      notify('kitchen.board.recalled_notice', { type: 'info', messageArgs: { n: reopened.number } });
    },
    onError: async (error: Error) => {
      void queryClient.invalidateQueries({ queryKey: BOARD_ORDERS_KEY });
      if (await logoutIfAccessDenied(error)) return;
      notify('kitchen.recent.failed', { type: 'error', messageArgs: { message: errorMessage(error) } });
    },
  });
}

/** The counter hands an order over: `PUT orders/{id}/collect`; the recent list shows the time. */
export function useCollectOrder() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  return useMutation({
    mutationFn: async (order: Order) => (await apiFetch<Order>(`orders/${order.id}/collect`, { method: 'PUT' })).json,
    onSuccess: (collected) => {
      void queryClient.invalidateQueries({ queryKey: BOARD_ORDERS_KEY });
      notify('kitchen.recent.collected_notice', { type: 'success', messageArgs: { n: collected.number } });
    },
    onError: async (error: Error) => {
      void queryClient.invalidateQueries({ queryKey: BOARD_ORDERS_KEY });
      if (await logoutIfAccessDenied(error)) return;
      notify('kitchen.recent.failed', { type: 'error', messageArgs: { message: errorMessage(error) } });
    },
  });
}
