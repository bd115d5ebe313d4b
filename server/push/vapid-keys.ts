/**
 * Web Push's VAPID key pair: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or a pair generated on first start and
 * kept in the data folder, as the JWT secret is (auth/secret.ts). Every process serving one database must share
 * the pair (set both variables), or a browser subscribed through one process is refused through another.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export function resolveVapidKeys(publicKey: string | null, privateKey: string | null, dataDir: string): VapidKeys {
  if (publicKey && privateKey) return { publicKey, privateKey };
  const file = join(dataDir, 'vapid-keys.json');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    try {
      writeFileSync(file, JSON.stringify(webpush.generateVAPIDKeys()), { mode: 0o600, flag: 'wx' });
    } catch (e) {
      // another process of this data folder wrote it first: use theirs
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
  }
  const keys = JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}
