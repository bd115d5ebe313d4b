/** Signs and verifies the session JWT (HS256 only: `alg: none` and other algorithms are refused). */
import { SignJWT, jwtVerify } from 'jose';
import { roleById, type Role } from '../../model/roles';

export interface SessionClaims {
  id: number;
  role: Role;
}

export async function signSession(claims: SessionClaims, secret: Uint8Array, ttlSeconds: number): Promise<string> {
  return new SignJWT({ id: claims.id, role: claims.role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.id))
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(secret);
}

/** Returns the claims of a valid token, or null for any forged, tampered, expired or malformed one. */
export async function verifySession(token: string, secret: Uint8Array): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    const id = payload.id;
    const role = payload.role as { id?: unknown } | undefined;
    if (typeof id !== 'number' || !Number.isInteger(id) || typeof role?.id !== 'number') return null;
    const known = roleById(role.id);
    if (!known) return null;
    return { id, role: known };
  } catch {
    return null;
  }
}
