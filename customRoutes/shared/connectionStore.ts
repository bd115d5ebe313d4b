/**
 * The live stream's connection state held outside React's state, for a screen that shows it in one small place:
 * the kitchen board's chip. Kept in the board's own state, the stream opening ("Conectando…" → "En directo") and
 * every reconnection redrew the whole board (header, station selector, grid) in one synchronous update on a
 * tablet's main thread; with a store, only the chip that reads it redraws.
 */
import { useSyncExternalStore } from 'react';
import type { ConnectionState } from '../../dataProvider/events/orderStream';

export class ConnectionStore {
  private state: ConnectionState = 'connecting';
  private readonly listeners = new Set<() => void>();

  readonly get = (): ConnectionState => this.state;

  readonly set = (state: ConnectionState): void => {
    if (state === this.state) return;
    this.state = state;
    for (const listener of this.listeners) listener();
  };

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

/** the store's state, redrawing only the component that calls it */
export function useConnectionState(store: ConnectionStore): ConnectionState {
  return useSyncExternalStore(store.subscribe, store.get);
}
