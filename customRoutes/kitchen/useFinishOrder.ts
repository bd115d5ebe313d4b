/** 'listo': PUT orders/{id}/finish, then the ticket leaves the board and a notification confirms it. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLogoutIfAccessDenied, useNotify } from 'react-admin';
import type { Order } from '../../model/entities';
import { apiFetch } from '../../dataProvider/httpClient';
import { PENDING_ORDERS_KEY } from './usePendingOrders';

export function useFinishOrder() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const remove = (order: Order) =>
    queryClient.setQueryData<Order[]>(PENDING_ORDERS_KEY, (old) => (old ?? []).filter((o) => o.id !== order.id));
  return useMutation({
    mutationFn: async (order: Order) => (await apiFetch<Order>(`orders/${order.id}/finish`, { method: 'PUT' })).json,
    onSuccess: (_finished, order) => {
      remove(order);
      notify('kitchen.board.finished', { type: 'success', messageArgs: { n: order.number } });
    },
    onError: async (error: Error & { status?: number }, order) => {
      if (error.status === 409) {
        remove(order);
        notify('kitchen.board.already_finished', { type: 'info', messageArgs: { n: order.number } });
        return;
      }
      if (await logoutIfAccessDenied(error)) return;
      notify(error.message, { type: 'error' });
    },
  });
}
