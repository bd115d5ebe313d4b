/**
 * A long list drawn a few items at a time on its first drawing: `first` items, then `step` more after each commit,
 * each step in a transition, until all are drawn (then any later item shows at once). React renders in slices but
 * commits in one piece: the kitchen's board committing every ticket at once (the customer home, every carousel)
 * held a phone's main thread for hundreds of milliseconds; in steps, no commit is long and the first items show
 * sooner. Mount it with the list's data: a list empty at first counts as drawn. (useProgressiveList, for one
 * list of cards, draws the first few, then all the rest in one deferred render.)
 */
import { startTransition, useEffect, useState } from 'react';

export function useReveal(total: number, first = 4, step = 4): { shown: number; complete: boolean } {
  // drawn in full (Infinity: any later item shows at once) as soon as the list fits, without one more commit to say so
  const [limit, setLimit] = useState(() => (total <= first ? Infinity : first));
  const complete = limit >= total;
  useEffect(() => {
    if (limit === Infinity) return undefined;
    const timer = setTimeout(() => startTransition(() => setLimit((l) => (l + step >= total ? Infinity : l + step))), 0);
    return () => clearTimeout(timer);
  }, [limit, total, step]);
  return { shown: complete ? total : limit, complete };
}
