/**
 * Build step: writes a brotli (.br) and a gzip (.gz) copy next to every text file of the build, at the
 * highest levels (done once per build, not per request), so the server sends them as they are to browsers
 * that accept them. A copy that would not be smaller than the file is not written.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|map)$/i;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Returns the files it compressed. */
export function precompressDir(dir: string): string[] {
  const done: string[] = [];
  for (const path of filesUnder(dir)) {
    if (!TEXT.test(path)) continue;
    const data = readFileSync(path);
    const br = brotliCompressSync(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    });
    const gz = gzipSync(data, { level: 9 });
    if (br.length < data.length) writeFileSync(`${path}.br`, br);
    if (gz.length < data.length) writeFileSync(`${path}.gz`, gz);
    done.push(path);
  }
  return done;
}

/** Vite plugin: precompresses the output folder once everything is written. */
export function precompress(): Plugin {
  let outDir = 'dist';
  let write = true;
  return {
    name: 'comedor-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      write = config.build.write;
    },
    closeBundle() {
      // a build that writes nothing (scripts/area-chunks.ts's first pass) leaves the folder alone
      if (write) precompressDir(outDir);
    },
  };
}
