/**
 * A station's "Hecho": held on this board for `undoSeconds` with "Deshacer", exactly as 'listo' is
 * (useUndoableFinish.ts), then sent (`PUT orders/{id}/stations/{stationId}/done`). The last station's tap
 * finishes the order on the server, so holding it keeps an undone tap from ever reaching the customer. Without
 * network the tap waits in the offline queue (offlineQueue.ts) once its grace period is over.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { queryKeys } from '../../dataProvider/queryKeys';
import { useComedorDataProvider } from '../../dataProvider/useComedorDataProvider';
import type { Order } from '../../model/entities';
import type { Station } from '../../model/entities';
import { sendOrQueue } from './offlineQueue';

const { boardOrders: BOARD_ORDERS_KEY, pendingOrders: PENDING_ORDERS_KEY } = queryKeys.kitchen;

interface Vars {
  order: Order;
  station: Station;
}

export function useStationDone(undoSeconds: number) {
  const dataProvider = useComedorDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  const [held, setHeld] = useState<ReadonlyMap<number, number>>(new Map());
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const send = useMutation({
    networkMode: 'always',
    mutationFn: ({ order, station }: Vars) =>
      sendOrQueue(
        { kind: 'station', orderId: order.id, number: order.number, stationId: station.id, stationName: station.name },
        () => dataProvider.finishStation(order.id, station.id),
      ),
    onSuccess: (updated, { order, station }) => {
      if (!updated) {
        notify('kitchen.offline.queued', {
          type: 'info',
          messageArgs: { n: order.number, action: translate('kitchen.offline.kind.station', { station: station.name }) },
        });
        return;
      }
      queryClient.setQueryData<Order[]>(PENDING_ORDERS_KEY, (old) =>
        (old ?? []).flatMap((o) => (o.id !== order.id ? [o] : updated.status === 'pending' ? [updated] : [])),
      );
      void queryClient.invalidateQueries({ queryKey: BOARD_ORDERS_KEY });
      notify('kitchen.stations.done_notice', { type: 'success', messageArgs: { station: station.name, n: order.number } });
    },
    onError: (error: Error & { status?: number }) => {
      if (error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: BOARD_ORDERS_KEY });
        notify(error.message, { type: 'info' });
        return;
      }
      notify(error.message, { type: 'error' });
    },
  });

  const release = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setHeld((prev) => {
      const next = new Map(prev);
      next.delete(id);
      return next;
    });
  }, []);

  const { mutate } = send;
  const start = useCallback(
    (order: Order, station: Station) => {
      if (undoSeconds <= 0) return mutate({ order, station });
      setHeld((prev) => new Map(prev).set(order.id, Date.now() + undoSeconds * 1000));
      timers.current.set(
        order.id,
        setTimeout(() => {
          release(order.id);
          mutate({ order, station });
        }, undoSeconds * 1000),
      );
    },
    [undoSeconds, mutate, release],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((t) => clearTimeout(t));
  }, []);

  return { start, undo: release, held, send };
}
