/**
 * The production sheet (issue 27): GET /kitchen/production-sheet?date=YYYY-MM-DD&stationId=N, for the kitchen
 * (Encargado) and Administrador. Reading it past the date's cut-off freezes it (server/planning/production-sheet.ts);
 * the screens make its CSV from the same answer (model/production-sheet.ts).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { isCalendarDate } from '../../model/calendar';
import { ProductionSheetQuery, ProductionSheetResponse } from '../../model/production-sheet-schemas';
import { ADMIN, CHEF } from '../../model/roles';
import { requireRole } from '../auth/guard';
import { apiError } from '../errors';
import { productionSheet } from '../planning/production-sheet';
import { stationCategoryIds } from '../repos/production-sheet-repo';
import { findStation } from '../repos/stations-repo';

export async function productionSheetRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/kitchen/production-sheet',
    {
      preHandler: requireRole(ADMIN, CHEF),
      schema: { querystring: ProductionSheetQuery, response: { 200: ProductionSheetResponse } },
    },
    async (request) => {
      const { date, stationId } = request.query;
      if (!isCalendarDate(date)) throw apiError(400, 'day_menu_date_invalid', { date }, 'date');
      let categoryIds: number[] | null = null;
      if (stationId !== undefined) {
        if (!(await findStation(app.db, stationId))) throw apiError(404, 'station_not_found');
        categoryIds = await stationCategoryIds(app.db, stationId);
      }
      const sheet = await productionSheet(app.db, app.config, date, categoryIds);
      return { ...sheet, stationId: stationId ?? null };
    },
  );
}
