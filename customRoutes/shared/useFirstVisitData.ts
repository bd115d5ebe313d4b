/**
 * The first visit of a screen whose data the page's first script asked for early (dataProvider/http/earlyRequests.ts):
 * the screen shows the spinner until that data is in the query cache (at most FIRST_DATA_WAIT_MS), then draws
 * once, with its data, in a transition: React renders it in slices that leave a phone's main thread free, instead
 * of drawing placeholders and then, as each answer lands, every card of a carousel in one long synchronous
 * update. The answers usually arrive before the code, so nothing waits in practice. A screen whose module exports
 * the same loads as `firstData` (src/ui/firstData.ts) has them in the cache before React's first render
 * (src/routes/firstScreen.ts) and draws in the app's first commit, with its frame: the first paint is the complete
 * screen, its largest photo included. Any later visit draws at once, with placeholders while its data loads.
 */
import { startTransition, useEffect, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { askedEarly } from '../../dataProvider/http/earlyRequests';
import { getToken } from '../../dataProvider/http/session';
import { settledWithin } from '../../src/ui/settledWithin';
import { FIRST_DATA_WAIT_MS, firstDataLoaded } from '../../src/ui/firstData';

/** one wait per page load, for the first screen that asks; null until then */
let firstVisit: Promise<void> | null = null;
let firstVisitDone = false;

/**
 * Whether the screen may draw. `load` puts the screen's queries in the cache (`queryClient.ensureQueryData`,
 * which shares a fetch under way).
 */
export function useFirstVisitData(load: (queryClient: QueryClient) => readonly Promise<unknown>[]): boolean {
  const queryClient = useQueryClient();
  if (!firstVisit) {
    // the screen's module exported the same loads as `firstData`, and they were in the cache before the first render
    if (!firstDataLoaded() && askedEarly(getToken())) {
      firstVisit = settledWithin(Promise.allSettled(load(queryClient)), FIRST_DATA_WAIT_MS).then(() => {
        firstVisitDone = true;
      });
    } else {
      firstVisit = Promise.resolve();
      firstVisitDone = true;
    }
  }
  const [ready, setReady] = useState(firstVisitDone);
  useEffect(() => {
    if (ready || !firstVisit) return;
    let live = true;
    void firstVisit.then(() => {
      if (live) startTransition(() => setReady(true));
    });
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}
