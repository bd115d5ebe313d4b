/** Pause, resume or change the cooks, then put the kitchen's new status in the shared cache. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { errorMessage } from '../../src/common/errorMessage';
import type { KitchenStatus } from '../../model/kitchen';
import type { ComedorDataProvider } from '../../dataProvider';
import { useComedorDataProvider } from '../../dataProvider/useComedorDataProvider';
import { queryKeys } from '../../dataProvider/queryKeys';

export function useKitchenChange<T = void>(
  change: (dataProvider: ComedorDataProvider, value: T) => Promise<KitchenStatus>,
  onDone?: (status: KitchenStatus) => void,
) {
  const dataProvider = useComedorDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: (value: T) => change(dataProvider, value),
    onSuccess: (status) => {
      queryClient.setQueryData(queryKeys.kitchen.status, status);
      void queryClient.invalidateQueries({ queryKey: queryKeys.kitchen.pendingOrders });
      onDone?.(status);
    },
    onError: (error: Error) => {
      notify('kitchen.pause.failed', { type: 'error', messageArgs: { message: errorMessage(error) } });
    },
  });
}
