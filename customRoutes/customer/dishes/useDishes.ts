/** Dishes of one category for the customer (the API only returns active ones), featured ones first. */
import { useQuery } from '@tanstack/react-query';
import type { CategoryId } from '../../../model/categories';
import { customerKeys, fetchDishes } from '../customerApi';
import { featuredFirst } from './dishRules';

export function useDishes(category: CategoryId, enabled = true) {
  return useQuery({
    queryKey: customerKeys.dishes(category),
    queryFn: async () => featuredFirst(await fetchDishes(category)),
    enabled,
    staleTime: 30_000,
  });
}
