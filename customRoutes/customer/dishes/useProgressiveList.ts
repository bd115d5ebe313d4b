/**
 * A long list drawn in two steps the first time it appears: the first `first` items at once (what a phone shows
 * before scrolling), then the whole list in a background render that React splits into small slices, so a
 * phone's main thread is never blocked for long while a screen full of cards is drawn. A list already on the
 * screen that changes (a refetch) stays as it is until the new one is drawn, as useDeferredValue does.
 */
import { useDeferredValue } from 'react';

export function useProgressiveList<T>(items: readonly T[] | undefined, first: number): readonly T[] | undefined {
  const settled = useDeferredValue(items);
  if (!items || items === settled) return items;
  return settled ?? items.slice(0, first);
}
