/**
 * The import graph of our own TypeScript files (type-only imports included, which the lint rule does not
 * count) and its cycles, with the TypeScript compiler's own module resolution: a madge-like walk for
 * tests/unit/lint/no-cycle.test.ts.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

const SKIPPED = new Set(['node_modules', 'dist', 'data', 'test-results', 'playwright-report']);

const OPTIONS: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  jsx: ts.JsxEmit.ReactJSX,
};

/** Every .ts/.tsx file under `dir` (not declarations), skipping installs, builds and the folders in `skip`. */
export function sourceFiles(dir: string, skip: readonly string[] = []): string[] {
  const files: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name.startsWith('.') || SKIPPED.has(name) || skip.includes(resolve(path))) continue;
    if (statSync(path).isDirectory()) files.push(...sourceFiles(path, skip));
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) files.push(resolve(path));
  }
  return files;
}

/** Each file's relative imports (and re-exports), resolved to files. */
function importGraph(files: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const deps = importedFiles
      .filter((i) => i.fileName.startsWith('.'))
      .map((i) => ts.resolveModuleName(i.fileName, file, OPTIONS, ts.sys).resolvedModule)
      .filter((m) => m && !m.isExternalLibraryImport)
      .map((m) => resolve(m!.resolvedFileName));
    graph.set(file, deps);
  }
  return graph;
}

/** The cycles among `files` (strongly connected components of two files or more), as paths relative to `root`. */
export function importCycles(root: string, files: readonly string[]): string[][] {
  const graph = importGraph(files);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(relative(root, w));
    } while (w !== v);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}
