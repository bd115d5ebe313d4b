/**
 * The code of the screen a page load opens (its frame and its screen, from the route table), loaded before
 * React's first render (src/main.tsx). The page's first script has already started downloading those files
 * (scripts/route-preload.ts), so waiting for them costs the time to run them, and the app's first paint is the
 * screen itself instead of a spinner replaced by the screen a moment later. A path the session may not open, an
 * administrator's path or an unknown one loads nothing here (the guard or the admin area takes over).
 */
import { matchPath } from 'react-router-dom';
import { canSee } from '../../authProvider/access';
import type { RoleName } from '../../model/roles';
import { SHELL_ROUTES } from './routeTable';
import { settledWithin } from '../ui/settledWithin';
import { FRAMES } from './RouteElement';

/** the longest the first render waits for that code (a slow network draws the loading spinner meanwhile) */
export const FIRST_SCREEN_WAIT_MS = 2000;

export function loadFirstScreen(pathname: string, role: RoleName | null): Promise<void> {
  const entry = SHELL_ROUTES.find((e) => matchPath(e.path, pathname));
  if (!entry || entry.redirect || !canSee(role, entry.guard)) return Promise.resolve();
  // a failed download is the lazy screen's to report when it is drawn
  return settledWithin(Promise.all([FRAMES[entry.frame].preload?.(), entry.screen?.preload?.()]), FIRST_SCREEN_WAIT_MS);
}
