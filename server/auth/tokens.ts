/**
 * Signs and verifies the session JWT (HS256 only: `alg: none` and other algorithms are refused). Every token
 * must carry an expiry, and carries its user's session version (`sv`): a password change or reset raises the
 * version, so every older token stops working (checked in guard.ts against the cached user).
 */
import { webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { roleById, type Role } from '../../model/roles';

export interface SessionClaims {
  id: number;
  role: Role;
  /** the user's session version when the token was signed; tokens from before versions existed count as 0 */
  version?: number;
}

export async function signSession(claims: SessionClaims, secret: Uint8Array, ttlSeconds: number): Promise<string> {
  return new SignJWT({ id: claims.id, role: claims.role, sv: claims.version ?? 0 })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.id))
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(secret);
}

/**
 * Every API call carries the token, and checking its signature costs more than the rest of a cached read.
 * A token that verified is remembered (per secret) for up to a minute and never past its expiry; forged,
 * tampered or expired tokens are never remembered. The user's role and active flag are still checked on
 * every call by the guard, so remembering the signature changes no permission.
 */
const VERIFIED_TTL_MS = 60_000;
const VERIFIED_MAX = 10_000;
const verifiedBySecret = new WeakMap<Uint8Array, Map<string, { claims: SessionClaims; until: number }>>();
const keyBySecret = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();

function verificationKey(secret: Uint8Array): Promise<webcrypto.CryptoKey> {
  let key = keyBySecret.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey('raw', secret as Uint8Array<ArrayBuffer>, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'verify',
    ]);
    keyBySecret.set(secret, key);
  }
  return key;
}

/** Returns the claims of a valid token, or null for any forged, tampered, expired or malformed one. */
export async function verifySession(token: string, secret: Uint8Array): Promise<SessionClaims | null> {
  let verified = verifiedBySecret.get(secret);
  if (!verified) verifiedBySecret.set(secret, (verified = new Map<string, { claims: SessionClaims; until: number }>()));
  const hit = verified.get(token);
  if (hit) {
    if (Date.now() < hit.until) return hit.claims;
    verified.delete(token);
  }
  try {
    const { payload } = await jwtVerify(token, await verificationKey(secret), { algorithms: ['HS256'], requiredClaims: ['exp'] });
    const id = payload.id;
    const role = payload.role as { id?: unknown } | undefined;
    if (typeof id !== 'number' || !Number.isInteger(id) || typeof role?.id !== 'number') return null;
    const version = payload.sv ?? 0;
    if (typeof version !== 'number' || !Number.isInteger(version)) return null;
    const known = roleById(role.id);
    if (!known) return null;
    const claims = { id, role: known, version };
    if (verified.size >= VERIFIED_MAX) verified.clear();
    verified.set(token, { claims, until: Math.min(Date.now() + VERIFIED_TTL_MS, (payload.exp ?? 0) * 1000) });
    return claims;
  } catch {
    return null;
  }
}
