/** Pick-up hours still possible today in the restaurant's time zone (only slots that start after now). */
import type { FastifyInstance } from 'fastify';
import type { Hour } from '../../model/entities';
import { HourResponse } from '../../model/responses';
import { availableSlots } from '../../model/slots';
import { authenticate } from '../auth/guard';
import type { Config } from '../config';

function offeredHours(config: Config): string[] {
  return availableSlots(config.now(), config.openingHours, config.slotMinutes, config.timeZone);
}

export async function hourRoutes(app: FastifyInstance): Promise<void> {
  app.get('/hours', { preHandler: authenticate, schema: { response: { 200: { type: 'array', items: HourResponse } } } }, async (): Promise<Hour[]> => offeredHours(app.config).map((hour) => ({ hour })));
}
