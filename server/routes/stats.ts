/** Admin figures: the dashboard counters (with today's) and the analysis of orders and complaints. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { DEFAULT_FIGURE_PERIOD } from '../../model/figures';
import { AnalysisFiguresResponse, DashboardFiguresResponse, FigurePeriodSchema } from '../../model/responses';
import { ADMIN } from '../../model/roles';
import { localClock } from '../../model/slots';
import { requireRole } from '../auth/guard';
import { analysisFigures, dashboardFigures } from '../repos/stats-repo';

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
      return analysisFigures(app.db, today, request.query.period ?? DEFAULT_FIGURE_PERIOD);
    },
  );
}
