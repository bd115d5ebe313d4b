/**
 * Public settings every app reads before logging in: the restaurant's time zone, so times show on its clock, and
 * the canteen week's rules (weekly rest days, booking horizon, cut-off).
 */
import type { FastifyInstance } from 'fastify';
import { formatCutoff } from '../../model/cutoff';
import { SettingsResponse } from '../../model/responses';
import { readOpenDays } from '../repos/open-days-repo';

export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  app.get('/settings', { schema: { response: { 200: SettingsResponse } } }, async () => ({
    timeZone: app.config.timeZone,
    restWeekdays: [...(await readOpenDays(app.db)).restWeekdays],
    preorderDays: app.config.preorderDays,
    orderCutoff: formatCutoff(app.config.orderCutoff),
  }));
}
