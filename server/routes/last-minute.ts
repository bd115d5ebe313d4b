/**
 * GET dishes/last-minute (issue 27 point 4, "Última hora"): once today's cut-off has passed, today's dishes with
 * portions cooked beyond the orders (model/last-minute.ts); before it, and without a frozen production sheet, [].
 * Any signed-in user may read it: it is what the customer home offers first.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { beforeCutoff } from '../../model/cutoff';
import { LastMinuteDishResponse, type LastMinuteDish } from '../../model/last-minute';
import { isOpenDay } from '../../model/open-days';
import { authenticate } from '../auth/guard';
import { todayOf } from '../config';
import { lastMinuteDishes } from '../repos/last-minute-repo';
import { readOpenDays } from '../repos/open-days-repo';

export async function lastMinuteRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/dishes/last-minute',
    { preHandler: authenticate, schema: { response: { 200: Type.Array(LastMinuteDishResponse) } } },
    async (): Promise<LastMinuteDish[]> => {
      const { config } = app;
      const today = todayOf(config);
      if (beforeCutoff(today, config.now(), config.orderCutoff, config.timeZone)) return [];
      if (!isOpenDay(today, await readOpenDays(app.db))) return [];
      return lastMinuteDishes(app.db, today);
    },
  );
}
