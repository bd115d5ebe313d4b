import { useDataProvider } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import type { ComedorDataProvider } from '../../dataProvider';
import { queryKeys } from '../../dataProvider/queryKeys';

/** Live dashboard figures (GET stats/dashboard), refreshed every 30 s. */
export function useDashboard() {
  const dataProvider = useDataProvider<ComedorDataProvider>();
  return useQuery({ queryKey: queryKeys.admin.dashboard, queryFn: () => dataProvider.getDashboard(), refetchInterval: 30_000 });
}
