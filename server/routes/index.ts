/** The API's routes, one file per resource, all mounted under /api. */
import type { FastifyInstance } from 'fastify';
import { dishRoutes } from './dishes';
import { eventRoutes } from './events';
import { hourRoutes } from './hours';
import { orderRoutes } from './orders';

export async function apiRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', async () => ({ status: 'ok' }));
  await app.register(dishRoutes);
  await app.register(hourRoutes);
  await app.register(orderRoutes);
  await app.register(eventRoutes);
}
