/** Dishes of one category for the customer (the API only returns active ones), featured ones first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ComedorDataProvider } from '../../../dataProvider';
import { useComedorDataProvider } from '../../../dataProvider/useComedorDataProvider';
import { queryKeys } from '../../../dataProvider/queryKeys';
import type { CategoryId } from '../../../model/categories';
import { featuredFirst } from './dishRules';

export function dishesQuery(dataProvider: ComedorDataProvider, category: CategoryId) {
  return queryOptions({
    queryKey: queryKeys.customer.dishes(category),
    queryFn: async () => featuredFirst(await dataProvider.getMenuDishes(category)),
    staleTime: 30_000,
  });
}

export function useDishes(category: CategoryId, enabled = true) {
  return useQuery({ ...dishesQuery(useComedorDataProvider(), category), enabled });
}
