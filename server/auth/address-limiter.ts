/**
 * A small in-process sliding-window limiter keyed by client address, for the public calls that reveal
 * something or cost something (e-mail lookup, recovery, sign-up). Login uses the database-backed limit
 * (repos/login-failures-repo.ts) so it holds across processes.
 */
import type { FastifyRequest } from 'fastify';

/**
 * Answered by the error handler as 429 with its `headers` (Retry-After) and the generic Spanish message.
 */
export class TooManyRequests extends Error {
  readonly statusCode = 429;
  readonly headers: Record<string, string>;
  constructor(retryAfterSeconds: number) {
    super('Demasiados intentos. Espera un poco y vuelve a probar.');
    this.headers = { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) };
  }
}

export class AddressLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Counts one hit for the caller's address; throws 429 (with the seconds to wait) past the limit. */
  hit(request: FastifyRequest, now = Date.now()): void {
    const key = request.ip;
    const since = now - this.windowMs;
    const recent = (this.hits.get(key) ?? []).filter((t) => t > since);
    if (recent.length >= this.max) {
      this.hits.set(key, recent);
      throw new TooManyRequests(Math.max(1, Math.ceil((recent[0]! + this.windowMs - now) / 1000)));
    }
    recent.push(now);
    this.hits.set(key, recent);
    if (this.hits.size > 10_000) this.prune(since);
  }

  private prune(since: number): void {
    for (const [key, times] of this.hits) if (!times.some((t) => t > since)) this.hits.delete(key);
  }
}
