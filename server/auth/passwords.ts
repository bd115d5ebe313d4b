/**
 * Password hashing with Argon2id (the library's default algorithm, a memory-hard KDF) and the
 * OWASP-recommended cost parameters of the library (19 MiB, 2 passes).
 */
import { hash, verify } from '@node-rs/argon2';

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** False for a wrong password and for a malformed stored hash alike. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the account does not exist, so both cases take the same time. */
let dummy: Promise<string> | null = null;
export function dummyHash(): Promise<string> {
  dummy ??= hash('contraseña-inexistente-0');
  return dummy;
}
