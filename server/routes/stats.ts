/** Admin figures: the dashboard counters and the analysis of orders and complaints. */
import type { FastifyInstance } from 'fastify';
import { AnalysisFiguresResponse, DashboardFiguresResponse } from '../../model/responses';
import { ADMIN } from '../../model/roles';
import { localClock } from '../../model/slots';
import { requireRole } from '../auth/guard';
import { analysisFigures, dashboardFigures } from '../repos/stats-repo';

export async function statsRoutes(app: FastifyInstance): Promise<void> {
  const admin = requireRole(ADMIN);
  app.get('/stats/dashboard', { preHandler: admin, schema: { response: { 200: DashboardFiguresResponse } } }, async () =>
    dashboardFigures(app.db),
  );
  app.get('/stats/analysis', { preHandler: admin, schema: { response: { 200: AnalysisFiguresResponse } } }, async () => {
    const now = app.config.now();
    return analysisFigures(app.db, now, localClock(now, app.config.timeZone).date);
  });
}
