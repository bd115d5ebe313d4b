/**
 * Every request has an id, sent back as `x-request-id` and written on every log line of that request (pino's
 * `reqId`). A proxy in front may hand its own id down (nginx's `$request_id`), so one request can be followed
 * from the proxy's log to the server's: the header is kept only when the peer is a TRUSTED proxy (TRUST_PROXY),
 * since anyone else could plant misleading ids in the log. Otherwise, or when the value is not a plain token,
 * a new UUID is generated.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

export const REQUEST_ID_HEADER = 'x-request-id';
/** letters, digits and `.:_-`, up to 128 characters: what proxies generate (hex, UUIDs), nothing that breaks a log */
const PLAIN_ID = /^[\w.:-]{1,128}$/;

/** Whether the immediate peer is a proxy the configuration trusts. */
export function peerTrusted(trust: Config['trustProxy']): (address: string) => boolean {
  if (typeof trust === 'boolean') return () => trust;
  if (typeof trust === 'number') return () => trust > 0;
  const compiled = proxyAddr.compile(trust);
  return (address) => compiled(address, 0);
}

/** Fastify's `genReqId`: the trusted proxy's id when it sent a plain one, else a fresh UUID. */
export function requestIdGenerator(trust: Config['trustProxy']): (req: IncomingMessage) => string {
  const trusted = peerTrusted(trust);
  return (req) => {
    const sent = req.headers[REQUEST_ID_HEADER];
    if (typeof sent === 'string' && PLAIN_ID.test(sent) && trusted(req.socket.remoteAddress ?? '')) return sent;
    return randomUUID();
  };
}

/** Sets the header at arrival, so every answer carries it: errors, 404s and event streams included. */
export function registerRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
