/**
 * `useFormat()`: the formatter (src/ui/format.ts) in the UI's current language and on the restaurant's
 * clock. The time zone comes from the public `GET settings`, read once per app load.
 */
import { useMemo } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ComedorDataProvider } from '../../dataProvider';
import { useLocaleState } from 'react-admin';
import { queryKeys } from '../../dataProvider/queryKeys';
import { useComedorDataProvider } from '../../dataProvider/useComedorDataProvider';
import { formatterFor, type Formatter } from './format';

/** The query of the public settings (an app's frame may start it early). */
export function settingsQuery(dataProvider: ComedorDataProvider) {
  return queryOptions({
    queryKey: queryKeys.settings,
    queryFn: () => dataProvider.getSettings(),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: 2,
  });
}

/** The restaurant's IANA time zone, or undefined (the browser's zone) until the settings have arrived. */
export function useRestaurantTimeZone(): string | undefined {
  const dataProvider = useComedorDataProvider();
  const { data } = useQuery(settingsQuery(dataProvider));
  return data?.timeZone;
}

export function useFormat(): Formatter {
  const [locale] = useLocaleState();
  const timeZone = useRestaurantTimeZone();
  return useMemo(() => formatterFor({ locale, timeZone }), [locale, timeZone]);
}
