/** The JWT signing secret: JWT_SECRET, or one generated on first start and kept in the data folder. */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export function resolveSecret(configured: string | null, dataDir: string): Uint8Array {
  if (configured) {
    if (configured.length < 32) throw new Error('JWT_SECRET debe tener al menos 32 caracteres');
    return new TextEncoder().encode(configured);
  }
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}
