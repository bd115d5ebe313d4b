/**
 * Closed days (issue 26): single closed dates such as holidays (Administrador writes them; the planners read
 * them). The weekly rest days are a setting (./settings.ts). A day with booked orders cannot close until they are cancelled.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { isCalendarDate } from '../../model/calendar';
import { ClosedDayBody, DateParams, slashDate } from '../../model/day-menu';
import { NoContent } from '../../model/responses';
import { ADMIN, CHEF } from '../../model/roles';
import { ClosedDayResponse } from '../../model/week-responses';
import { localClock } from '../../model/zonedTime';
import { requireRole } from '../auth/guard';
import { dishesChanged } from '../plugins/dish-list-cache';
import { apiError } from '../errors';
import { addClosedDay, listClosedDays, removeClosedDay } from '../repos/closed-days-repo';
import { loadClosedDay } from '../audit/loaders';

export async function closedDayRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // What a date offers changed: the cached dish lists (per date) are dropped in every process.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && reply.statusCode < 400) await dishesChanged(app);
    return payload;
  });
  const admin = requireRole(ADMIN);
  const today = () => localClock(app.config.now(), app.config.timeZone).date;

  app.get(
    '/closed-days',
    { preHandler: requireRole(ADMIN, CHEF), schema: { response: { 200: Type.Array(ClosedDayResponse) } } },
    async () => listClosedDays(app.db),
  );

  app.post(
    '/closed-days',
    {
      config: { audit: { resource: 'closed_days', load: loadClosedDay, id: (r) => (r.body as { date: string }).date } },
      preHandler: admin,
      schema: { body: ClosedDayBody, response: { 201: ClosedDayResponse } },
    },
    async (request, reply) => {
      const { date } = request.body;
      if (!isCalendarDate(date)) throw apiError(400, 'day_menu_date_invalid', { date }, 'date');
      if (date < today()) throw apiError(409, 'closed_day_past', { date: slashDate(date) }, 'date');
      const added = await addClosedDay(app.db, date, (request.body.reason ?? '').trim());
      if (added === 'exists') throw apiError(409, 'closed_day_exists', { date: slashDate(date) }, 'date');
      if (typeof added === 'number')
        throw apiError(409, 'closed_day_has_orders', { date: slashDate(date), smart_count: added }, 'date', { orders: added });
      return reply.status(201).send(added);
    },
  );

  app.delete(
    '/closed-days/:date',
    {
      config: { audit: { resource: 'closed_days', load: loadClosedDay, id: (r) => (r.params as { date: string }).date } },
      preHandler: admin,
      schema: { params: DateParams, response: { 204: NoContent } },
    },
    async (request, reply) => {
      const { date } = request.params;
      if (!(await removeClosedDay(app.db, date))) throw apiError(404, 'closed_day_not_found', { date: slashDate(date) });
      return reply.status(204).send();
    },
  );
}
