/**
 * Build step: every JavaScript file of the build starts with V8's explicit compile hint (`//# allFunctionsCalledOnLoad`,
 * Chrome 136 and later; other browsers read a comment). Each file is fetched when a screen that runs it opens, and
 * most of what it holds then runs at once (the shell's React, MUI and react-admin's core; a screen's own code), so
 * Chrome compiles its functions while the file streams in, on a background thread, instead of one by one on the main
 * thread the first time each is called, which is where a first visit's render spent much of its time
 * (docs/performance.md, "What Lighthouse's simulation counts").
 */
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export function compileHints(): Plugin {
  return {
    name: 'comedor:compile-hints',
    apply: 'build',
    // Last, after minification (which drops comments) and Vite's own preamble (`__vite__mapDeps`), before the files
    // are written and precompressed.
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && !chunk.code.startsWith(COMPILE_HINT)) chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
        }
      },
    },
  };
}
