/**
 * The code of the screen a page load opens (its frame and its screen, from the route table), loaded before
 * React's first render (src/main.tsx). The page's first script has already started downloading those files
 * (scripts/route-preload.ts), so waiting for them costs the time to run them, and the app's first paint is the
 * screen itself instead of a spinner replaced by the screen a moment later. A path the session may not open, an
 * administrator's path or an unknown one loads nothing here (the guard or the admin area takes over). A screen that
 * exports `firstData` (src/ui/firstData.ts) also has that data put in the query cache first.
 */
import { matchPath } from 'react-router-dom';
import { canSee } from '../../authProvider/access';
import { dataProvider } from '../../dataProvider';
import { askedEarly } from '../../dataProvider/http/earlyRequests';
import type { Session } from '../../dataProvider/http/session';
import { SHELL_ROUTES } from './routeTable';
import { settledWithin } from '../ui/settledWithin';
import { queryClient } from '../queryClient';
import { FIRST_DATA_WAIT_MS, markFirstDataLoaded } from '../ui/firstData';
import { FRAMES } from './RouteElement';

/** the longest the first render waits for that code (a slow network draws the loading spinner meanwhile) */
export const FIRST_SCREEN_WAIT_MS = 2000;

export async function loadFirstScreen(pathname: string, session: Session | null): Promise<void> {
  const entry = SHELL_ROUTES.find((e) => matchPath(e.path, pathname));
  if (!entry || entry.redirect || !canSee(session?.role ?? null, entry.guard)) return;
  // a failed download is the lazy screen's to report when it is drawn
  await settledWithin(Promise.all([FRAMES[entry.frame].preload?.(), entry.screen?.preload?.()]), FIRST_SCREEN_WAIT_MS);
  // Then its data, when the first script asked it: usually here already, so the wait is a few microtasks, and the
  // screen draws complete instead of drawing again, in one long synchronous update, as each answer lands.
  const firstData = entry.screen?.firstData?.();
  if (!firstData || !session || !askedEarly(session.token)) return;
  const loads = firstData({ queryClient, dataProvider, userId: session.userId });
  let settled = false;
  await settledWithin(
    Promise.allSettled(loads).then(() => {
      settled = true;
    }),
    FIRST_DATA_WAIT_MS,
  );
  // the screen's first drawing is then its complete one, in the app's first commit (useFirstVisitData need not wait)
  if (settled) markFirstDataLoaded();
  // A refused or failed answer is not kept: the screen's own query asks again, through react-admin's provider,
  // whose error handling ends a refused session (the login screen then says so) or shows the retry.
  for (const query of queryClient.getQueryCache().findAll({ predicate: (q) => q.state.status === 'error' }))
    queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
}
