/**
 * What the order stream carries besides order events: the kitchen's changes and queue notices, with the guards
 * the client reads them with. No schema library here: the apps import this file (the request bodies that change
 * the kitchen are in model/kitchen.ts, for the server).
 */
import type { OrderEvent } from './entities';
import type { KitchenStatus } from './kitchen';

/** Pushed on the order stream to every open board and customer app when the pause or the cooks change. */
export interface KitchenEvent {
  id: number;
  type: 'kitchen.changed';
  kitchen: KitchenStatus;
}

/**
 * Sent to every other customer's stream when an order is placed or finished: their own orders' ready times
 * may have moved, so their app re-reads them. It carries nothing about the order.
 */
export interface QueueEvent {
  id: number;
  type: 'queue.changed';
}

/**
 * Sent instead of a replay when a reconnecting client missed more events than the server replays: it reloads
 * its lists as on a first connection, then goes on from this id.
 */
export interface ReloadEvent {
  id: number;
  type: 'stream.reload';
}

/** What the order stream carries: order events, kitchen events, queue notices and reload notices. */
export type StreamEvent = OrderEvent | KitchenEvent | QueueEvent | ReloadEvent;

export function isKitchenEvent(value: unknown): value is KitchenEvent {
  const v = value as Partial<KitchenEvent> | null;
  return !!v && typeof v === 'object' && v.type === 'kitchen.changed' && typeof v.id === 'number' && !!v.kitchen;
}

export function isQueueEvent(value: unknown): value is QueueEvent {
  const v = value as Partial<QueueEvent> | null;
  return !!v && typeof v === 'object' && v.type === 'queue.changed' && typeof v.id === 'number';
}

export function isReloadEvent(value: unknown): value is ReloadEvent {
  const v = value as Partial<ReloadEvent> | null;
  return !!v && typeof v === 'object' && v.type === 'stream.reload' && typeof v.id === 'number';
}
