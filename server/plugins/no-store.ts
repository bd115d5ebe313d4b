/**
 * API answers are personal (a profile, a customer's orders, the users list, a login's token) or live (stock,
 * slots): no browser, proxy or shared cache may keep them. Every `/api/` answer says `no-store` unless its route
 * sets its own Cache-Control (content-addressed images, the event stream), which then wins: headers written by
 * the route replace the ones set here on the raw response.
 */
import type { FastifyInstance } from 'fastify';

export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith('/api/')) reply.raw.setHeader('Cache-Control', 'no-store');
    done();
  });
}
