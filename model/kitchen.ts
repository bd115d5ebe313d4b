/** The kitchen's shared state (cooks, pause) and the request bodies that change it (the stream's events: stream-events.ts). */
import { Type, type Static } from 'typebox';
import { KitchenStatusResponse } from './responses';
import { MAX_COOKS, MAX_PAUSE_MINUTES, MIN_COOKS, MIN_PAUSE_MINUTES } from './capacity';

export type KitchenStatus = Static<typeof KitchenStatusResponse>;

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
