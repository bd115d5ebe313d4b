/**
 * A limiter keyed by client address for the public calls that reveal something or cost something (e-mail
 * lookup, recovery, sign-up). The counts live in the database (repos/address-hits-repo.ts), like the login
 * limit (repos/login-failures-repo.ts), so a limit holds across every server process behind a load balancer.
 * Choice: fixed windows (one counter per address and window) rather than a sliding log: one upsert per call.
 */
import type { FastifyRequest } from 'fastify';
import { countHit, pruneHits } from '../repos/address-hits-repo';

/**
 * Answered by the error handler as 429 `too_many_attempts` with its `headers` (Retry-After).
 */
export class TooManyRequests extends Error {
  readonly statusCode = 429;
  readonly headers: Record<string, string>;
  constructor(retryAfterSeconds: number) {
    super('too many attempts');
    this.headers = { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) };
  }
}

export class AddressLimiter {
  constructor(
    private readonly bucket: string,
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Counts one hit for the caller's address; throws 429 (with the seconds to wait) past the limit. */
  async hit(request: FastifyRequest): Promise<void> {
    const db = request.server.db;
    const { hits, windowStart } = await countHit(db, this.bucket, request.ip, this.windowMs);
    // A new window is a good moment to forget the addresses whose windows have ended.
    if (hits === 1) await pruneHits(db, this.bucket, new Date(Date.now() - this.windowMs));
    if (hits > this.max) throw new TooManyRequests((windowStart.getTime() + this.windowMs - Date.now()) / 1000);
  }
}
