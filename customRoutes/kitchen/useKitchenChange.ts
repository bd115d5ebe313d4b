/** Pause, resume or change the cooks, then put the kitchen's new status in the shared cache. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLogoutIfAccessDenied, useNotify } from 'react-admin';
import { errorMessage } from '../../src/common/errorMessage';
import type { KitchenStatus } from '../../model/kitchen';
import { KITCHEN_STATUS_KEY } from '../shared/kitchenApi';
import { PENDING_ORDERS_KEY } from './usePendingOrders';

export function useKitchenChange<T>(change: (value: T) => Promise<KitchenStatus>, onDone?: (status: KitchenStatus) => void) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  return useMutation({
    mutationFn: change,
    onSuccess: (status) => {
      queryClient.setQueryData(KITCHEN_STATUS_KEY, status);
      void queryClient.invalidateQueries({ queryKey: PENDING_ORDERS_KEY });
      onDone?.(status);
    },
    onError: async (error: Error) => {
      if (await logoutIfAccessDenied(error)) return;
      notify('kitchen.pause.failed', { type: 'error', messageArgs: { message: errorMessage(error) } });
    },
  });
}
