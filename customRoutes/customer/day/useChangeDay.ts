/**
 * Choosing another pick-up day. With an empty cart it only moves the menu; otherwise that day's dishes are read
 * first (GET dishes?date=), the lines it still offers stay (capped at its remaining portions) and the customer is
 * told which dishes left the cart.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { useComedorDataProvider } from '../../../dataProvider/useComedorDataProvider';
import { queryKeys } from '../../../dataProvider/queryKeys';
import { errorMessage } from '../../../src/ui/errorMessage';
import { useCart } from '../cart/useCart';
import { fitCartToDay } from './fitCartToDay';
import { useDayWords } from './useDayWords';

export function useChangeDay(today: string) {
  const { cart, dispatch } = useCart();
  const dataProvider = useComedorDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const words = useDayWords(today);
  const [changing, setChanging] = useState(false);

  const changeDay = async (date: string) => {
    if (cart.lines.length === 0) {
      dispatch({ type: 'setDay', date, lines: [] });
      return;
    }
    setChanging(true);
    try {
      const menuDate = date === today ? null : date;
      const dishes = await queryClient.fetchQuery({
        queryKey: queryKeys.customer.dishes('all', menuDate),
        queryFn: () => dataProvider.getMenuDishes(undefined, menuDate),
        staleTime: 0,
      });
      const fitted = fitCartToDay(cart.lines, dishes);
      dispatch({ type: 'setDay', date, lines: fitted.lines });
      const day = words.inSentence(date);
      if (fitted.removed.length) {
        notify('customer.week.removed', {
          type: 'warning',
          autoHideDuration: 10_000,
          messageArgs: { smart_count: fitted.removed.length, names: fitted.removed.join(', '), day },
        });
      }
      if (fitted.reduced.length) {
        notify('customer.week.reduced', {
          type: 'warning',
          autoHideDuration: 10_000,
          messageArgs: { smart_count: fitted.reduced.length, names: fitted.reduced.join(', '), day },
        });
      }
    } catch (error) {
      notify('customer.week.day_error', { type: 'error', messageArgs: { message: errorMessage(error) } });
    } finally {
      setChanging(false);
    }
  };
  return { changeDay, changing };
}
