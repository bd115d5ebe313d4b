/**
 * Build step: a screen of the customer or kitchen app loads a handful of files, not fifty. Left to itself the
 * bundler gives every set of lazy screens that shares a module its own chunk, so the customer home fetched
 * about 55 small scripts; on a phone's HTTP/1.1 connections (six per host) that is nine or ten round trips
 * before the first dish is drawn. This step sorts every module outside the entry by the apps whose lazy screens
 * load it (the folder of each lazy module says its app: customRoutes/customer, customRoutes/kitchen; anything else,
 * the rarer public screens included, counts as the admin's). The log-in screen is in the entry itself: every first
 * visit draws it or needs most of its code (src/routes/routeTable.ts).
 *
 * - `ui`: what the customer app shares with another app (MUI's components, mostly, and what the two apps share): a
 *   few kB of it go unused by the kitchen or the admin, but a first visit fetches one file instead of three (on a
 *   phone's six HTTP/1.1 connections each file costs a connection's set-up, and takes a share of the bandwidth
 *   the other files wait for while it does);
 * - `ui-kitchen`: what the admin and the kitchen share and the customer does not (a customer's visit does not fetch
 *   the components only the kitchen and the admin use);
 * - `customer`, `kitchen`: each app's own code, every screen of it (the next screen then opens at once);
 * - the admin's own modules keep the default splitting (its screens, forms and charts load per screen).
 *
 * Which screens load a module is read off a first build with the default splitting (its chunks are exactly the
 * modules that the same screens load, after tree-shaking; the import graph alone would run through re-exporting
 * index files to code nobody uses). A module's set of apps only grows along an import, so each group holds its
 * members' dependencies too (or a higher group does): the split is a partition, and the only group an app loads
 * without using all of it is `ui`.
 */
import type { Plugin, Rolldown } from 'vite';

export const AREA_CHUNKS = ['ui', 'ui-kitchen', 'customer', 'kitchen'] as const;
export type AreaChunk = (typeof AREA_CHUNKS)[number];
type App = 'customer' | 'kitchen' | 'admin';

function appOf(id: string): App {
  if (/[\\/]customRoutes[\\/]customer[\\/]/.test(id)) return 'customer';
  if (/[\\/]customRoutes[\\/]kitchen[\\/]/.test(id)) return 'kitchen';
  return 'admin';
}

function chunkOf(apps: Set<App>): AreaChunk | null {
  const customer = apps.has('customer');
  const kitchen = apps.has('kitchen');
  if (!customer && !kitchen) return null;
  if (customer) return kitchen || apps.has('admin') ? 'ui' : 'customer';
  return apps.has('admin') ? 'ui-kitchen' : 'kitchen';
}

/** module id → the apps whose lazy screens load it, from the chunks of a build with the default splitting */
export function appsOfModules(
  output: Rolldown.OutputBundle | (Rolldown.OutputChunk | Rolldown.OutputAsset)[],
): Map<string, Set<App>> {
  const chunks = new Map<string, Rolldown.OutputChunk>();
  for (const c of Object.values(output)) if (c.type === 'chunk') chunks.set(c.fileName, c);
  const closure = (file: string, into: Set<string>) => {
    if (into.has(file)) return into;
    into.add(file);
    for (const dep of chunks.get(file)?.imports ?? []) closure(dep, into);
    return into;
  };
  const shell = new Set<string>();
  for (const c of chunks.values()) if (c.isEntry) closure(c.fileName, shell);
  const lazy = new Set([...chunks.values()].flatMap((c) => c.dynamicImports));
  const apps = new Map<string, Set<App>>();
  for (const root of lazy) {
    const facade = chunks.get(root)?.facadeModuleId;
    if (!facade || shell.has(root)) continue;
    const app = appOf(facade);
    for (const file of closure(root, new Set())) {
      if (shell.has(file)) continue;
      let set = apps.get(file);
      if (!set) apps.set(file, (set = new Set()));
      set.add(app);
    }
  }
  const appsById = new Map<string, Set<App>>();
  // a set per module: widening one module (widenAlongImports) must not widen the others of its first-pass chunk
  for (const [file, set] of apps) for (const id of chunks.get(file)!.moduleIds) appsById.set(id, new Set(set));
  return appsById;
}

