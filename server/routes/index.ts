/** The API's routes, one file per resource, all mounted under /api. */
import type { FastifyInstance } from 'fastify';

export async function apiRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', async () => ({ status: 'ok' }));
}
