import { useQuery } from '@tanstack/react-query';
import { useComedorDataProvider } from '../../dataProvider/useComedorDataProvider';
import { queryKeys } from '../../dataProvider/queryKeys';

/** Live dashboard figures (GET stats/dashboard), refreshed every 30 s. */
export function useDashboard() {
  const dataProvider = useComedorDataProvider();
  return useQuery({ queryKey: queryKeys.admin.dashboard, queryFn: () => dataProvider.getDashboard(), refetchInterval: 30_000 });
}
