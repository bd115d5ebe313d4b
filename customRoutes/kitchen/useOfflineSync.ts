/**
 * Sends the kitchen's offline queue (offlineQueue.ts) when the network is back: one action at a time, in the
 * order they were pressed. An action with no answer stays first in the queue and is tried again (on the browser's
 * 'online', and every few seconds); one the server refuses for a real reason (a 4xx: the calls are idempotent, so
 * "already done" is a 200) is dropped, never retried for ever, and listed for the cook with the server's message
 * until closed (a passing notice could go unseen in a rush).
 * Mounted once, by the board.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { Order } from '../../model/entities';
import type { ComedorDataProvider } from '../../dataProvider';
import { useComedorDataProvider } from '../../dataProvider/useComedorDataProvider';
import { queryKeys } from '../../dataProvider/queryKeys';
import { errorMessage } from '../../src/ui/errorMessage';
import { preloadNotifications } from '../../src/ui/preloadNotifications';
import {
  dropFirst,
  isNetworkError,
  queuedActions,
  setNetworkDown,
  useBrowserOnline,
  useQueuedActions,
  type QueuedAction,
} from './offlineQueue';

const RETRY_MS = 4000;

function send(dataProvider: ComedorDataProvider, action: QueuedAction): Promise<Order> {
  switch (action.kind) {
    case 'finish':
      return dataProvider.finishOrder(action.orderId);
    case 'station':
      return dataProvider.finishStation(action.orderId, action.stationId ?? 0);
    case 'collect':
      return dataProvider.collectOrder(action.orderId);
    case 'reopen':
      return dataProvider.reopenOrder(action.orderId);
  }
}

/** A replay the server refused: `at` names the action, `text` says what and why. */
export interface RefusedAction {
  at: number;
  text: string;
}

export function useOfflineSync(): {
  online: boolean;
  queued: QueuedAction[];
  refused: RefusedAction[];
  dismiss: (at: number) => void;
} {
  const dataProvider = useComedorDataProvider();
  const queryClient = useQueryClient();
  const [refused, setRefused] = useState<RefusedAction[]>([]);
  const dismiss = useCallback((at: number) => setRefused((prev) => prev.filter((r) => r.at !== at)), []);
  const translate = useTranslate();
  const online = useBrowserOnline();
  const queued = useQueuedActions();
  const flushing = useRef(false);

  // Without network a lazy chunk cannot load (the app would reload and lose the 'listo' grace timers).
  useEffect(preloadNotifications, []);

  const waiting = queued.length > 0;
  useEffect(() => {
    if (!online || !waiting) return;
    const flush = async () => {
      if (flushing.current) return;
      flushing.current = true;
      let sent = 0;
      try {
        for (let action = queuedActions()[0]; action; action = queuedActions()[0]) {
          try {
            await send(dataProvider, action);
            setNetworkDown(false);
          } catch (error) {
            const status = (error as { status?: number }).status ?? 0;
            if (status === 0 || status >= 500) {
              setNetworkDown(isNetworkError(error));
              return;
            }
            const text = translate('kitchen.offline.failed', {
              action: translate(`kitchen.offline.kind.${action.kind}`, { station: action.stationName ?? '' }),
              n: action.number,
              message: errorMessage(error, translate),
            });
            setRefused((prev) => [...prev, { at: action.at, text }]);
          }
          dropFirst(action);
          sent += 1;
        }
      } finally {
        flushing.current = false;
        if (sent > 0) {
          void queryClient.invalidateQueries({ queryKey: queryKeys.kitchen.pendingOrders });
          void queryClient.invalidateQueries({ queryKey: queryKeys.kitchen.boardOrders });
        }
      }
    };
    void flush();
    const timer = setInterval(() => void flush(), RETRY_MS);
    return () => clearInterval(timer);
  }, [online, waiting, dataProvider, queryClient, translate]);

  return { online, queued, refused, dismiss };
}
