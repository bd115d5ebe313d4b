/**
 * A local stand-in for a push service (FCM, Mozilla's autopush, Apple's): an HTTP server keeping every message
 * POSTed to it, and browser-side subscriptions the tests make themselves (a P-256 key pair and an auth secret),
 * so a message can be decrypted as the browser would: RFC 8291 (Web Push encryption) over RFC 8188 (aes128gcm).
 * A path can be told to answer with another status (410: the subscription is gone; 500: try later).
 */
import { createDecipheriv, createECDH, createHmac, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TestSubscription {
  /** the body of POST push/subscriptions, as PushSubscription.toJSON() gives it */
  json: { endpoint: string; keys: { p256dh: string; auth: string } };
  path: string;
  decrypt(body: Buffer): string;
}

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface PushStandIn {
  base: string;
  received: ReceivedPush[];
  /** answers every POST to `path` with `status` from now on (201 by default) */
  answer(path: string, status: number): void;
  /** answers the next `times` POSTs to `path` with `status`, then 201 again */
  answerNext(path: string, status: number, times: number): void;
  subscription(name: string): TestSubscription;
  /** the messages received at a subscription's path, decrypted and parsed */
  messages(sub: TestSubscription): Record<string, unknown>[];
  close(): Promise<void>;
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** Decrypts an aes128gcm Web Push message for the subscription's private key and auth secret (RFC 8291 §3.4). */
export function decryptWebPush(body: Buffer, uaPrivate: Buffer, uaPublic: Buffer, authSecret: Buffer): string {
  // RFC 8188 header: salt (16) | record size (4) | key id length (1) | key id = the sender's public key (65)
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const asPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(uaPrivate);
  const ecdhSecret = ecdh.computeSecret(asPublic);
  const prkKey = hmac(authSecret, ecdhSecret);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic, Buffer.from([1])]);
  const ikm = hmac(prkKey, keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // the last record ends with the delimiter 0x02, then zero padding
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('the last record lacks its 0x02 delimiter');
  return padded.subarray(0, end).toString('utf8');
}

export async function startPushStandIn(): Promise<PushStandIn> {
  const received: ReceivedPush[] = [];
  const always = new Map<string, number>();
  const next = new Map<string, { status: number; times: number }>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      const once = next.get(path);
      let status = always.get(path) ?? 201;
      if (once && once.times > 0) {
        status = once.status;
        once.times--;
      }
      if (status === 201) received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const subs = new Map<string, { decrypt(body: Buffer): string }>();
  return {
    base,
    received,
    answer: (path, status) => void always.set(path, status),
    answerNext: (path, status, times) => void next.set(path, { status, times }),
    subscription(name) {
      const ecdh = createECDH('prime256v1');
      const uaPublic = ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const path = `/push/${name}-${randomBytes(4).toString('hex')}`;
      const sub: TestSubscription = {
        path,
        json: {
          endpoint: `${base}${path}`,
          keys: { p256dh: uaPublic.toString('base64url'), auth: authSecret.toString('base64url') },
        },
        decrypt: (body) => decryptWebPush(body, ecdh.getPrivateKey(), uaPublic, authSecret),
      };
      subs.set(path, sub);
      return sub;
    },
    messages(sub) {
      return received.filter((r) => r.path === sub.path).map((r) => JSON.parse(sub.decrypt(r.body)) as Record<string, unknown>);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
