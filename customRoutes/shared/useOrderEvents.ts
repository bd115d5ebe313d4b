/**
 * Live order events for any screen: opens the stream of `GET events/orders` (see
 * dataProvider/events/orderStream.ts for the transport), calls `onEvent` for every OrderEvent and returns the connection state so the screen can say
 * "Conexión perdida — reconectando…". The kitchen and admins receive every order; a customer only their own.
 *
 * `onOpen(resumed)` fires on every (re)connection: on the first one (`resumed === false`) a screen should
 * refetch its list, since events from before the stream opened are not replayed; it fires with `false` again when a
 * reconnect missed more events than the server replays (the server sends `stream.reload` instead of them).
 */
import { useEffect, useRef, useState } from 'react';
import { afterFirstScreen } from '../../src/ui/afterFirstPaint';
import { useLogoutIfAccessDenied } from 'react-admin';
import type { OrderEvent } from '../../model/entities';
import type { KitchenEvent, QueueEvent } from '../../model/stream-events';
import { getToken } from '../../dataProvider/http/session';
import { OrderStream, orderStreamUrl, type ConnectionState, type RefusedSession } from '../../dataProvider/events/orderStream';
import type { ConnectionStore } from './connectionStore';

export type { ConnectionState } from '../../dataProvider/events/orderStream';

export interface UseOrderEventsOptions {
  enabled?: boolean;
  onOpen?: (resumed: boolean) => void;
  /** kitchen pause/resume/cooks and queue notices (see dataProvider/events/orderStream.ts) */
  onKitchen?: (event: KitchenEvent | QueueEvent) => void;
  /**
   * Where the connection state goes instead of this hook's state (connectionStore.ts): the calling screen is then
   * not redrawn when it changes, and the returned `state` is not kept up to date; read the store.
   */
  store?: ConnectionStore;
}

export function useOrderEvents(
  onEvent: (event: OrderEvent) => void,
  { enabled = true, onOpen, onKitchen, store }: UseOrderEventsOptions = {},
): { state: ConnectionState } {
  const [state, setState] = useState<ConnectionState>('connecting');
  const onEventRef = useRef(onEvent);
  const onOpenRef = useRef(onOpen);
  const onKitchenRef = useRef(onKitchen);
  const storeRef = useRef(store);
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const logoutRef = useRef(logoutIfAccessDenied);
  useEffect(() => {
    onEventRef.current = onEvent;
    onOpenRef.current = onOpen;
    onKitchenRef.current = onKitchen;
    storeRef.current = store;
    logoutRef.current = logoutIfAccessDenied;
  });

  useEffect(() => {
    if (!enabled) return undefined;
    const stream = new OrderStream({
      url: orderStreamUrl(),
      getToken,
      onEvent: (event) => onEventRef.current(event),
      onOpen: (resumed) => onOpenRef.current?.(resumed),
      onKitchen: (event) => onKitchenRef.current?.(event),
      onStateChange: (next) => (storeRef.current ? storeRef.current.set(next) : setState(next)),
      // Same path as every data provider call: authProvider.checkError ends the session if it is still this one.
      onSessionRefused: (token) => {
        const refused: RefusedSession = { status: 401, sentToken: token };
        void logoutRef.current(refused);
      },
    });
    // the first screen draws (its photos included) before the stream asks anything; the stream's first opening
    // re-reads the screen's lists, so they miss nothing that happened in between (only its notice is not shown)
    const cancelStart = afterFirstScreen(() => void stream.start());
    return () => {
      cancelStart();
      stream.close();
    };
  }, [enabled]);

  return { state: enabled ? state : 'closed' };
}
