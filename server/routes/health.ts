/**
 * Liveness and readiness for load balancers and orchestrators. `health` only says the process answers;
 * `ready` also asks the database (a trivial query with a short timeout) and answers 503 while the database is
 * unreachable or the process is shutting down.
 */
import type { FastifyInstance } from 'fastify';
import { ApiErrorResponse, HealthResponse, ReadyResponse } from '../../model/responses';
import { apiError } from '../errors';

export const READY_TIMEOUT_MS = 1_000;

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', { schema: { response: { 200: HealthResponse } } }, async () => ({ status: 'ok' as const }));

  app.get('/ready', { schema: { response: { 200: ReadyResponse, 503: ApiErrorResponse } } }, async (request) => {
    if (app.readiness.isDraining) throw apiError(503, 'server_draining');
    try {
      await app.database.ping(READY_TIMEOUT_MS);
    } catch (err) {
      // A shutdown that began while the database was being asked is the reason to give (the process goes away).
      if (app.readiness.isDraining) throw apiError(503, 'server_draining');
      request.log.warn({ err }, 'readiness: the database does not answer');
      throw apiError(503, 'database_down');
    }
    return { status: 'ready' as const };
  });
}
