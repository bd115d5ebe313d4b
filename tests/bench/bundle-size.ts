/** Sizes of the production bundle in dist/: the entry files index.html loads, then every lazy JS chunk. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ChunkSize {
  file: string;
  kind: 'entry' | 'lazy';
  bytes: number;
  gzip: number;
}

export function bundleSizes(distDir: string): ChunkSize[] | null {
  const html = join(distDir, 'index.html');
  if (!existsSync(html)) return null;
  const entries = new Set([...readFileSync(html, 'utf8').matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!));
  const assets = existsSync(join(distDir, 'assets')) ? readdirSync(join(distDir, 'assets')).filter((f) => /\.(js|css)$/.test(f)) : [];
  return assets
    .map((name) => {
      const file = `assets/${name}`;
      const data = readFileSync(join(distDir, file));
      return { file, kind: entries.has(file) ? ('entry' as const) : ('lazy' as const), bytes: data.length, gzip: gzipSync(data, { level: 9 }).length };
    })
    .sort((a, b) => (a.kind === b.kind ? b.gzip - a.gzip : a.kind === 'entry' ? -1 : 1));
}
