/**
 * The app's one query cache (react-admin's CoreAdminContext would make the same `new QueryClient()` itself). It is
 * a module of its own so that a page load can put its first screen's data in the cache before React's first render
 * (src/routes/firstScreen.ts): the screen then draws once, with its data, not once empty and again as each answer
 * lands.
 */
import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient();
