/**
 * A long list drawn in two steps: when new items arrive, the first `first` of them at once (what a phone shows
 * before scrolling), then the whole list in a background render that React splits into small slices, so a
 * phone's main thread is never blocked for long while a screen full of cards is drawn.
 */
import { useDeferredValue } from 'react';

export function useProgressiveList<T>(items: readonly T[] | undefined, first: number): readonly T[] | undefined {
  const settled = useDeferredValue(items);
  return items !== settled && items ? items.slice(0, first) : items;
}
