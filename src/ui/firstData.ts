/**
 * What a screen needs in the query cache to draw its first page load complete. A screen module may export
 * `firstData`: src/routes/firstScreen.ts calls it, when the page's first script asked that screen's data early
 * (dataProvider/http/earlyRequests.ts), before React's first render, and waits for it (at most
 * FIRST_DATA_WAIT_MS). Each promise is a `queryClient.ensureQueryData` of a query the screen or its frame reads,
 * whose call takes the early answer instead of asking again.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ComedorDataProvider } from '../../dataProvider';

export interface FirstDataContext {
  queryClient: QueryClient;
  /** the plain data provider: a refused answer only leaves an error in the cache, which the screen's own query asks again */
  dataProvider: ComedorDataProvider;
  userId: number;
}

/** the longest a first screen waits for its early data before drawing placeholders */
export const FIRST_DATA_WAIT_MS = 1500;

export type FirstData = (context: FirstDataContext) => readonly Promise<unknown>[];

let firstScreenHasData = false;

/** src/routes/firstScreen.ts: the opened screen's first data settled in the cache before React's first render. */
export function markFirstDataLoaded(): void {
  firstScreenHasData = true;
}

/**
 * Whether the page load's first screen had its data in the cache before React's first render: a screen that waits
 * for its first visit's data (customRoutes/shared/useFirstVisitData.ts) then draws at once, in the app's first commit.
 */
export function firstDataLoaded(): boolean {
  return firstScreenHasData;
}
