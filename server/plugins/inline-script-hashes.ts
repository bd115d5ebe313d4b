/**
 * The Content-Security-Policy's allowance for the app's one inline script: the page's first script
 * (scripts/route-preload.ts writes it into index.html at build time, so a phone asks for the first screen's code
 * and data without waiting for one more file). Each inline `<script>` of the built index.html is allowed by the
 * SHA-256 of its exact text, as CSP level 2 defines it; any other inline script, an injected one included, stays
 * refused. Read once when the server starts, from the index.html it will serve.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** `'sha256-…'` sources for every inline script of `html` */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((m) => m[1])
    .filter((text) => text.trim() !== '')
    .map((text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
}

/** the hashes of the built app's index.html in `staticDir`, none when there is no app to serve */
export function builtAppScriptHashes(staticDir: string | null | undefined): string[] {
  if (!staticDir) return [];
  const index = resolve(staticDir, 'index.html');
  return existsSync(index) ? inlineScriptHashes(readFileSync(index, 'utf8')) : [];
}
