/**
 * Checkout (after the summary's 'Confirmar pedido'): POST orders with the chosen day, hour and the cart's lines;
 * for an order being changed ("Cambiar"), PUT orders/{id} with its new lines and hour. On success the cart empties and the
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
import { updateMyOrders } from '../orders/myOrdersQuery';

/** waits before each automatic retry of a checkout whose answer was lost */
const RETRY_DELAYS_MS = [500, 1000, 2000, 4000];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface ApiFailure {
  status?: number;
  message?: string;
  body?: { field?: string; message?: string; code?: string } | null;
}

/** Refusals about the day itself (closed, past its cut-off, not on its menu): the calendar is re-read. */
const DAY_REFUSALS = new Set(['day_closed', 'orders_closed', 'order_frozen', 'dish_not_on_menu', 'date_past', 'date_too_far']);

export type OrderFailure = 'stock' | 'hour' | 'dish' | 'other';

export interface PlaceOrderInput {
  pickupHour: string;
  /** "YYYY-MM-DD" */
  pickupDate: string;
  /** the summary showed allergen warnings and the customer confirmed anyway */
  allergensConfirmed: boolean;
}

export function usePlaceOrder(
  onPlaced: (order: Order, changed: boolean) => void,
  onFailed: (kind: OrderFailure, message?: string) => void,
) {
  const { cart, dispatch } = useCart();
  const notify = useNotify();
  const dataProvider = useComedorDataProvider();
  const queryClient = useQueryClient();
  // the answer was lost and the same request is being sent again
  const [retrying, setRetrying] = useState(false);

  const mutation = useMutation({
    mutationFn: async ({ pickupHour, pickupDate, allergensConfirmed }: PlaceOrderInput) => {
      const change = {
        pickupHour,
        // only said when the summary warned about allergens: the kitchen's ticket shows the customer confirmed them
        ...(allergensConfirmed ? { allergensConfirmed: true } : {}),
        lines: cart.lines.map((l) => ({ dishId: l.dishId, quantity: l.quantity })),
      };
      // a change keeps its order's day; a new order says its day
      if (cart.editing) return dataProvider.changeOrder(cart.editing.orderId, change);
      const body = { ...change, pickupDate };
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
      const changed = !!cart.editing;
      dispatch({ type: 'clear' });
      updateMyOrders(queryClient, (orders) => [order, ...orders.filter((o) => o.id !== order.id)]);
      void queryClient.invalidateQueries({ queryKey: queryKeys.customer.orders });
      void queryClient.invalidateQueries({ queryKey: queryKeys.customer.allDishes });
      void queryClient.invalidateQueries({ queryKey: queryKeys.me });
      void queryClient.invalidateQueries({ queryKey: queryKeys.allUserRewards });
      void queryClient.invalidateQueries({ queryKey: queryKeys.customer.calendar });
      onPlaced(order, changed);
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
      } else if (DAY_REFUSALS.has(error.body?.code ?? '')) {
        // the day closed, passed its cut-off or does not offer a dish: the server's words say which
        void queryClient.invalidateQueries({ queryKey: queryKeys.customer.calendar });
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
