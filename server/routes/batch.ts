/**
 * `GET /api/batch`: several reads in one request (model/batch.ts). Each read goes through the whole API as a request
 * of its own (Fastify's inject), with the caller's session: the same guards, validation and answers
 * as when asked alone, so a batch can read nothing its caller could not.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BatchQuery, BatchResponse, type BatchAnswer } from '../../model/batch';

/** a read carries the batch's session, nothing else of its request */
function forwardedHeaders(request: FastifyRequest): Record<string, string> {
  const { authorization } = request.headers;
  return { accept: 'application/json', ...(authorization ? { authorization } : {}) };
}

export async function batchRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/batch', { schema: { querystring: BatchQuery, response: { 200: BatchResponse } } }, async (request) => {
    const headers = forwardedHeaders(request);
    const answers = await Promise.all(
      request.query.get.map(async (path): Promise<BatchAnswer> => {
        const res = await app.inject({ method: 'GET', url: `/api/${path}`, headers });
        const json = /^application\/json\b/.test(String(res.headers['content-type'] ?? '')) && res.body !== '';
        const total = res.headers['x-total-count'];
        return {
          path,
          status: res.statusCode,
          body: json ? (JSON.parse(res.body) as unknown) : null,
          ...(typeof total === 'string' ? { total } : {}),
        };
      }),
    );
    return { answers };
  });
}
