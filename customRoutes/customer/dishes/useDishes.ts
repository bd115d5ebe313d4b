/**
 * Dishes of one category for the customer (the API only returns active ones), featured ones first, on the chosen
 * pick-up day's menu with that day's remaining portions as stock (day/useChosenDay.ts).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ComedorDataProvider } from '../../../dataProvider';
import { useComedorDataProvider } from '../../../dataProvider/useComedorDataProvider';
import { queryKeys } from '../../../dataProvider/queryKeys';
import type { CategoryId } from '../../../model/categories';
import { useChosenDay } from '../day/useChosenDay';
import { featuredFirst } from './dishRules';

/** `date`: null for today's menu */
export function dishesQuery(dataProvider: ComedorDataProvider, category: CategoryId, date: string | null) {
  return queryOptions({
    queryKey: queryKeys.customer.dishes(category, date),
    queryFn: async () => featuredFirst(await dataProvider.getMenuDishes(category, date)),
    staleTime: 30_000,
  });
}

export function useDishes(category: CategoryId, enabled = true) {
  const { menuDate } = useChosenDay();
  return useQuery({ ...dishesQuery(useComedorDataProvider(), category, menuDate), enabled });
}
