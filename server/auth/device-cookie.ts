/**
 * The remembered device's cookie: `comedor_device=<id>.<secret>`, HttpOnly (no script reads it), SameSite=Strict
 * (no other site's page sends it), Path=/api/session (sent only to the calls that exchange or end it) and Secure
 * on HTTPS (behind the shipped nginx with TLS; a plain-HTTP demo on localhost could not keep a Secure cookie).
 * Only the secret's SHA-256 is stored.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const DEVICE_COOKIE = 'comedor_device';
const COOKIE_PATH = '/api/session';

export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** The device id and secret the request's cookie carries, or null. */
export function readDeviceCookie(request: FastifyRequest): { id: number; secret: string } | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== DEVICE_COOKIE) continue;
    const match = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(rest.join('='));
    return match ? { id: Number(match[1]), secret: match[2] } : null;
  }
  return null;
}

function attributes(request: FastifyRequest, maxAgeSeconds: number): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `Path=${COOKIE_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure}`;
}

export function setDeviceCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  id: number,
  secret: string,
  maxAgeSeconds: number,
): void {
  reply.header('set-cookie', `${DEVICE_COOKIE}=${id}.${secret}; ${attributes(request, maxAgeSeconds)}`);
}

export function clearDeviceCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', `${DEVICE_COOKIE}=; ${attributes(request, 0)}`);
}

/** "Chrome · Android" from a user agent (the profile's list of devices, in any language); "Web" when unknown. */
export function deviceLabel(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /Firefox\//.test(ua)
      ? 'Firefox'
      : /Chrom(e|ium)\//.test(ua)
        ? 'Chrome'
        : /Safari\//.test(ua)
          ? 'Safari'
          : 'Web';
  const system = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad|iPod/.test(ua)
      ? 'iOS'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : null;
  return system ? `${browser} · ${system}` : browser;
}
