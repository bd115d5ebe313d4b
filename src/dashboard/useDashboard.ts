import { useDataProvider } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import type { ComedorDataProvider } from '../../dataProvider';

/** Live dashboard figures (GET stats/dashboard), refreshed every 30 s. */
export function useDashboard() {
  const dataProvider = useDataProvider<ComedorDataProvider>();
  return useQuery({ queryKey: ['stats', 'dashboard'], queryFn: () => dataProvider.getDashboard(), refetchInterval: 30_000 });
}
