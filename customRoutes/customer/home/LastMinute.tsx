/**
 * "Última hora" on the customer home (issue 27 point 4): once today's cut-off has passed, the portions the kitchen
 * cooked beyond the bookings (GET dishes/last-minute), first on the home while today is the chosen day. Nothing
 * when none is left (a few hundred bytes in the customer area's chunk). Kept under the menu's key, so an order
 * (any dish list refresh) re-reads it.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ComedorDataProvider } from '../../../dataProvider';
import { queryKeys } from '../../../dataProvider/queryKeys';
import { useComedorDataProvider } from '../../../dataProvider/useComedorDataProvider';
import { useChosenDay } from '../day/useChosenDay';
import { LastMinuteCarousel } from './LastMinuteCarousel';

export const lastMinuteKey = [...queryKeys.customer.allDishes, 'last-minute'] as const;

export function lastMinuteQuery(dataProvider: ComedorDataProvider) {
  return queryOptions({
    queryKey: lastMinuteKey,
    queryFn: () => dataProvider.getLastMinuteDishes(),
    refetchInterval: 60_000,
    staleTime: 30_000,
  });
}

/** What "Última hora" shows: today's portions left, when today is the chosen day and any is left; else null. */
export function useLastMinute() {
  const dataProvider = useComedorDataProvider();
  const { menuDate } = useChosenDay();
  const today = menuDate === null;
  const offered = useQuery({ ...lastMinuteQuery(dataProvider), enabled: today });
  return today && offered.data?.length ? offered.data : null;
}

export function LastMinute() {
  const offered = useLastMinute();
  return offered ? <LastMinuteCarousel offered={offered} /> : null;
}
