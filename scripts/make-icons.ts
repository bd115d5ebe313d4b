/**
 * Draws the app's PNG icons (a white plate on the theme colour) into src/public/, with node:zlib only:
 * `npx tsx scripts/make-icons.ts`. The PNGs are committed; run again only to change the design.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';

const THEME: [number, number, number] = [0xb2, 0x3c, 0x17];
const WHITE: [number, number, number] = [0xff, 0xff, 0xff];

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** A size×size RGB PNG. `safe` is the share of the side the drawing may use (maskable icons keep 80 %). */
export function plateIcon(size: number, safe = 1): Buffer {
  const rows: Buffer[] = [];
  const c = (size - 1) / 2;
  const outer = size * 0.36 * safe;
  const inner = size * 0.26 * safe;
  const ring = size * 0.02 * safe;
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const d = Math.hypot(x - c, y - c);
      // plate, with a thin ring in the theme colour marking its well
      const onPlate = d <= outer && !(d >= inner && d <= inner + ring);
      row.set(onPlate ? WHITE : THEME, 1 + x * 3);
    }
    rows.push(row);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

if (process.argv[1]?.endsWith('make-icons.ts')) {
  mkdirSync('src/public/icons', { recursive: true });
  writeFileSync('src/public/icons/icon-192.png', plateIcon(192));
  writeFileSync('src/public/icons/icon-512.png', plateIcon(512));
  writeFileSync('src/public/icons/maskable-512.png', plateIcon(512, 0.8));
  writeFileSync('src/public/apple-touch-icon.png', plateIcon(180));
}
