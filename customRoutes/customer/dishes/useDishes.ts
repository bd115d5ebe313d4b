/** Dishes of one category for the customer (the API only returns active ones), featured ones first. */
import { useQuery } from '@tanstack/react-query';
import { useComedorDataProvider } from '../../../dataProvider/useComedorDataProvider';
import { queryKeys } from '../../../dataProvider/queryKeys';
import type { CategoryId } from '../../../model/categories';
import { featuredFirst } from './dishRules';

export function useDishes(category: CategoryId, enabled = true) {
  const dataProvider = useComedorDataProvider();
  return useQuery({
    queryKey: queryKeys.customer.dishes(category),
    queryFn: async () => featuredFirst(await dataProvider.getMenuDishes(category)),
    enabled,
    staleTime: 30_000,
  });
}
