/**
 * Pick-up hours of a date (`?date=`, today without it) in the restaurant's time zone whose kitchen capacity can
 * still take `?load=` minutes (any room at all without it): today the slots that start after now (none while
 * orders are paused), a later date every slot of the opening hours, a closed or past day none.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { MAX_PREP_MINUTES, remainingMinutes, slotCapacity, slotsWithRoom } from '../../model/capacity';
import type { Hour } from '../../model/entities';
import { isPaused } from '../../model/kitchen';
import { HourResponse } from '../../model/responses';
import { isOpenDay } from '../../model/open-days';
import { slotsOn } from '../../model/slots';
import { authenticate } from '../auth/guard';
import { todayOf } from '../config';
import { requestedDate } from '../orders/pickup-day';
import { readKitchen } from '../repos/kitchen-repo';
import { readOpenDays } from '../repos/open-days-repo';
import { slotLoads } from '../repos/slot-loads-repo';

const HoursQuery = Type.Object(
  {
    load: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_PREP_MINUTES * 1000 })),
    date: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
  },
  { additionalProperties: false },
);

export async function hourRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/hours',
    { preHandler: authenticate, schema: { querystring: HoursQuery, response: { 200: Type.Array(HourResponse) } } },
    async (request): Promise<Hour[]> => {
      const { config } = app;
      const date = requestedDate(config, request.query.date);
      const kitchen = await readKitchen(app.db, config);
      if (date === todayOf(config) && isPaused(kitchen.pausedUntil, config.now())) return [];
      if (!isOpenDay(date, await readOpenDays(app.db))) return [];
      const capacity = slotCapacity(kitchen.cooks, config.slotMinutes);
      const loads = await slotLoads(app.db, date);
      const offered = slotsOn(date, config.now(), config.openingHours, config.slotMinutes, config.timeZone);
      return slotsWithRoom(offered, loads, capacity, request.query.load ?? 0).map((hour) => ({
        hour,
        remainingMinutes: remainingMinutes(loads.get(hour) ?? 0, capacity),
      }));
    },
  );
}
