/**
 * Listens to the customer's own order events wherever they are in the app: when the kitchen finishes an
 * order, the customer gets a notice and the order lists refresh (a pending order turns 'listo' live); when it
 * recalls one, the order turns back to pending with a notice.
 * Ready times move with the whole kitchen queue, so any order event (own or, as a content-free
 * `queue.changed`, anyone's) re-reads the orders; a pause or resume updates the kitchen status and hours.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { queryKeys } from '../../dataProvider/queryKeys';
import type { OrderEvent } from '../../model/entities';
import { useOrderEvents } from '../shared/useOrderEvents';
import { updateMyOrders } from './orders/myOrdersQuery';

export function OrderReadyNotifier() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  useOrderEvents(
    (event: OrderEvent) => {
      updateMyOrders(queryClient, (orders) => {
        const known = orders.some((o) => o.id === event.order.id);
        return known ? orders.map((o) => (o.id === event.order.id ? event.order : o)) : [event.order, ...orders];
      });
      if (event.type === 'order.finished') {
        notify('customer.orders.ready_notice', {
          type: 'success',
          messageArgs: { number: event.order.number, hour: event.order.pickupHour },
          autoHideDuration: 10_000,
        });
        void queryClient.invalidateQueries({ queryKey: queryKeys.me });
        void queryClient.invalidateQueries({ queryKey: queryKeys.allUserRewards });
      }
      if (event.type === 'order.reopened') {
        // The kitchen recalled a 'listo': the order is back in preparation and its points were taken back.
        notify('customer.orders.reopened_notice', {
          type: 'info',
          messageArgs: { number: event.order.number },
          autoHideDuration: 10_000,
        });
        void queryClient.invalidateQueries({ queryKey: queryKeys.me });
        void queryClient.invalidateQueries({ queryKey: queryKeys.allUserRewards });
      }
      void queryClient.invalidateQueries({ queryKey: queryKeys.customer.orders });
    },
    {
      onOpen: () => {
        void queryClient.invalidateQueries({ queryKey: queryKeys.customer.orders });
        void queryClient.invalidateQueries({ queryKey: queryKeys.kitchen.status });
      },
      onKitchen: (event) => {
        if (event.type === 'kitchen.changed') {
          queryClient.setQueryData(queryKeys.kitchen.status, event.kitchen);
          void queryClient.invalidateQueries({ queryKey: queryKeys.customer.hours });
        }
        void queryClient.invalidateQueries({ queryKey: queryKeys.customer.orders });
      },
    },
  );
  return null;
}
