/** Public settings every app reads before logging in: the restaurant's time zone, so times show on its clock. */
import type { FastifyInstance } from 'fastify';
import { SettingsResponse } from '../../model/responses';

export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  app.get('/settings', { schema: { response: { 200: SettingsResponse } } }, async () => ({ timeZone: app.config.timeZone }));
}
