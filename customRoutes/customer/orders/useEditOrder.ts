/**
 * "Cambiar": loads one of the customer's orders into the cart to be changed. Each line keeps its quantity, with
 * that day's remaining portions plus the order's own as its most (they come back when the order changes); the
 * day's dishes are read first (GET dishes?date=) for the current prices and preparation times.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useNotify } from 'react-admin';
import type { Dish, Order } from '../../../model/entities';
import { PATHS } from '../../../model/paths';
import { useComedorDataProvider } from '../../../dataProvider/useComedorDataProvider';
import { queryKeys } from '../../../dataProvider/queryKeys';
import { errorMessage } from '../../../src/ui/errorMessage';
import { limitFor, type CartLine } from '../cart/cartReducer';
import { useCart } from '../cart/useCart';

/** The order's lines as cart lines, against its day's dishes. */
export function orderAsCartLines(order: Pick<Order, 'lines'>, dayDishes: readonly Dish[]): CartLine[] {
  const dishes = new Map(dayDishes.map((d) => [d.id, d]));
  return order.lines.map((l) => {
    const dish = dishes.get(l.dishId);
    return {
      dishId: l.dishId,
      name: l.name,
      price: dish?.cost ?? l.price,
      quantity: l.quantity,
      maxQuantity: Math.max(l.quantity, limitFor((dish?.stock ?? 0) + l.quantity)),
      prepMinutes: dish?.prepMinutes,
    };
  });
}

export function useEditOrder(today: string) {
  const { dispatch } = useCart();
  const dataProvider = useComedorDataProvider();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const notify = useNotify();
  const [loading, setLoading] = useState(false);

  const edit = async (order: Order) => {
    setLoading(true);
    try {
      const menuDate = order.pickupDate === today ? null : order.pickupDate;
      const dishes = await queryClient.fetchQuery({
        queryKey: queryKeys.customer.dishes('all', menuDate),
        queryFn: () => dataProvider.getMenuDishes(undefined, menuDate),
        staleTime: 0,
      });
      dispatch({
        type: 'edit',
        order: {
          orderId: order.id,
          number: order.number,
          pickupDate: order.pickupDate,
          pickupHour: order.pickupHour,
          reserved: Object.fromEntries(order.lines.map((l) => [String(l.dishId), l.quantity])),
        },
        lines: orderAsCartLines(order, dishes),
      });
      void navigate(PATHS.cart);
    } catch (error) {
      notify('customer.week.change_failed', { type: 'error', messageArgs: { message: errorMessage(error) } });
    } finally {
      setLoading(false);
    }
  };
  return { edit, loading };
}
