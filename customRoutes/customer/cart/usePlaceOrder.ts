/**
 * Checkout (after the summary's 'Confirmar pedido'): POST orders with the chosen hour and the cart's lines. On success the cart empties and the
 * lists refresh; on failure the cart is kept and a Spanish message says what went wrong (the server's
 * message names the dish or the field).
 *
 * Each attempt carries an `Idempotency-Key` kept with the cart (cartReducer's `checkout`): when the connection
 * fails the request is sent again with the same key a few times, with backoff, while the summary says
 * "Comprobando tu pedido…"; the server answers a retry of an order it already placed with that same order. The
 * key is dropped when the server answers (the cart empties on a confirmed order) or the cart changes.
 */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { useComedorDataProvider } from '../../../dataProvider/useComedorDataProvider';
import { queryKeys } from '../../../dataProvider/queryKeys';
import { errorMessage } from '../../../src/ui/errorMessage';
import type { Order } from '../../../model/entities';
import { newIdempotencyKey, outcomeUnknown } from '../../../dataProvider/idempotencyKey';
import { useCart } from './useCart';

/** waits before each automatic retry of a checkout whose answer was lost */
const RETRY_DELAYS_MS = [500, 1000, 2000, 4000];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
  // the answer was lost and the same request is being sent again
  const [retrying, setRetrying] = useState(false);

  const mutation = useMutation({
    mutationFn: async ({ pickupHour, allergensConfirmed }: PlaceOrderInput) => {
      const body = {
        pickupHour,
        // only said when the summary warned about allergens: the kitchen's ticket shows the customer confirmed them
        ...(allergensConfirmed ? { allergensConfirmed: true } : {}),
        lines: cart.lines.map((l) => ({ dishId: l.dishId, quantity: l.quantity })),
      };
      const request = JSON.stringify(body);
      // the same request as an attempt whose answer never came: the same key, so it cannot become a second order
      const key = cart.checkout?.request === request ? cart.checkout.key : newIdempotencyKey();
      if (cart.checkout?.key !== key) dispatch({ type: 'checkout', attempt: { key, request } });
      try {
        for (let attempt = 0; ; attempt++) {
          try {
            return await dataProvider.placeOrder(body, key);
          } catch (error) {
            if (!outcomeUnknown(error as ApiFailure) || attempt >= RETRY_DELAYS_MS.length) throw error;
            setRetrying(true);
            await sleep(RETRY_DELAYS_MS[attempt]);
          }
        }
      } finally {
        setRetrying(false);
      }
    },
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
      // The server answered: the next attempt is a new request. Still unknown: 'Confirmar' retries the same one.
      if (!outcomeUnknown(error)) dispatch({ type: 'checkout', attempt: null });
      const field = error.body?.field ?? '';
      const message = errorMessage(error);
      void queryClient.invalidateQueries({ queryKey: queryKeys.customer.hours });
      void queryClient.invalidateQueries({ queryKey: queryKeys.customer.allDishes });
      void queryClient.invalidateQueries({ queryKey: queryKeys.kitchen.status });
      if (outcomeUnknown(error)) {
        // Still no answer after the retries (or the first attempt still running): 'Confirmar' tries the same order again.
        notify('customer.order.failed', { type: 'error', messageArgs: { message }, autoHideDuration: 10_000 });
        onFailed('other');
      } else if (error.status === 409 && field === 'pickupHour') {
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
  return { ...mutation, retrying };
}
