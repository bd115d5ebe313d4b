/** The allergens the logged-in customer marked, shared by every screen through the react-query cache. */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useComedorDataProvider } from '../../../dataProvider/useComedorDataProvider';
import { queryKeys } from '../../../dataProvider/queryKeys';
import { useCustomerId } from '../useCustomerId';

export function useMyAllergens() {
  const dataProvider = useComedorDataProvider();
  const userId = useCustomerId();
  const query = useQuery({
    queryKey: queryKeys.userAllergens(userId),
    queryFn: () => dataProvider.getUserAllergens(userId),
    enabled: userId > 0,
    staleTime: 60_000,
  });
  const allergicIds = useMemo(
    () => new Set((query.data ?? []).filter((ua) => ua.isAllergic).map((ua) => ua.allergens.id)),
    [query.data],
  );
  return { ...query, allergicIds };
}
