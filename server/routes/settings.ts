/**
 * Public settings every app reads before logging in: the restaurant's time zone, so times show on its clock,
 * and the canteen week's rules (rest weekdays, booking horizon, cut-off).
 * The Administrador sets the weekly rest days (issue 26); a weekday with booked orders ahead cannot become one.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { isoWeekday } from '../../model/calendar';
import { formatCutoff } from '../../model/cutoff';
import { RestWeekdaysBody, slashDate } from '../../model/day-menu';
import { SettingsResponse } from '../../model/responses';
import { ADMIN } from '../../model/roles';
import { localClock } from '../../model/zonedTime';
import { requireRole } from '../auth/guard';
import { dishesChanged } from '../plugins/dish-list-cache';
import { apiError } from '../errors';
import { bookedDatesFrom, readRestWeekdays, saveRestWeekdays } from '../repos/closed-days-repo';
import { loadKitchenSettings } from '../audit/loaders';

export async function settingsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // What a date offers changed: the cached dish lists (per date) are dropped in every process.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && reply.statusCode < 400) await dishesChanged(app);
    return payload;
  });
  const settings = async () => ({
    timeZone: app.config.timeZone,
    restWeekdays: await readRestWeekdays(app.db),
    preorderDays: app.config.preorderDays,
    orderCutoff: formatCutoff(app.config.orderCutoff),
  });
  app.get('/settings', { schema: { response: { 200: SettingsResponse } } }, settings);

  app.put(
    '/settings',
    {
      config: { audit: { resource: 'settings', load: loadKitchenSettings, id: () => 'settings' } },
      preHandler: requireRole(ADMIN),
      schema: { body: RestWeekdaysBody, response: { 200: SettingsResponse } },
    },
    async (request) => {
      const restWeekdays = [...new Set(request.body.restWeekdays)].sort((a, b) => a - b);
      const current = await readRestWeekdays(app.db);
      const closing = restWeekdays.filter((d) => !current.includes(d));
      const today = localClock(app.config.now(), app.config.timeZone).date;
      const booked = (await bookedDatesFrom(app.db, today)).filter((b) => closing.includes(isoWeekday(b.date)));
      if (booked.length) {
        const total = booked.reduce((sum, b) => sum + b.orders, 0);
        throw apiError(409, 'rest_weekday_has_orders', { date: slashDate(booked[0].date), smart_count: total }, 'restWeekdays');
      }
      await saveRestWeekdays(app.db, restWeekdays);
      return settings();
    },
  );
}
