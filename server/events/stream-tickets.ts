/**
 * Tickets for the browser's native EventSource, which cannot send an Authorization header.
 *
 * Choice: a ticket is a short JWT (HS256 with the app's secret, `purpose: "sse"`, 60 s expiry, random `jti`)
 * and the used `jti`s are remembered in this process's memory until they expire. No table or migration is
 * needed and any process can verify a ticket; the price is that "single use" holds per process: behind a load
 * balancer a stolen ticket could be replayed once on another process within its 60 seconds. A session token
 * is never put in a URL, so a leaked ticket is worth one minute of one user's order stream at most.
 */
import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export const TICKET_TTL_SECONDS = 60;
const PURPOSE = 'sse';

export class StreamTickets {
  /** used jti → expiry (ms), pruned as they expire */
  private readonly used = new Map<string, number>();

  constructor(private readonly secret: Uint8Array) {}

  async issue(userId: number): Promise<string> {
    return new SignJWT({ purpose: PURPOSE, id: userId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + TICKET_TTL_SECONDS)
      .sign(this.secret);
  }

  /** The user id of a valid, unused ticket (and marks it used); null otherwise. */
  async redeem(ticket: string): Promise<number | null> {
    try {
      const { payload } = await jwtVerify(ticket, this.secret, { algorithms: ['HS256'] });
      const { purpose, id, jti, exp } = payload;
      if (purpose !== PURPOSE || typeof id !== 'number' || !Number.isInteger(id) || !jti || !exp) return null;
      this.prune();
      if (this.used.has(jti)) return null;
      this.used.set(jti, exp * 1000);
      return id;
    } catch {
      return null;
    }
  }

  private prune(): void {
    const now = Date.now();
    for (const [jti, expires] of this.used) if (expires < now) this.used.delete(jti);
  }
}
