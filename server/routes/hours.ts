/**
 * Pick-up hours still possible today in the restaurant's time zone: slots that start after now and whose
 * kitchen capacity can still take `?load=` minutes (any room at all without it); none while orders are paused.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { MAX_PREP_MINUTES, remainingMinutes, slotCapacity, slotsWithRoom } from '../../model/capacity';
import type { Hour } from '../../model/entities';
import { isPaused } from '../../model/kitchen';
import { HourResponse } from '../../model/responses';
import { availableSlots } from '../../model/slots';
import { authenticate } from '../auth/guard';
import type { Config } from '../config';
import { readKitchen } from '../repos/kitchen-repo';
import { todaysLoads } from '../repos/slot-loads-repo';

const HoursQuery = Type.Object(
  { load: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_PREP_MINUTES * 1000 })) },
  { additionalProperties: false },
);

function offeredHours(config: Config): string[] {
  return availableSlots(config.now(), config.openingHours, config.slotMinutes, config.timeZone);
}

export async function hourRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/hours',
    { preHandler: authenticate, schema: { querystring: HoursQuery, response: { 200: Type.Array(HourResponse) } } },
    async (request): Promise<Hour[]> => {
      const kitchen = await readKitchen(app.db, app.config);
      if (isPaused(kitchen.pausedUntil, app.config.now())) return [];
      const capacity = slotCapacity(kitchen.cooks, app.config.slotMinutes);
      const loads = await todaysLoads(app.db, app.config);
      return slotsWithRoom(offeredHours(app.config), loads, capacity, request.query.load ?? 0).map((hour) => ({
        hour,
        remainingMinutes: remainingMinutes(loads.get(hour) ?? 0, capacity),
      }));
    },
  );
}
