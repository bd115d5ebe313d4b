import { lazy, type ComponentType } from 'react';

/** React.lazy for a named export, so heavy screens leave the main chunk. */
export function lazyScreen<P extends object>(load: () => Promise<Record<string, ComponentType<P>>>, name: string) {
  return lazy(async () => ({ default: (await load())[name] }));
}
