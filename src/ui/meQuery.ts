/** GET users/me as one query (the customer's home and profile, OwnProfile, the admin's rewards view). */
import { queryOptions } from '@tanstack/react-query';
import type { ComedorDataProvider } from '../../dataProvider';
import { queryKeys } from '../../dataProvider/queryKeys';

export function meQuery(dataProvider: ComedorDataProvider) {
  // fresh for a while: a screen drawn right after another asked does not ask again (changes invalidate it)
  return queryOptions({ queryKey: queryKeys.me, queryFn: () => dataProvider.getMe(), staleTime: 30_000 });
}
