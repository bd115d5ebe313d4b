/**
 * Admin figures: the dashboard counters (with today's), the analysis of orders and complaints, and the forecast's
 * track record per week.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { DEFAULT_FIGURE_PERIOD } from '../../model/figures';
import { AnalysisFiguresResponse, DashboardFiguresResponse, FigurePeriodSchema } from '../../model/responses';
import { ADMIN } from '../../model/roles';
import { localClock } from '../../model/slots';
import { requireRole } from '../auth/guard';
import { analysisFigures, dashboardFigures } from '../repos/stats-repo';
import { accuracyDishDays } from '../repos/forecast-accuracy-repo';
import { accuracyDates, ForecastAccuracyResponse, weeklyAccuracy } from '../../model/forecast-accuracy';

const AnalysisQuery = Type.Object({ period: Type.Optional(FigurePeriodSchema) }, { additionalProperties: false });

export async function statsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const admin = requireRole(ADMIN);
  app.get('/stats/dashboard', { preHandler: admin, schema: { response: { 200: DashboardFiguresResponse } } }, async () =>
    dashboardFigures(app.db, localClock(app.config.now(), app.config.timeZone)),
  );
  app.get(
    '/stats/analysis',
    { preHandler: admin, schema: { querystring: AnalysisQuery, response: { 200: AnalysisFiguresResponse } } },
    async (request) => {
      // Orders count on their pick-up day (an order booked today for Thursday counts on Thursday).
      const today = localClock(app.config.now(), app.config.timeZone).date;
      return analysisFigures(app.db, today, request.query.period ?? DEFAULT_FIGURE_PERIOD, app.config.timeZone);
    },
  );
  // issue 27 point 2 (h-demo): per week, the forecast's mean absolute error in walk-in portions and how often a dish
  // ran out before the last slot, over the finished days (model/forecast-accuracy.ts)
  app.get(
    '/stats/forecast-accuracy',
    { preHandler: admin, schema: { response: { 200: ForecastAccuracyResponse } } },
    async () => {
      const today = localClock(app.config.now(), app.config.timeZone).date;
      return { weeks: weeklyAccuracy(await accuracyDishDays(app.db, accuracyDates(today, app.config))) };
    },
  );
}
