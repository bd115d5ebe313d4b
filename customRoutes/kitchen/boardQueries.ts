/**
 * The board's queries in one place: the hooks that keep each one live use them, and `loadBoard` puts them all in
 * the cache for a reloaded board's first drawing (customRoutes/shared/useFirstVisitData.ts). Their URLs are the
 * ones the page's first script asks for early (dataProvider/http/earlyRequests.ts, CHEF_BOARD), so on a reload
 * each crosses the network once, while the code downloads.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ComedorDataProvider } from '../../dataProvider';
import { queryKeys } from '../../dataProvider/queryKeys';
import { comingDaysRange } from '../../model/figures';
import { DEFAULT_PREORDER_DAYS } from '../../model/open-days';
import { localClock } from '../../model/slots';
import { settingsQuery } from '../../src/ui/useFormat';
import { kitchenStatusQuery } from '../shared/kitchenStatus';

/** Prefix of the coming days' query key: any order event of a coming day invalidates it. */
export const COMING_DAYS_KEY = ['kitchen', 'coming-days'] as const;

/** the recent finished orders the board lists */
export const RECENT_SIZE = 10;

/** a list just read (by the first drawing) is not read again when its screen mounts; the live stream keeps it */
const JUST_READ_MS = 10_000;

/** Today's pending orders (GET orders?status=pending&date=). The key holds no date: the board re-reads it past midnight. */
export function pendingOrdersQuery(dataProvider: ComedorDataProvider, today: string) {
  return queryOptions({
    queryKey: queryKeys.kitchen.pendingOrders,
    queryFn: ({ signal }) => dataProvider.getPendingOrders({ signal, date: today }),
    retry: 1,
    staleTime: JUST_READ_MS,
  });
}

export function recentOrdersQuery(dataProvider: ComedorDataProvider, today: string) {
  return queryOptions({
    queryKey: queryKeys.kitchen.recentOrders(today),
    queryFn: ({ signal }) => dataProvider.getRecentOrders(today, RECENT_SIZE, { signal }),
    retry: 1,
    staleTime: JUST_READ_MS,
  });
}

export function stationsQuery(dataProvider: ComedorDataProvider) {
  return queryOptions({ queryKey: queryKeys.kitchen.stations, queryFn: () => dataProvider.getStations(), staleTime: 60_000 });
}

/** The orders booked from tomorrow to the booking horizon; null when the restaurant takes no bookings ahead. */
export function comingDaysQuery(dataProvider: ComedorDataProvider, today: string, preorderDays: number | undefined) {
  const range = comingDaysRange(today, preorderDays ?? DEFAULT_PREORDER_DAYS);
  return {
    range,
    options: queryOptions({
      queryKey: [...COMING_DAYS_KEY, range?.from, range?.to],
      queryFn: () => dataProvider.getOrdersByDay(range!.from, range!.to),
      enabled: range !== null,
      refetchInterval: 5 * 60_000,
      staleTime: JUST_READ_MS,
    }),
  };
}

/** Everything the board draws, in the cache: the settings first (the restaurant's today), then the rest at once. */
export async function loadBoard(queryClient: QueryClient, dataProvider: ComedorDataProvider): Promise<void> {
  const settings: { timeZone: string; preorderDays?: number } = await queryClient.ensureQueryData(settingsQuery(dataProvider));
  const today = localClock(new Date(), settings.timeZone).date;
  const coming = comingDaysQuery(dataProvider, today, settings.preorderDays);
  await Promise.allSettled([
    queryClient.ensureQueryData(pendingOrdersQuery(dataProvider, today)),
    queryClient.ensureQueryData(recentOrdersQuery(dataProvider, today)),
    queryClient.ensureQueryData(stationsQuery(dataProvider)),
    queryClient.ensureQueryData(kitchenStatusQuery(dataProvider)),
    ...(coming.range ? [queryClient.ensureQueryData(coming.options)] : []),
  ]);
}
