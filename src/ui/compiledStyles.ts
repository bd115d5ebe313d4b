/**
 * An app's first-screen styles, compiled at build time and adopted by emotion's cache when the app is first drawn.
 *
 * MUI styles every component through emotion: the first time a style is used, emotion serialises it, compiles it
 * with stylis and inserts its rules, inside React's commit; on the kitchen's board that was most of each commit's
 * time on a phone (docs/performance.md, "Each app's first styles compiled at build time"). `npm run styles:capture`
 * (scripts/capture-app-styles.ts) records, from the built app in Chromium, the rules emotion inserts on an app's first
 * screens into a JSON file beside the app; the app's frame passes it to `useCompiledStyles` before its first
 * children render. Every name the page has not inserted yet is marked as inserted in the cache (emotion then skips
 * it, as it skips a server-rendered style) and its rules go into the page in one `<style>` element, which the
 * browser parses natively. The styles travel in the app's own chunk, so a page pays only for its own app's.
 * A name the file no longer matches (a style changed since the capture) is compiled at run time as before; the
 * e2e test compiled-styles.spec.ts fails when a first screen compiles more than a few, so the file is kept current.
 */
import { __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';

type EmotionCache = NonNullable<ReturnType<typeof useEmotionCache>>;

/** emotion's style names (a class `css-<name>`, a keyframes `animation-<name>`) with their rules, in first-use order */
export type CompiledStyles = [name: string, css: string][];

/** the cache key the rules were captured with: their class names are `css-<name>` */
const CAPTURED_KEY = 'css';

/** set by the capture (scripts/capture-app-styles.ts), which needs emotion to compile every style itself */
export const CAPTURE_FLAG = '__comedorCapturingStyles';

const adopted = new WeakMap<EmotionCache, Set<string>>();

/**
 * Marks `styles`' names as inserted in `cache` and puts the rules of those it had not inserted into the page, once
 * per cache and `id`. Returns how many styles it adopted.
 */
export function adoptCompiledStyles(cache: EmotionCache, id: string, styles: CompiledStyles): number {
  if (typeof document === 'undefined' || (window as unknown as Record<string, unknown>)[CAPTURE_FLAG]) return 0;
  // another cache's classes have another prefix: marking its names inserted would leave them unstyled
  if (cache.key !== CAPTURED_KEY) return 0;
  const done = adopted.get(cache) ?? new Set<string>();
  adopted.set(cache, done);
  if (done.has(id)) return 0;
  done.add(id);
  let css = '';
  let count = 0;
  for (const [name, rules] of styles) {
    if (cache.inserted[name] !== undefined) continue;
    cache.inserted[name] = true;
    css += rules;
    count++;
  }
  if (count === 0) return 0;
  const element = document.createElement('style');
  element.setAttribute('data-compiled-styles', id);
  if (cache.nonce) element.setAttribute('nonce', cache.nonce);
  element.textContent = css;
  (cache.sheet.container ?? document.head).appendChild(element);
  return count;
}

/**
 * In an app's frame, before its children: adopts the app's compiled styles into the emotion cache in use. It runs
 * while the frame renders, not in an effect: emotion inserts a style in its children's insertion effects, which run
 * before their parent's.
 */
export function useCompiledStyles(id: string, styles: CompiledStyles): void {
  const cache = useEmotionCache();
  if (cache) adoptCompiledStyles(cache, id, styles);
}
