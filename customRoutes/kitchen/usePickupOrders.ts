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
import { useComedorDataProvider } from '../../dataProvider/useComedorDataProvider';
import { queryKeys } from '../../dataProvider/queryKeys';
import { useOrderEvents } from '../shared/useOrderEvents';

export function usePickupOrders(today: string, onReady: (order: PickupListOrder) => void) {
  const dataProvider = useComedorDataProvider();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: queryKeys.kitchen.pickupOrders(today),
    queryFn: ({ signal }) => dataProvider.getPickupOrders({ signal }),
    retry: 2,
  });

  const onEvent = useCallback(
    (event: OrderEvent) => {
      const { pickupDate, ...order } = toPickupEventOrder(event.order);
      if (pickupDate !== today) return;
      queryClient.setQueryData<PickupListOrder[]>(queryKeys.kitchen.pickupOrders(today), (old) => [
        ...(old ?? []).filter((o) => o.id !== order.id),
        order,
      ]);
      if (event.type === 'order.finished') onReady(order);
      void queryClient.invalidateQueries({ queryKey: queryKeys.kitchen.pickupOrders(today) });
    },
    [queryClient, today, onReady],
  );
  const onOpen = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: queryKeys.kitchen.pickupOrders(today) }),
    [queryClient, today],
  );
  const { state } = useOrderEvents(onEvent, { onOpen });
  return { query, connection: state };
}
