/**
 * Giving a meal away (issue 26 point 5): the owner offers a booked order or takes the offer back, customers
 * list a date's meals their colleagues offer, and the first to take one owns it (server/orders/meal-sharing.ts).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { CUSTOMER } from '../../model/roles';
import { IdParams, OrderResponse } from '../../model/responses';
import { OfferedMealResponse } from '../../model/week-responses';
import { authenticate, currentUser, requireRole } from '../auth/guard';
import { apiError } from '../errors';
import { listOfferedMeals, offerMeal, takeMeal, withdrawOffer } from '../orders/meal-sharing';
import { withEstimate } from '../orders/ready-estimates';
import { findOrder } from '../repos/orders-repo';
import { loadOrder } from '../audit/loaders';
import { localClock } from '../../model/zonedTime';

const OfferedQuery = Type.Object(
  {
    date: Type.Optional(
      Type.String({
        pattern: '^\\d{4}-\\d{2}-\\d{2}$',
        description: 'pick-up date, "YYYY-MM-DD"; the restaurant\'s today without it',
      }),
    ),
  },
  { additionalProperties: false },
);

export async function orderSharingRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  const orderNow = async (id: number) => {
    const order = await findOrder(app.db, id);
    if (!order) throw apiError(404, 'order_not_found');
    return withEstimate(app.db, app.config, order);
  };

  app.get(
    '/orders/offered',
    {
      preHandler: requireRole(CUSTOMER),
      schema: { querystring: OfferedQuery, response: { 200: Type.Array(OfferedMealResponse) } },
    },
    async (request) =>
      listOfferedMeals(
        app.db,
        app.config,
        request.query.date ?? localClock(app.config.now(), app.config.timeZone).date,
        currentUser(request).id,
      ),
  );

  app.put(
    '/orders/:id/offer',
    {
      preHandler: authenticate,
      config: { audit: { resource: 'orders', load: loadOrder, action: 'offer' }, idempotent: true },
      schema: { params: IdParams, response: { 200: OrderResponse } },
    },
    async (request) => {
      const { id } = request.params;
      await offerMeal(app.db, app.config, id, currentUser(request).id);
      return orderNow(id);
    },
  );

  app.delete(
    '/orders/:id/offer',
    {
      preHandler: authenticate,
      config: { audit: { resource: 'orders', load: loadOrder, action: 'withdraw_offer' }, idempotent: true },
      schema: { params: IdParams, response: { 200: OrderResponse } },
    },
    async (request) => {
      const { id } = request.params;
      await withdrawOffer(app.db, id, currentUser(request).id);
      return orderNow(id);
    },
  );

  app.put(
    '/orders/:id/take',
    {
      preHandler: requireRole(CUSTOMER),
      config: { audit: { resource: 'orders', load: loadOrder, action: 'take' }, idempotent: true },
      schema: { params: IdParams, response: { 200: OrderResponse } },
    },
    async (request) => {
      const { id } = request.params;
      await takeMeal(app.db, app.config, id, currentUser(request).id);
      return orderNow(id);
    },
  );
}
