/**
 * The board's data: today's pending orders from `GET orders?status=pending&date=<today>` (the restaurant's today;
 * bookings for coming days are not on the board), kept current by the live stream (a new or recalled order of
 * today is added, a finished one removed, on every open board), plus the ids of orders that just arrived. An event
 * of a coming day only re-reads the "Próximos días" count beside the board. Every order or kitchen event moves the
 * queue, so the list is then re-read for fresh ready times; a new day re-reads it too.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Order, OrderEvent } from '../../model/entities';
import type { KitchenEvent, QueueEvent } from '../../model/stream-events';
import { useComedorDataProvider } from '../../dataProvider/useComedorDataProvider';
import { queryKeys } from '../../dataProvider/queryKeys';
import { ConnectionStore } from '../shared/connectionStore';
import { useOrderEvents } from '../shared/useOrderEvents';
import { COMING_DAYS_KEY, pendingOrdersQuery } from './boardQueries';

const { boardOrders: BOARD_ORDERS_KEY, pendingOrders: PENDING_ORDERS_KEY, status: KITCHEN_STATUS_KEY } = queryKeys.kitchen;
/** how long a new ticket stays highlighted */
const HIGHLIGHT_MS = 10_000;

/**
 * The board after an event: a finished or cancelled order leaves it, a new, recalled or changed one of `today` is
 * (re)placed; an order of another day is never on it.
 */
export function applyOrderEvent(orders: Order[], event: OrderEvent, today?: string): Order[] {
  const rest = orders.filter((o) => o.id !== event.order.id);
  const leaves = event.type === 'order.finished' || event.type === 'order.cancelled';
  const ofToday = today === undefined || event.order.pickupDate === today;
  return !leaves && ofToday && event.order.status === 'pending' ? [...rest, event.order] : rest;
}

export function usePendingOrders(onNewOrder: (order: Order) => void, onRecalled: (order: Order) => void, today: string) {
  const dataProvider = useComedorDataProvider();
  const queryClient = useQueryClient();
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const todayRef = useRef(today);
  const query = useQuery(pendingOrdersQuery(dataProvider, today));

  // Past midnight the board holds the new day's orders: read them (they were booked on other days).
  useEffect(() => {
    if (todayRef.current === today) return;
    todayRef.current = today;
    void queryClient.invalidateQueries({ queryKey: PENDING_ORDERS_KEY });
  }, [today, queryClient]);

  const markFresh = useCallback((id: number) => {
    setFresh((prev) => new Set(prev).add(id));
    clearTimeout(timers.current.get(id));
    timers.current.set(
      id,
      setTimeout(() => {
        timers.current.delete(id);
        setFresh((prev) => {
          const next = new Set(prev);
          next.delete(id);
          return next;
        });
      }, HIGHLIGHT_MS),
    );
  }, []);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((t) => clearTimeout(t));
  }, []);

  const onEvent = useCallback(
    (event: OrderEvent) => {
      const known = queryClient.getQueryData<Order[]>(PENDING_ORDERS_KEY)?.some((o) => o.id === event.order.id) ?? false;
      queryClient.setQueryData<Order[]>(PENDING_ORDERS_KEY, (old) => applyOrderEvent(old ?? [], event, todayRef.current));
      if (event.order.pickupDate !== todayRef.current) {
        // A booking of a coming day: no beep, no ticket; only the count beside the board moves.
        void queryClient.invalidateQueries({ queryKey: COMING_DAYS_KEY });
        return;
      }
      if (event.type === 'order.created' && !known) {
        markFresh(event.order.id);
        onNewOrder(event.order);
      }
      if (event.type === 'order.reopened' && !known) onRecalled(event.order);
      void queryClient.invalidateQueries({ queryKey: BOARD_ORDERS_KEY });
    },
    [queryClient, markFresh, onNewOrder, onRecalled],
  );

  // Events from before the first connection are not replayed: reload the list once the stream is open.
  const onOpen = useCallback(
    (resumed: boolean) => {
      if (!resumed) {
        void queryClient.invalidateQueries({ queryKey: PENDING_ORDERS_KEY });
        void queryClient.invalidateQueries({ queryKey: COMING_DAYS_KEY });
      }
      void queryClient.invalidateQueries({ queryKey: KITCHEN_STATUS_KEY });
    },
    [queryClient],
  );

  const onKitchen = useCallback(
    (event: KitchenEvent | QueueEvent) => {
      if (event.type !== 'kitchen.changed') return;
      queryClient.setQueryData(KITCHEN_STATUS_KEY, event.kitchen);
      void queryClient.invalidateQueries({ queryKey: PENDING_ORDERS_KEY });
    },
    [queryClient],
  );

  // the connection's state goes to a store only the board's chip reads (connectionStore.ts)
  const [connection] = useState(() => new ConnectionStore());
  useOrderEvents(onEvent, { onOpen, onKitchen, store: connection });
  return { query, fresh, connection };
}
