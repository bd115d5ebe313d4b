/**
 * Serves the built SPA. Caching follows what makes deploys safe: `index.html` (and every deep link, which is
 * index.html) is always revalidated with its ETag, so a phone never keeps an old shell pointing at assets
 * that no longer exist; the content-hashed files under /assets/ never change, so they are cached for a year;
 * a missing /assets/ file is a 404 (never index.html, which would fail as a script with a MIME error).
 * Files precompressed at build time (.br, .gz next to each text file) are sent to browsers that accept them.
 */
import { basename, relative, sep } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** icons, manifest, robots: not hashed, rarely changed; an hour old is harmless */
const SHORT = 'public, max-age=3600';

/** Cache-Control for a file of the build, from its path relative to the static folder. */
export function cacheControlFor(relativePath: string): string {
  const path = relativePath.split(sep).join('/');
  if (path.startsWith('assets/')) return IMMUTABLE;
  // The shell and the service worker must be fresh after every deploy.
  if (path === 'index.html' || basename(path) === 'sw.js') return REVALIDATE;
  return SHORT;
}

export async function registerStaticApp(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    etag: true,
    lastModified: true,
    setHeaders(reply: FastifyReply, path: string) {
      reply.header('Cache-Control', cacheControlFor(relative(root, path).replace(/\.(br|gz)$/, '')));
    },
  });
}

/** A GET outside /api/ that is not a file: a route of the SPA (its shell), except under /assets/. */
export function isSpaRoute(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const path = url.split('?')[0];
  return !(path === '/api' || path.startsWith('/api/') || path.startsWith('/assets/'));
}
