/** GET calendar: the days the customer may order for, shared by the day picker on every screen. */
import { queryOptions } from '@tanstack/react-query';
import type { ComedorDataProvider } from '../../../dataProvider';
import { queryKeys } from '../../../dataProvider/queryKeys';

export function calendarQuery(dataProvider: ComedorDataProvider) {
  return queryOptions({
    queryKey: queryKeys.customer.calendar,
    queryFn: () => dataProvider.getCalendar(),
    // a day stops taking orders at its cut-off (today: at its last slot): re-read now and then
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });
}
