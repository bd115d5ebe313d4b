/**
 * The kitchen's offline queue (issue 25 point 2): 'listo', a station's "Hecho", "Entregado" and "Recuperar" pressed
 * while the board has no network are kept in this browser's localStorage, so a reload does not lose them, and sent
 * in the order they were pressed when the network returns (useOfflineSync.ts). Every one of these calls is
 * idempotent on the server, so a replay of something that did reach it changes nothing.
 * Also holds whether the last try to reach the server failed for lack of network.
 */
import { useSyncExternalStore } from 'react';

export type QueuedKind = 'finish' | 'station' | 'collect' | 'reopen';

export interface QueuedAction {
  kind: QueuedKind;
  orderId: number;
  /** the order's number, for the cook's messages */
  number: number;
  stationId?: number;
  stationName?: string;
  /** when it was pressed (ms), unique in the queue: it names the action */
  at: number;
}

const KEY = 'comedor.kitchen.offlineQueue';
const listeners = new Set<() => void>();
let current: QueuedAction[] = read();
let networkDown = false;

function read(): QueuedAction[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as QueuedAction[]) : [];
  } catch {
    return [];
  }
}

function write(next: QueuedAction[]): void {
  current = next;
  if (next.length === 0) localStorage.removeItem(KEY);
  else localStorage.setItem(KEY, JSON.stringify(next));
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key !== KEY) return;
    current = read();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function queuedActions(): QueuedAction[] {
  return current;
}

export function enqueue(action: Omit<QueuedAction, 'at'>): void {
  const last = current.at(-1)?.at ?? 0;
  write([...current, { ...action, at: Math.max(Date.now(), last + 1) }]);
}

/** Drops the first action once it was sent (or refused for a real reason). */
export function dropFirst(sent: QueuedAction): void {
  write(current.filter((a) => a.at !== sent.at));
}

/** Whether a new action must wait in the queue: no network, or older actions not sent yet (the order is kept). */
export function mustQueue(): boolean {
  return !navigator.onLine || networkDown || current.length > 0;
}

export function setNetworkDown(down: boolean): void {
  if (networkDown === down) return;
  networkDown = down;
  listeners.forEach((l) => l());
}

export function isNetworkDown(): boolean {
  return networkDown;
}

/** A failed fetch (no answer at all) is a network failure: httpClient turns it into status 0. */
export function isNetworkError(error: unknown): boolean {
  return (error as { status?: number } | null)?.status === 0;
}

export function useQueuedActions(): QueuedAction[] {
  return useSyncExternalStore(subscribe, queuedActions);
}

export function useNetworkDown(): boolean {
  return useSyncExternalStore(subscribe, isNetworkDown);
}

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** navigator.onLine, live. */
export function useBrowserOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, () => navigator.onLine);
}

/**
 * Sends now when the board is online with nothing waiting; otherwise, or when the call gets no answer at all,
 * keeps the action in the queue and resolves with null (the caller shows it as done, waiting to be sent).
 */
export async function sendOrQueue<T>(action: Omit<QueuedAction, 'at'>, send: () => Promise<T>): Promise<T | null> {
  if (mustQueue()) {
    enqueue(action);
    return null;
  }
  try {
    return await send();
  } catch (error) {
    if (!isNetworkError(error)) throw error;
    setNetworkDown(true);
    enqueue(action);
    return null;
  }
}
