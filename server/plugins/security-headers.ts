/**
 * Security headers (CSP, nosniff, frame-ancestors…) from helmet. Its options never vary per request here, so
 * the headers are worked out once at start and copied onto every answer (the Fastify plugin rebuilt helmet's
 * whole configuration on every request). They are set on the raw response, as helmet does, so answers that
 * write their own head (the live event stream) carry them too.
 */
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The headers helmet sets for these options. */
export function helmetHeaders(options: HelmetOptions): [string, string][] {
  const headers = new Map<string, string>();
  const sink = {
    setHeader(name: string, value: string | number | string[]) {
      headers.set(name, String(value));
    },
    removeHeader(name: string) {
      headers.delete(name);
    },
  };
  helmet(options)({} as IncomingMessage, sink as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err instanceof Error ? err : new Error('helmet could not build the security headers');
  });
  return [...headers];
}

export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
