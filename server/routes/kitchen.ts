/**
 * The kitchen's settings and pause. Anyone logged in reads the status (the customer app shows the pause);
 * the kitchen and admins change the cooks and pause or resume ordering. A pause ends by itself at its end.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { KitchenPauseBody, KitchenSettingsBody, type KitchenStatus } from '../../model/kitchen';
import { KitchenStatusResponse } from '../../model/responses';
import { ADMIN, CHEF } from '../../model/roles';
import { authenticate, requireRole } from '../auth/guard';
import { kitchenStatus, pauseUntil, setCooks } from '../repos/kitchen-repo';
import { loadKitchenSettings } from '../audit/loaders';

const MINUTE = 60_000;
const response = { 200: KitchenStatusResponse };

export async function kitchenRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const status = (): Promise<KitchenStatus> => kitchenStatus(app.db, app.config);

  app.get('/kitchen/status', { preHandler: authenticate, schema: { response } }, status);

  app.put(
    '/kitchen/settings',
    {
      config: { audit: { resource: 'kitchen', load: loadKitchenSettings, id: () => 'settings' } },
      preHandler: requireRole(ADMIN, CHEF),
      schema: { body: KitchenSettingsBody, response },
    },
    async (request) => {
      await setCooks(app.db, request.body.cooks);
      return status();
    },
  );

  app.put(
    '/kitchen/pause',
    {
      config: { audit: { resource: 'kitchen', load: loadKitchenSettings, id: () => 'settings', action: 'pause' } },
      preHandler: requireRole(ADMIN, CHEF),
      schema: { body: KitchenPauseBody, response },
    },
    async (request) => {
      // Ends on a whole minute, so "vuelve a las 13:40" reads the same in every app and in the 409 message.
      const end = app.config.now().getTime() + request.body.minutes * MINUTE;
      await pauseUntil(app.db, new Date(Math.ceil(end / MINUTE) * MINUTE));
      return status();
    },
  );

  app.delete(
    '/kitchen/pause',
    {
      config: { audit: { resource: 'kitchen', load: loadKitchenSettings, id: () => 'settings', action: 'resume' } },
      preHandler: requireRole(ADMIN, CHEF),
      schema: { response },
    },
    async () => {
      await pauseUntil(app.db, null);
      return status();
    },
  );
}
