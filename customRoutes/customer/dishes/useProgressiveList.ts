/**
 * A long list drawn in two steps the first time it appears: the first `first` items at once (what a phone shows
 * before scrolling), then the whole list in a background render that React splits into small slices, so a
 * phone's main thread is never blocked for long while a screen full of cards is drawn. That holds whether the list
 * arrives after the screen is drawn or is there from its first drawing (a first visit waits for its data,
 * customRoutes/shared/useFirstVisitData.ts; "Última hora" mounts with its dishes). A list already on the screen
 * that changes (a refetch) stays as it is until the new one is drawn, as useDeferredValue does.
 */
import { useDeferredValue } from 'react';

/** what the deferred list reads on a first drawing that has the list: nothing drawn in full yet */
const NOT_YET: readonly never[] = Object.freeze([]);

export function useProgressiveList<T>(items: readonly T[] | undefined, first: number): readonly T[] | undefined {
  // no list yet on the first drawing: nothing to defer (an initial value of undefined asks for no second render)
  const settled = useDeferredValue<readonly T[] | undefined>(items, items ? NOT_YET : undefined);
  if (!items || items === settled) return items;
  return settled === NOT_YET || !settled ? items.slice(0, first) : settled;
}
