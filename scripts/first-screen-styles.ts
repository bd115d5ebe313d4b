/**
 * Build step: the first screens' styles arrive with the page, already compiled, instead of being compiled by emotion
 * on the phone while React commits the first screens. MUI styles every component through emotion: the first time a
 * style is used, emotion serialises it, compiles it with stylis and inserts its rules, inside React's commit; on the
 * kitchen's board that was about 290 rules and most of each commit's time (docs/performance.md, "Styles compiled at
 * build time"). `npm run styles:capture` (scripts/capture-first-screen-styles.ts) records, from the built app in
 * Chromium, the rules emotion inserts on each role's first screens into src/firstScreenStyles.json; this plugin writes
 * them into index.html as emotion's own server-rendered form, `<style data-emotion="css name…">`. Emotion adopts such
 * a sheet when it starts (@emotion/cache): it marks those names as inserted and never compiles them again. A name
 * the file no longer matches (a style changed since the capture) is simply compiled at run time as before; the e2e
 * test first-screen-styles.spec.ts fails when a first screen compiles more than a few, so the file is kept current.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

export interface FirstScreenStyles {
  /** emotion's style names (a class `css-<name>`, or a keyframes `animation-<name>`), in first-use order */
  names: string[];
  /** their rules, as emotion inserted them, in the same order */
  rules: string[];
}

export const FIRST_SCREEN_STYLES_FILE = new URL('../src/firstScreenStyles.json', import.meta.url);
/** set (to anything) to build without the captured styles: what the capture itself needs */
export const WITHOUT_FIRST_SCREEN_STYLES = 'COMEDOR_WITHOUT_FIRST_SCREEN_STYLES';

const NAME = /^(?:animation-)?[a-z0-9]+$/;

/** Emotion's name for a rule: its class `css-<name>`, or its keyframes `animation-<name>`; null for a global rule. */
export function styleNameOf(rule: string): string | null {
  const keyframes = /^@(?:-webkit-)?keyframes (animation-[a-z0-9]+)/.exec(rule);
  if (keyframes) return keyframes[1];
  return /\.css-([a-z0-9]+)/.exec(rule)?.[1] ?? null;
}

/** The `<style>` element emotion adopts, or null when there is nothing to write. Throws on a malformed file. */
export function firstScreenStyleTag(styles: FirstScreenStyles): { attrs: Record<string, string>; children: string } | null {
  if (!Array.isArray(styles.names) || !Array.isArray(styles.rules))
    throw new Error('firstScreenStyles: names and rules must be lists');
  const bad = styles.names.find((n) => typeof n !== 'string' || !NAME.test(n));
  if (bad !== undefined) throw new Error(`firstScreenStyles: ${JSON.stringify(bad)} is not an emotion style name`);
  const css = styles.rules.join('');
  // the text is written into the page's HTML as it is: nothing in it may close the element
  if (/<\/style/i.test(css)) throw new Error('firstScreenStyles: a rule holds "</style"');
  if (styles.names.length === 0) return null;
  return { attrs: { 'data-emotion': `css ${styles.names.join(' ')}` }, children: css };
}

export function firstScreenStyles(file: URL = FIRST_SCREEN_STYLES_FILE): Plugin {
  return {
    name: 'comedor:first-screen-styles',
    apply: 'build',
    transformIndexHtml() {
      if (process.env[WITHOUT_FIRST_SCREEN_STYLES] || !existsSync(file)) return [];
      const tag = firstScreenStyleTag(JSON.parse(readFileSync(file, 'utf8')) as FirstScreenStyles);
      return tag ? [{ tag: 'style', attrs: tag.attrs, children: tag.children, injectTo: 'head' }] : [];
    },
  };
}
