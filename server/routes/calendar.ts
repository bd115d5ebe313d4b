/** GET calendar (issue 26): the days a customer may pick, from today to PREORDER_DAYS ahead (model/calendar-days.ts). */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { addDays } from '../../model/calendar';
import { calendarDays } from '../../model/calendar-days';
import { availableSlots } from '../../model/slots';
import { CalendarResponse, type Calendar } from '../../model/week-responses';
import { authenticate } from '../auth/guard';
import { todayOf } from '../config';
import { plannedDates } from '../repos/day-menus-read-repo';
import { readOpenDays } from '../repos/open-days-repo';

export async function calendarRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/calendar',
    { preHandler: authenticate, schema: { response: { 200: CalendarResponse } } },
    async (): Promise<Calendar> => {
      const { config } = app;
      const today = todayOf(config);
      const now = config.now();
      const days = calendarDays({
        today,
        now,
        timeZone: config.timeZone,
        preorderDays: config.preorderDays,
        openDays: await readOpenDays(app.db),
        cutoff: config.orderCutoff,
        planned: await plannedDates(app.db, today, addDays(today, config.preorderDays)),
        todayHasSlots: availableSlots(now, config.openingHours, config.slotMinutes, config.timeZone).length > 0,
      });
      return { today, preorderDays: config.preorderDays, days };
    },
  );
}
