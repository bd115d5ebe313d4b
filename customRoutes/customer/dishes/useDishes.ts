/** Dishes of one category for the customer (the API only returns active ones), featured ones first. */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ComedorDataProvider } from '../../../dataProvider';
import { queryKeys } from '../../../dataProvider/queryKeys';
import type { CategoryId } from '../../../model/categories';
import { featuredFirst } from './dishRules';

export function useDishes(category: CategoryId, enabled = true) {
  const dataProvider = useDataProvider<ComedorDataProvider>();
  return useQuery({
    queryKey: queryKeys.customer.dishes(category),
    queryFn: async () => featuredFirst(await dataProvider.getMenuDishes(category)),
    enabled,
    staleTime: 30_000,
  });
}
