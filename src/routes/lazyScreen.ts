import { lazy, type ComponentType } from 'react';

/** React.lazy for a named export, so each screen's code loads when its route is first rendered. */
export function lazyScreen<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return lazy(async () => ({ default: (await load())[name] as M[K] & ComponentType<any> }));
}
