/**
 * react-router-dom as react-admin's router adapter (ra-core/dist/routing/adapters/reactRouterProvider.js) sees it
 * in a build (vite.config.ts). The adapter names `createHashRouter` and `RouterProvider` for the hash router it
 * creates when it is rendered outside any router, and naming them keeps react-router's whole data router
 * (about 15 kB compressed) in the first visit's JavaScript. Comedor always renders react-admin inside its own
 * <BrowserRouter> (src/App.tsx), so that fallback never runs: here it fails loudly instead.
 */
export * from 'react-router-dom';

const OUTSIDE_ROUTER = "Comedor: react-admin rendered outside the app's <BrowserRouter> (src/App.tsx)";

export function createHashRouter(): never {
  throw new Error(OUTSIDE_ROUTER);
}

export function RouterProvider(): never {
  throw new Error(OUTSIDE_ROUTER);
}
