/**
 * What a backup holds: the database, not the keys. PGlite's `dumpDataDir` tars the whole data folder, which
 * also keeps the generated JWT signing secret (`jwt-secret`: with it anyone could forge an administrator's
 * session), the folder lock and the backup's own request files. They are taken out of the archive here; a
 * restored folder makes a new secret on its first start, so every session signs in again.
 */
import { gunzipSync, gzipSync } from 'node:zlib';

const BLOCK = 512;

/** Files of the data folder that never go into a backup (by name at the folder's top level). */
export function isPrivateFile(path: string): boolean {
  const name = path.replace(/^\.?\/+/, '');
  return name === 'jwt-secret' || name === 'server.pid' || /^backup-(request|result)/.test(name);
}

function text(block: Uint8Array, start: number, length: number): string {
  const bytes = block.subarray(start, start + length);
  const end = bytes.indexOf(0);
  return new TextDecoder().decode(end === -1 ? bytes : bytes.subarray(0, end));
}

function entrySize(header: Uint8Array): number {
  // base-256 (GNU) for sizes that do not fit the octal field
  if (header[124] & 0x80) {
    let size = 0;
    for (let i = 125; i < 136; i++) size = size * 256 + header[i];
    return size;
  }
  const octal = text(header, 124, 12).trim();
  return octal ? parseInt(octal, 8) : 0;
}

/** A tar archive without the entries `drop` names; extension headers (long names, pax) go with their entry. */
export function filterTar(tar: Uint8Array, drop: (path: string) => boolean): Uint8Array {
  const kept: Uint8Array[] = [];
  let pending: Uint8Array[] = [];
  let longName: string | null = null;
  let offset = 0;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((b) => b === 0)) break;
    const size = entrySize(header);
    const span = BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    const whole = tar.subarray(offset, offset + span);
    const type = String.fromCharCode(header[156]);
    offset += span;
    if (type === 'L' || type === 'x' || type === 'g') {
      if (type === 'L') longName = text(tar, offset - span + BLOCK, size);
      pending.push(whole);
      continue;
    }
    const prefix = text(header, 345, 155);
    const name = longName ?? (prefix ? `${prefix}/${text(header, 0, 100)}` : text(header, 0, 100));
    if (!drop(name)) kept.push(...pending, whole);
    pending = [];
    longName = null;
  }
  const out = new Uint8Array(kept.reduce((n, part) => n + part.length, 0) + 2 * BLOCK);
  let at = 0;
  for (const part of kept) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** The gzipped dump of a data folder without its private files. */
export function withoutPrivateFiles(gzippedTar: Uint8Array): Uint8Array {
  return gzipSync(filterTar(gunzipSync(gzippedTar), isPrivateFile));
}
