/**
 * Checkout (after the summary's 'Confirmar pedido'): POST orders with the chosen hour and the cart's lines. On success the cart empties and the
 * lists refresh; on failure the cart is kept and a Spanish message says what went wrong (the server's
 * message names the dish or the field).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { useComedorDataProvider } from '../../../dataProvider/useComedorDataProvider';
import { queryKeys } from '../../../dataProvider/queryKeys';
import { errorMessage } from '../../../src/ui/errorMessage';
import type { Order } from '../../../model/entities';
import { useCart } from './useCart';

interface ApiFailure {
  status?: number;
  message?: string;
  body?: { field?: string; message?: string } | null;
}

export type OrderFailure = 'stock' | 'hour' | 'dish' | 'other';

export interface PlaceOrderInput {
  pickupHour: string;
  /** the summary showed allergen warnings and the customer confirmed anyway */
  allergensConfirmed: boolean;
}

export function usePlaceOrder(onPlaced: (order: Order) => void, onFailed: (kind: OrderFailure, message?: string) => void) {
  const { cart, dispatch } = useCart();
  const notify = useNotify();
  const dataProvider = useComedorDataProvider();
  const queryClient = useQueryClient();

  return useMutation({
    mutationFn: ({ pickupHour, allergensConfirmed }: PlaceOrderInput) =>
      dataProvider.placeOrder({
        pickupHour,
        // only said when the summary warned about allergens: the kitchen's ticket shows the customer confirmed them
        ...(allergensConfirmed ? { allergensConfirmed: true } : {}),
        lines: cart.lines.map((l) => ({ dishId: l.dishId, quantity: l.quantity })),
      }),
    onSuccess: (order) => {
      dispatch({ type: 'clear' });
      queryClient.setQueryData<Order[]>(queryKeys.customer.orders, (orders) =>
        orders ? [order, ...orders.filter((o) => o.id !== order.id)] : orders,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.customer.orders });
      void queryClient.invalidateQueries({ queryKey: queryKeys.customer.allDishes });
      void queryClient.invalidateQueries({ queryKey: queryKeys.me });
      void queryClient.invalidateQueries({ queryKey: queryKeys.allUserRewards });
      onPlaced(order);
    },
    onError: (error: ApiFailure) => {
      const field = error.body?.field ?? '';
      const message = errorMessage(error);
      void queryClient.invalidateQueries({ queryKey: queryKeys.customer.hours });
      void queryClient.invalidateQueries({ queryKey: queryKeys.customer.allDishes });
      void queryClient.invalidateQueries({ queryKey: queryKeys.kitchen.status });
      if (error.status === 409 && field === 'pickupHour') {
        // The slot filled up meanwhile (the message names the next hour with room) or the kitchen paused.
        notify('customer.order.failed', { type: 'error', messageArgs: { message }, autoHideDuration: 10_000 });
        onFailed('hour', message);
      } else if (error.status === 409 && (field === 'lines' || field === 'pendingOrders')) {
        // The per-customer limits (portions in one order, pending orders): the server's message says which.
        notify('customer.order.failed', { type: 'error', messageArgs: { message }, autoHideDuration: 10_000 });
        onFailed('other');
      } else if (error.status === 409) {
        notify('customer.order.failed_stock', { type: 'error', messageArgs: { message }, autoHideDuration: 10_000 });
        onFailed('stock');
      } else if (error.status === 400 && field === 'pickupHour') {
        notify('customer.order.failed_hour', { type: 'error', autoHideDuration: 10_000 });
        onFailed('hour');
      } else if (error.status === 400 && field.startsWith('lines')) {
        notify('customer.order.failed_dish', { type: 'error', messageArgs: { message }, autoHideDuration: 10_000 });
        onFailed('dish');
      } else {
        notify('customer.order.failed', { type: 'error', messageArgs: { message }, autoHideDuration: 10_000 });
        onFailed('other');
      }
    },
  });
}
