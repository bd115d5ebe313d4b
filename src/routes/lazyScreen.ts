import { createElement, lazy, useState, type ComponentType } from 'react';
import type { FirstData } from '../ui/firstData';

// The route table holds screens with different props; a component's props are contravariant, so no props type
// but `any` lets every screen fit one list (the same exception React.lazy's callers make).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/**
 * A screen whose code loads on demand, and can be asked to load before it is drawn (`preload`); once loaded,
 * `firstData` is its module's export of that name (src/ui/firstData.ts), if any.
 */
export type LazyScreen<C> = C & { preload(): Promise<void>; firstData(): FirstData | undefined };

/**
 * A named export loaded when its route is first rendered (React.lazy), or before (`preload`, see
 * src/routes/firstScreen.ts): a screen whose code is already here draws at once, without its loading fallback.
 */
export function lazyScreen<M, K extends keyof M>(load: () => Promise<M>, name: K): LazyScreen<M[K] & AnyComponent> {
  type C = M[K] & AnyComponent;
  let loaded: C | undefined;
  let firstData: FirstData | undefined;
  let loading: Promise<C> | undefined;
  const code = () =>
    (loading ??= load().then(
      (module) => {
        firstData = (module as { firstData?: FirstData }).firstData;
        return (loaded = module[name] as C);
      },
      (error: unknown) => {
        loading = undefined; // the next attempt asks again
        throw error;
      },
    ));
  const Lazy: AnyComponent = lazy(async () => ({ default: await code() }));
  function Screen(props: object) {
    // chosen once per mount: a screen drawn lazily stays that same component when its code arrives
    const [Direct] = useState<AnyComponent | undefined>(() => loaded);
    return createElement(Direct ?? Lazy, props);
  }
  Screen.displayName = String(name);
  // Screen passes its props through to the export: typed as the export, a route keeps the props' type
  return Object.assign(Screen as unknown as C, {
    preload: () => code().then(() => undefined),
    firstData: () => firstData,
  });
}

/**
 * A screen whose code is in the entry (the log-in screen: every first visit draws it or needs most of its code,
 * so a separate file would only cost a phone one more request): the same shape as a lazy screen, already loaded.
 */
export function eagerScreen<M, K extends keyof M>(module: M, name: K): LazyScreen<M[K] & AnyComponent> {
  const firstData = (module as { firstData?: FirstData }).firstData;
  const component = module[name] as AnyComponent;
  function Screen(props: object) {
    return createElement(component, props);
  }
  Screen.displayName = String(name);
  return Object.assign(Screen as unknown as M[K] & AnyComponent, {
    preload: () => Promise.resolve(),
    firstData: () => firstData,
  });
}
