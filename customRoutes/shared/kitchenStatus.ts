/**
 * The kitchen's shared status (cooks, pause) for every app: the customer app shows the pause, the board
 * pauses and resumes. Kept live by `kitchen.changed` events (see useKitchenLive) and by the pause's own end.
 */
import { useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ComedorDataProvider } from '../../dataProvider';
import { useComedorDataProvider } from '../../dataProvider/useComedorDataProvider';
import { queryKeys } from '../../dataProvider/queryKeys';

export function kitchenStatusQuery(dataProvider: ComedorDataProvider) {
  return queryOptions({
    queryKey: queryKeys.kitchen.status,
    queryFn: () => dataProvider.getKitchenStatus(),
    staleTime: 30_000,
  });
}

/** The status, re-read by itself the moment a pause ends (a pause is never left on). */
export function useKitchenStatus() {
  const dataProvider = useComedorDataProvider();
  const queryClient = useQueryClient();
  const query = useQuery(kitchenStatusQuery(dataProvider));
  const until = query.data?.pausedUntil ?? null;
  useEffect(() => {
    if (!until) return undefined;
    const wait = Math.max(0, new Date(until).getTime() - Date.now()) + 500;
    const timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: queryKeys.kitchen.status }), wait);
    return () => clearTimeout(timer);
  }, [until, queryClient]);
  return query;
}
