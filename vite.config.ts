/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/precompress.ts';
import { routePreload } from './scripts/route-preload.ts';
import { areaChunks } from './scripts/area-chunks.ts';
import { compileHints } from './scripts/compile-hints.ts';

const raRouterAdapter = /[\\/]node_modules[\\/]ra-core[\\/]dist[\\/]routing[\\/]adapters[\\/]reactRouterProvider\.js$/;

/**
 * react-admin's router adapter reaches react-router-dom through src/shims/react-router-for-ra-core.ts in a build,
 * so the data router it only needs outside a router (never in Comedor) stays out of the bundle. The build fails
 * if the adapter moves, rather than silently shipping the data router again.
 */
function raRouterWithoutDataRouter(): Plugin {
  let seen = false;
  return {
    name: 'comedor:ra-router-without-data-router',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'react-router-dom' || !importer || !raRouterAdapter.test(importer)) return null;
      seen = true;
      return fileURLToPath(new URL('./src/shims/react-router-for-ra-core.ts', import.meta.url));
    },
    buildEnd(error) {
      if (!error && !seen)
        this.error('ra-core/dist/routing/adapters/reactRouterProvider.js was not built: update raRouterWithoutDataRouter');
    },
  };
}

/**
 * The request and response schemas (model/schemas.ts, model/responses.ts, TypeBox) are the server's; the apps
 * import their types and plain constants. The build fails if the schema library reaches the browser (it once
 * put 11 kB gzip into every customer's first visit for two numbers).
 */
function noSchemaLibraryInBrowser(): Plugin {
  return {
    name: 'comedor:no-schema-library-in-browser',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const module = chunk.moduleIds.find((id) => /[\\/]node_modules[\\/]typebox[\\/]/.test(id));
        if (module) this.error(`${chunk.fileName} holds ${module}: import types or constants without TypeBox (see model/)`);
      }
    },
  };
}

const areas = areaChunks(fileURLToPath(import.meta.url));

// The SPA is served by the API process in production (`npm start`); in `npm run dev`
// Vite proxies /api to an API started on API_PORT.
export default defineConfig({
  plugins: [
    react(),
    routePreload(),
    compileHints(),
    precompress(),
    raRouterWithoutDataRouter(),
    noSchemaLibraryInBrowser(),
    areas.plugin,
  ],
  publicDir: 'src/public',
  resolve: {
    // node-polyglot's polyfills pull in a tree of es-abstract helpers; the browsers the app supports have both.
    alias: [
      { find: /^object\.entries$/, replacement: fileURLToPath(new URL('./src/shims/object-entries.cjs', import.meta.url)) },
      { find: /^hasown$/, replacement: fileURLToPath(new URL('./src/shims/hasown.cjs', import.meta.url)) },
    ],
  },
  server: {
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 3000}` },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
    // Everything the entry loads before the first render in one file (react, react-dom, MUI's core, react-admin's
    // core, the router), instead of about fifteen small shared chunks: each file costs a phone a request, and the
    // first screen's own chunks follow it (scripts/route-preload.ts). Screens still load on demand.
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'], priority: 100 }, ...areas.groups] } },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          // A file that needs no DOM starts with `// @vitest-environment node`: setting up jsdom costs each file
          // 1-8 s on a busy 2-core host, more than most files' tests.
          environment: 'jsdom',
          // the first test of a file that loads a whole catalog or renders a screen can pass 5 s on a busy 2-core host
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file gets its own PGlite instance; two at a time fit the 2-core machines.
          maxWorkers: 2,
        },
      },
    ],
  },
});
