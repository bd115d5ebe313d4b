/**
 * Live order events for any screen: opens the stream of `GET events/orders` (see orderStream.ts for the
 * transport), calls `onEvent` for every OrderEvent and returns the connection state so the screen can say
 * "Conexión perdida — reconectando…". The kitchen and admins receive every order; a customer only their own.
 *
 * `onOpen(resumed)` fires on every (re)connection: on the first one (`resumed === false`) a screen should
 * refetch its list, since events from before the stream opened are not replayed.
 */
import { useEffect, useRef, useState } from 'react';
import type { OrderEvent } from '../../model/entities';
import { endSession, getToken } from '../../authProvider/session';
import { buildUrl } from '../../dataProvider/httpClient';
import { OrderStream, type ConnectionState } from './orderStream';

export type { ConnectionState } from './orderStream';

export interface UseOrderEventsOptions {
  enabled?: boolean;
  onOpen?: (resumed: boolean) => void;
}

export function useOrderEvents(
  onEvent: (event: OrderEvent) => void,
  { enabled = true, onOpen }: UseOrderEventsOptions = {},
): { state: ConnectionState } {
  const [state, setState] = useState<ConnectionState>('connecting');
  const onEventRef = useRef(onEvent);
  const onOpenRef = useRef(onOpen);
  useEffect(() => {
    onEventRef.current = onEvent;
    onOpenRef.current = onOpen;
  });

  useEffect(() => {
    if (!enabled) return undefined;
    const stream = new OrderStream({
      url: buildUrl('events/orders'),
      getToken,
      onEvent: (event) => onEventRef.current(event),
      onOpen: (resumed) => onOpenRef.current?.(resumed),
      onStateChange: setState,
      // Same rule as every other call (dataProvider/httpClient.ts): a refused current session ends.
      onSessionRefused: (token) => {
        if (getToken() === token) endSession();
      },
    });
    void stream.start();
    return () => stream.close();
  }, [enabled]);

  return { state: enabled ? state : 'closed' };
}
