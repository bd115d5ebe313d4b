/** The kitchen's shared state (cooks, pause) and the request bodies that change it. */
import { Type, type Static } from 'typebox';
import type { OrderEvent } from './entities';
import { MAX_COOKS, MAX_PAUSE_MINUTES, MIN_COOKS, MIN_PAUSE_MINUTES } from './capacity';

export interface KitchenStatus {
  cooks: number;
  slotMinutes: number;
  /** minutes of preparation one slot can take: cooks × slotMinutes */
  slotCapacity: number;
  /** ISO 8601 while orders are paused, else null (a pause whose end has passed is over) */
  pausedUntil: string | null;
  paused: boolean;
  /** seconds the board offers "Deshacer" after 'listo' before it sends the finish (`UNDO_SECONDS`) */
  undoSeconds?: number;
}

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

/** What the order stream carries: order events, kitchen events and queue notices. */
export type StreamEvent = OrderEvent | KitchenEvent | QueueEvent;

export function isKitchenEvent(value: unknown): value is KitchenEvent {
  const v = value as Partial<KitchenEvent> | null;
  return !!v && typeof v === 'object' && v.type === 'kitchen.changed' && typeof v.id === 'number' && !!v.kitchen;
}

export function isQueueEvent(value: unknown): value is QueueEvent {
  const v = value as Partial<QueueEvent> | null;
  return !!v && typeof v === 'object' && v.type === 'queue.changed' && typeof v.id === 'number';
}

export const KitchenSettingsBody = Type.Object(
  { cooks: Type.Integer({ minimum: MIN_COOKS, maximum: MAX_COOKS }) },
  { additionalProperties: false },
);
export type KitchenSettingsBody = Static<typeof KitchenSettingsBody>;

export const KitchenPauseBody = Type.Object(
  { minutes: Type.Integer({ minimum: MIN_PAUSE_MINUTES, maximum: MAX_PAUSE_MINUTES }) },
  { additionalProperties: false },
);
export type KitchenPauseBody = Static<typeof KitchenPauseBody>;

/** A pause is over once its end has passed: it can never be left on by mistake. */
export function isPaused(pausedUntil: Date | null, now: Date): boolean {
  return pausedUntil !== null && pausedUntil.getTime() > now.getTime();
}
