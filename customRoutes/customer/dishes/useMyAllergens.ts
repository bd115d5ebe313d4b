/** The allergens the logged-in customer marked, shared by every screen through the react-query cache. */
import { useMemo } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ComedorDataProvider } from '../../../dataProvider';
import { useComedorDataProvider } from '../../../dataProvider/useComedorDataProvider';
import { queryKeys } from '../../../dataProvider/queryKeys';
import { useCustomerId } from '../useCustomerId';

/** The query (the profile's allergen switches; the frame's MyAllergenIdsProvider for the cards). */
export function myAllergensQuery(dataProvider: ComedorDataProvider, userId: number) {
  return queryOptions({
    queryKey: queryKeys.userAllergens(userId),
    queryFn: () => dataProvider.getUserAllergens(userId),
    enabled: userId > 0,
    staleTime: 60_000,
  });
}

export function useMyAllergens() {
  const dataProvider = useComedorDataProvider();
  const userId = useCustomerId();
  const query = useQuery(myAllergensQuery(dataProvider, userId));
  const allergicIds = useMemo(
    () => new Set((query.data ?? []).filter((ua) => ua.isAllergic).map((ua) => ua.allergens.id)),
    [query.data],
  );
  return { ...query, allergicIds };
}