/**
 * A group takes its members' dependencies along (rolldown's `includeDependenciesRecursively`), by the module graph
 * as written, not as tree-shaken: model/figures.ts (admin and kitchen) imports model/slots.ts, which the admin's
 * screens never reach after tree-shaking, so slots.ts went into `ui-kitchen` with figures.ts and every customer's
 * first visit fetched `ui-kitchen` for one function. Each module's apps are therefore widened with those of every
 * module that imports it, until nothing changes; then the groups match what the bundler will do.
 */
export function widenAlongImports(appsById: Map<string, Set<App>>, importsOf: (id: string) => readonly string[]): void {
  const queue = [...appsById.keys()];
  while (queue.length) {
    const id = queue.pop()!;
    const apps = appsById.get(id)!;
    for (const dep of importsOf(id)) {
      const depApps = appsById.get(dep);
      if (!depApps) continue; // the entry's (or only the admin's, split by default)
      const before = depApps.size;
      for (const app of apps) depApps.add(app);
      if (depApps.size !== before) queue.push(dep);
    }
  }
}

/** module id → its area chunk */
export function areaOfModules(appsById: Map<string, Set<App>>): Map<string, AreaChunk> {
  const areaById = new Map<string, AreaChunk>();
  for (const [id, set] of appsById) {
    const area = chunkOf(set);
    if (area) areaById.set(id, area);
  }
  return areaById;
}

/** rolldown's chunk groups for the map (after the entry's own group) */
export function areaGroups(areaById: Map<string, AreaChunk>) {
  return AREA_CHUNKS.map((name, i) => ({ name, priority: 50 - i, test: (id: string) => areaById.get(id) === name }));
}

const FIRST_PASS = 'COMEDOR_AREA_CHUNKS_FIRST_PASS';

/**
 * The plugin runs the first build (same config, default splitting, nothing written) when a build starts, and
 * fills the map the groups read. `configFile` is vite.config.ts.
 */
export function areaChunks(configFile: string): { plugin: Plugin; groups: ReturnType<typeof areaGroups> } {
  const areaById = new Map<string, AreaChunk>();
  const appsById = new Map<string, Set<App>>();
  const plugin: Plugin = {
    name: 'comedor:area-chunks',
    apply: 'build',
    async config(_config, env) {
      if (process.env[FIRST_PASS]) return;
      process.env[FIRST_PASS] = '1';
      try {
        const { build } = await import('vite');
        const result = await build({ configFile, mode: env.mode, logLevel: 'warn', build: { write: false } });
        const outputs = Array.isArray(result) ? result : [result];
        appsById.clear();
        for (const out of outputs) {
          if (!('output' in out)) throw new Error('area-chunks: the first pass gave no output');
          for (const [id, apps] of appsOfModules(out.output)) appsById.set(id, apps);
        }
        if (!appsById.size) throw new Error('area-chunks: no module of the customer, kitchen or log-in screens found');
      } finally {
        delete process.env[FIRST_PASS];
      }
    },
    // the module graph is complete here, and the groups are matched after it
    buildEnd(error) {
      if (error || process.env[FIRST_PASS]) return;
      // on a copy: a rebuild (watch mode) starts again from the first pass's sets
      const widened = new Map([...appsById].map(([id, apps]) => [id, new Set(apps)]));
      widenAlongImports(widened, (id) => this.getModuleInfo(id)?.importedIds ?? []);
      areaById.clear();
      for (const [id, area] of areaOfModules(widened)) areaById.set(id, area);
    },
  };
  return { plugin, groups: areaGroups(areaById) };
}
