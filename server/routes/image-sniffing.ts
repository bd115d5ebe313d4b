/** Recognises an image by its first bytes, never by the name or the declared type. */

const startsWith = (data: Buffer, bytes: number[], at = 0) => bytes.every((b, i) => data[at + i] === b);
const ascii = (data: Buffer, from: number, to: number) => data.subarray(from, to).toString('latin1');

const SVG_START = /^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?((<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(\[[\s\S]*?\])?>)\s*)*<svg[\s>]/i;

export function sniffImageType(data: Buffer): string | null {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (ascii(data, 0, 6) === 'GIF87a' || ascii(data, 0, 6) === 'GIF89a') return 'image/gif';
  if (ascii(data, 0, 4) === 'RIFF' && ascii(data, 8, 12) === 'WEBP') return 'image/webp';
  if (SVG_START.test(data.subarray(0, 4096).toString('utf8'))) return 'image/svg+xml';
  return null;
}
