/**
 * Signs and verifies the session JWT (HS256 only: `alg: none` and other algorithms are refused). Every token
 * must carry an expiry, and carries its user's session version (`sv`): a password change or reset raises the
 * version, so every older token stops working (checked in guard.ts against the cached user).
 */
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

/** Returns the claims of a valid token, or null for any forged, tampered, expired or malformed one. */
export async function verifySession(token: string, secret: Uint8Array): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], requiredClaims: ['exp'] });
    const id = payload.id;
    const role = payload.role as { id?: unknown } | undefined;
    if (typeof id !== 'number' || !Number.isInteger(id) || typeof role?.id !== 'number') return null;
    const version = payload.sv ?? 0;
    if (typeof version !== 'number' || !Number.isInteger(version)) return null;
    const known = roleById(role.id);
    if (!known) return null;
    return { id, role: known, version };
  } catch {
    return null;
  }
}
