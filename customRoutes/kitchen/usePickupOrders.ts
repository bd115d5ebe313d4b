/**
 * The pick-up screen's data: today's numbers (`GET orders/pickup`: numbers and progress only, the one list a
 * Pantalla account may read), kept live by the order stream (an event replaces or adds its order, then the list
 * is re-read), with `onReady` when a number turns 'listo'. A Pantalla's stream carries each order reduced to its
 * number and progress; staff streams carry the whole order, of which only the same fields are kept. The stream
 * reconnects by itself (orderStream.ts) and the list is re-read whenever it opens again.
 */
import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderEvent, PickupListOrder } from '../../model/entities';
import { toPickupEventOrder } from '../../model/pickup';
import { apiFetch } from '../../dataProvider/httpClient';
import { useOrderEvents } from '../shared/useOrderEvents';

export function usePickupOrders(today: string, onReady: (order: PickupListOrder) => void) {
  const queryClient = useQueryClient();
  const key = ['pickup', 'orders', today];
  const query = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => (await apiFetch<PickupListOrder[]>('orders/pickup', { signal })).json,
    retry: 2,
  });

  const onEvent = useCallback(
    (event: OrderEvent) => {
      const { pickupDate, ...order } = toPickupEventOrder(event.order);
      if (pickupDate !== today) return;
      queryClient.setQueryData<PickupListOrder[]>(['pickup', 'orders', today], (old) => [...(old ?? []).filter((o) => o.id !== order.id), order]);
      if (event.type === 'order.finished') onReady(order);
      void queryClient.invalidateQueries({ queryKey: ['pickup', 'orders', today] });
    },
    [queryClient, today, onReady],
  );
  const onOpen = useCallback(() => void queryClient.invalidateQueries({ queryKey: ['pickup', 'orders', today] }), [queryClient, today]);
  const { state } = useOrderEvents(onEvent, { onOpen });
  return { query, connection: state };
}
