/** Helpers for the API suites: forged tokens, multipart bodies and the "no secret ever leaks" check. */
import { SignJWT } from 'jose';
import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Tokens a client could forge or replay; every protected call must answer them with 401. */
export async function forgedTokens(validToken: string, realSecret: Uint8Array, userId: number): Promise<Record<string, string>> {
  const claims = { id: userId, role: { id: 1, name: 'Administrador' }, sub: String(userId) };
  const now = Math.floor(Date.now() / 1000);
  const [header, , signature] = validToken.split('.');
  return {
    'alg none': `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url({ ...claims, iat: now, exp: now + 3600 })}.`,
    'tampered payload': `${header}.${b64url({ ...claims, iat: now, exp: now + 3600 })}.${signature}`,
    'wrong secret': await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('x'.repeat(48))),
    expired: await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(now - 7200)
      .setExpirationTime(now - 3600)
      .sign(realSecret),
    garbage: 'not-a-jwt',
  };
}

/** A multipart/form-data body with one file part. */
export function multipartFile(
  data: Buffer,
  opts: { field?: string; filename?: string; type?: string } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----comedor${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${opts.field ?? 'file'}"; filename="${opts.filename ?? 'foto.png'}"\r\nContent-Type: ${opts.type ?? 'image/png'}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, data, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The smallest valid PNG (1×1 transparent pixel). */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** No response may carry a password or a hash (an error may name the field, but never hold a value). */
export function expectNoSecrets(res: LightMyRequestResponse): void {
  expect(res.body).not.toMatch(/"password(Hash)?"\s*:|"password_hash"\s*:|\$argon2/i);
}

/** An error body as the contract describes it. */
export function expectApiError(res: LightMyRequestResponse, status: number, field?: string): void {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/application\/json/);
  const body = res.json() as { statusCode: number; message: string; field?: string };
  expect(body.statusCode).toBe(status);
  expect(typeof body.message).toBe('string');
  if (field !== undefined) expect(body.field).toBe(field);
}
