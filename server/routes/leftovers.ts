/**
 * Leftovers (issue 27 point 3): the kitchen (Encargado) and administrators read a date's dishes with their
 * leftovers and save each reason's entry as typed; the admin's analysis reads the waste by week.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { isCalendarDate } from '../../model/calendar';
import { slashDate } from '../../model/day-menu';
import { LeftoverBody, LeftoverDishResponse, LeftoverParams, LeftoversDayResponse, LeftoversQuery } from '../../model/leftovers';
import { ADMIN, CHEF } from '../../model/roles';
import { DEFAULT_WASTE_WEEKS, MAX_WASTE_WEEKS, WasteFiguresResponse } from '../../model/waste';
import { localClock } from '../../model/zonedTime';
import { currentUser, requireRole } from '../auth/guard';
import { apiError } from '../errors';
import { loadLeftover, readLeftovers, saveLeftover } from '../repos/leftovers-repo';
import { readWasteFigures } from '../repos/waste-repo';

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const WasteQuery = Type.Object(
  {
    weeks: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_WASTE_WEEKS })),
    /** the last day counted (default today); its week is the last one */
    until: Type.Optional(Day),
  },
  { additionalProperties: false },
);

function checkDate(date: string, field: string): void {
  if (!isCalendarDate(date)) throw apiError(400, 'date_invalid', { date }, field);
}

export async function leftoverRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const kitchen = requireRole(ADMIN, CHEF);
  const today = () => localClock(app.config.now(), app.config.timeZone).date;

  app.get(
    '/kitchen/leftovers',
    { preHandler: kitchen, schema: { querystring: LeftoversQuery, response: { 200: LeftoversDayResponse } } },
    async (request) => {
      checkDate(request.query.date, 'date');
      return readLeftovers(app.db, request.query.date);
    },
  );

  app.put(
    '/kitchen/leftovers/:date/:dishId',
    {
      config: {
        audit: {
          resource: 'leftovers',
          load: loadLeftover,
          action: (before) => (before ? 'update' : 'create'),
          id: (r) => {
            const { date, dishId } = r.params as { date: string; dishId: number };
            return `${date}:${dishId}:${(r.body as { reason?: string } | undefined)?.reason ?? ''}`;
          },
        },
      },
      preHandler: kitchen,
      schema: { params: LeftoverParams, body: LeftoverBody, response: { 200: LeftoverDishResponse } },
    },
    async (request) => {
      const { date, dishId } = request.params;
      checkDate(date, 'date');
      if (date > today()) throw apiError(400, 'leftovers_future', { date: slashDate(date) }, 'date');
      const saved = await saveLeftover(app.db, date, dishId, request.body, currentUser(request).id);
      if (!saved) throw apiError(404, 'leftovers_dish_unknown', { dishId }, 'dishId');
      return saved;
    },
  );

  app.get(
    '/stats/waste',
    { preHandler: requireRole(ADMIN), schema: { querystring: WasteQuery, response: { 200: WasteFiguresResponse } } },
    async (request) => {
      const until = request.query.until ?? today();
      checkDate(until, 'until');
      return readWasteFigures(app.db, until, request.query.weeks ?? DEFAULT_WASTE_WEEKS);
    },
  );
}
