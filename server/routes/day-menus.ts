/**
 * The week's planning (issue 26): each date's menu and portions (Administrador, Encargado), copies of a day or
 * a week, and the booked orders per pick-up date the kitchen board and the dashboard count.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import {
  copyPairs,
  DateParams,
  DateRangeQuery,
  DayMenuBody,
  DayMenuCopyBody,
  MAX_RANGE_DAYS,
  OrdersByDayResponse,
  rangeRefusal,
  slashDate,
} from '../../model/day-menu';
import { isCalendarDate } from '../../model/calendar';
import { ADMIN, CHEF } from '../../model/roles';
import { DayMenuResponse } from '../../model/week-responses';
import { localClock } from '../../model/zonedTime';
import { currentUser, requireRole } from '../auth/guard';
import { dishesChanged } from '../plugins/dish-list-cache';
import { apiError } from '../errors';
import { copyPlans, ordersByDay, planDay, PlanRefused, readDayMenus, unplanDay } from '../repos/day-menus-repo';
import { loadDayMenu } from '../audit/loaders';
import { canonical, recordAudit } from '../audit/record-audit';

/** A readable range of dates, or the 400 that says why not. */
export function checkRange(from: string, to: string): void {
  const refusal = rangeRefusal(from, to);
  if (refusal === 'date_invalid')
    throw apiError(
      400,
      'day_menu_date_invalid',
      { date: isCalendarDate(from) ? to : from },
      isCalendarDate(from) ? 'to' : 'from',
    );
  if (refusal) throw apiError(400, 'day_menu_range_invalid', { max: MAX_RANGE_DAYS }, 'to');
}

/** A date planners may still change: a real date, today or later. */
function checkChangeable(date: string, today: string, field = 'date'): void {
  if (!isCalendarDate(date)) throw apiError(400, 'day_menu_date_invalid', { date }, field);
  if (date < today) throw apiError(409, 'day_menu_past', { date: slashDate(date) }, field);
}

function refusalError(err: unknown): never {
  if (!(err instanceof PlanRefused)) throw err;
  const r = err.refusal;
  if (r.code === 'dish_repeated') throw apiError(400, 'day_menu_dish_repeated', { dishId: r.dishId }, 'dishes');
  if (r.code === 'dish_unknown') throw apiError(409, 'day_menu_dish_unknown', { dishId: r.dishId }, 'dishes');
  throw apiError(409, 'portions_below_booked', { name: r.name, booked: r.booked, date: slashDate(r.date) }, 'dishes', {
    dishId: r.dishId,
    booked: r.booked,
  });
}

export async function dayMenuRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // What a date offers changed: the cached dish lists (per date) are dropped in every process.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && reply.statusCode < 400) await dishesChanged(app);
    return payload;
  });
  const planners = requireRole(ADMIN, CHEF);
  const today = () => localClock(app.config.now(), app.config.timeZone).date;

  app.get(
    '/day-menus',
    { preHandler: planners, schema: { querystring: DateRangeQuery, response: { 200: Type.Array(DayMenuResponse) } } },
    async (request) => {
      const { from, to } = request.query;
      checkRange(from, to);
      return readDayMenus(app.db, from, to);
    },
  );

  app.put(
    '/day-menus/:date',
    {
      config: { audit: { resource: 'day_menus', load: loadDayMenu, id: (r) => (r.params as { date: string }).date } },
      preHandler: planners,
      schema: { params: DateParams, body: DayMenuBody, response: { 200: DayMenuResponse } },
    },
    async (request) => {
      const { date } = request.params;
      checkChangeable(date, today());
      return planDay(app.db, date, request.body.dishes, currentUser(request).id).catch(refusalError);
    },
  );

  app.delete(
    '/day-menus/:date',
    {
      config: { audit: { resource: 'day_menus', load: loadDayMenu, id: (r) => (r.params as { date: string }).date } },
      preHandler: planners,
      schema: { params: DateParams, response: { 200: DayMenuResponse } },
    },
    async (request) => {
      const { date } = request.params;
      checkChangeable(date, today());
      return unplanDay(app.db, date);
    },
  );

  app.post(
    '/day-menus/copy',
    {
      // one event per date the copy planned, in that date's Historial (the source date in its detail)
      config: { audit: { resource: 'day_menus', manual: true } },
      preHandler: planners,
      schema: { body: DayMenuCopyBody, response: { 200: Type.Array(DayMenuResponse) } },
    },
    async (request) => {
      const { from, to, span } = request.body;
      if (!isCalendarDate(from)) throw apiError(400, 'day_menu_date_invalid', { date: from }, 'from');
      const now = today();
      // A week's copy leaves the target week's past days alone; one day's copy must target today or later.
      if (span === 'day') checkChangeable(to, now, 'to');
      else if (!isCalendarDate(to)) throw apiError(400, 'day_menu_date_invalid', { date: to }, 'to');
      const pairs = copyPairs(from, to, span).filter(([, target]) => target >= now);
      const before: Awaited<ReturnType<typeof loadDayMenu>>[] = [];
      for (const [, target] of pairs) before.push(await loadDayMenu(app.db, target));
      await copyPlans(app.db, pairs, currentUser(request).id, span === 'day').catch(refusalError);
      for (const [i, [source, target]] of pairs.entries()) {
        const after = await loadDayMenu(app.db, target);
        if (canonical(after) !== canonical(before[i]))
          await recordAudit(app.db, request, {
            resource: 'day_menus',
            recordId: target,
            action: 'copy',
            before: before[i],
            after,
            detail: { from: source },
          });
      }
      const targets = copyPairs(from, to, span).map(([, target]) => target);
      return readDayMenus(app.db, targets[0], targets[targets.length - 1]);
    },
  );

  app.get(
    '/orders/by-day',
    { preHandler: planners, schema: { querystring: DateRangeQuery, response: { 200: Type.Array(OrdersByDayResponse) } } },
    async (request) => {
      const { from, to } = request.query;
      checkRange(from, to);
      return ordersByDay(app.db, from, to);
    },
  );
}
