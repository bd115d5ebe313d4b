/**
 * The pick-up screen's data: today's orders (`GET orders?date=<today>`), kept live by the order stream (an event
 * replaces or adds its order, then the list is re-read), with `onReady` when a number turns 'listo'. The
 * stream reconnects by itself (orderStream.ts) and the list is re-read whenever it opens again.
 */
import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Order, OrderEvent } from '../../model/entities';
import { useComedorDataProvider } from '../../dataProvider/useComedorDataProvider';
import { queryKeys } from '../../dataProvider/queryKeys';
import { useOrderEvents } from '../shared/useOrderEvents';

export function usePickupOrders(today: string, onReady: (order: Order) => void) {
  const dataProvider = useComedorDataProvider();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: queryKeys.kitchen.pickupOrders(today),
    queryFn: ({ signal }) => dataProvider.getOrdersOfDay(today, { signal }),
    retry: 2,
  });

  const onEvent = useCallback(
    (event: OrderEvent) => {
      if (event.order.pickupDate !== today) return;
      queryClient.setQueryData<Order[]>(queryKeys.kitchen.pickupOrders(today), (old) => [...(old ?? []).filter((o) => o.id !== event.order.id), event.order]);
      if (event.type === 'order.finished') onReady(event.order);
      void queryClient.invalidateQueries({ queryKey: queryKeys.kitchen.pickupOrders(today) });
    },
    [queryClient, today, onReady],
  );
  const onOpen = useCallback(() => void queryClient.invalidateQueries({ queryKey: queryKeys.kitchen.pickupOrders(today) }), [queryClient, today]);
  const { state } = useOrderEvents(onEvent, { onOpen });
  return { query, connection: state };
}
