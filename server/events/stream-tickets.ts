/**
 * Tickets for the browser's native EventSource, which cannot send an Authorization header.
 *
 * Choice: a ticket is a short JWT (HS256 with the app's secret, `purpose: "sse"`, 60 s expiry, random `jti`),
 * so any process can verify it; the used `jti`s are recorded in the database until they expire, so "single
 * use" holds across every process behind a load balancer. A session token is never put in a URL, and a
 * leaked ticket is worth one minute of one user's order stream at most.
 */
import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Db } from '../db/client';
import { markTicketUsed, pruneUsedTickets } from '../repos/stream-tickets-repo';

export const TICKET_TTL_SECONDS = 60;
const PURPOSE = 'sse';

export class StreamTickets {
  constructor(
    private readonly secret: Uint8Array,
    private readonly db: Db,
  ) {}

  /** `sessionVersion`: the issuing session's, so revoking the sessions also ends a stream opened with the ticket. */
  async issue(userId: number, sessionVersion: number): Promise<string> {
    return new SignJWT({ purpose: PURPOSE, id: userId, sv: sessionVersion })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + TICKET_TTL_SECONDS)
      .sign(this.secret);
  }

  /** The user and session version of a valid, unused ticket (and marks it used); null otherwise. */
  async redeem(ticket: string): Promise<{ userId: number; sessionVersion: number } | null> {
    let claims;
    try {
      claims = (await jwtVerify(ticket, this.secret, { algorithms: ['HS256'] })).payload;
    } catch {
      return null;
    }
    const { purpose, id, sv, jti, exp } = claims;
    if (
      purpose !== PURPOSE ||
      typeof id !== 'number' ||
      !Number.isInteger(id) ||
      typeof sv !== 'number' ||
      !Number.isInteger(sv) ||
      !jti ||
      !exp
    )
      return null;
    await pruneUsedTickets(this.db, new Date());
    return (await markTicketUsed(this.db, jti, new Date(exp * 1000))) ? { userId: id, sessionVersion: sv } : null;
  }
}
