/**
 * "Mi pedido habitual" (issue 26 point 6): a customer lists their active usual orders, stores one (its dates are
 * booked at once as real orders; the ones that cannot be come back in `skipped` with their reason) and stops one
 * (its orders still before their cut-off are cancelled). See server/orders/usual-orders.ts.
 */
import { loadUsualOrder } from '../audit/loaders';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { CUSTOMER } from '../../model/roles';
import { IdParams } from '../../model/responses';
import { OrderCreateBody } from '../../model/schemas';
import { UsualOrderBookingResponse, UsualOrderResponse } from '../../model/week-responses';
import { authenticate, currentUser, requireRole } from '../auth/guard';
import { createUsualOrder, stopUsualOrder, usualOrderViews } from '../orders/usual-orders';
import { withEstimates } from '../orders/ready-estimates';
import { dishesChanged } from '../plugins/dish-list-cache';
import { activeUsualOrders } from '../repos/usual-orders-repo';

const UsualOrderBody = Type.Object(
  {
    /** ISO weekdays to repeat it on, 1 Monday … 7 Sunday */
    weekdays: Type.Array(Type.Integer({ minimum: 1, maximum: 7 }), { minItems: 1, maxItems: 7, uniqueItems: true }),
    pickupHour: OrderCreateBody.properties.pickupHour,
    lines: OrderCreateBody.properties.lines,
  },
  { additionalProperties: false },
);

export async function usualOrderRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/usual-orders',
    { preHandler: authenticate, schema: { response: { 200: Type.Array(UsualOrderResponse) } } },
    async (request) => usualOrderViews(app.db, await activeUsualOrders(app.db, currentUser(request).id)),
  );

  app.post(
    '/usual-orders',
    {
      preHandler: requireRole(CUSTOMER),
      config: {
        idempotent: true,
        audit: {
          resource: 'usual_orders',
          load: loadUsualOrder,
          id: (_r, answer) => (answer as { usualOrder?: { id: number } } | undefined)?.usualOrder?.id ?? null,
        },
      },
      schema: { body: UsualOrderBody, response: { 201: UsualOrderBookingResponse } },
    },
    async (request, reply) => {
      const { weekdays, pickupHour, lines } = request.body;
      const booking = await createUsualOrder(app.db, app.config, {
        userId: currentUser(request).id,
        weekdays,
        pickupHour,
        lines,
      });
      if (booking.placed.length > 0) await dishesChanged(app);
      return reply.status(201).send({ ...booking, placed: await withEstimates(app.db, app.config, booking.placed) });
    },
  );

  app.delete(
    '/usual-orders/:id',
    {
      preHandler: authenticate,
      config: { idempotent: true, audit: { resource: 'usual_orders', load: loadUsualOrder, action: 'stop' } },
      schema: { params: IdParams, response: { 200: Type.Object({ cancelled: Type.Integer() }) } },
    },
    async (request) => {
      const user = currentUser(request);
      const result = await stopUsualOrder(app.db, app.config, request.params.id, { id: user.id, role: user.role.name });
      if (result.cancelled > 0) await dishesChanged(app);
      return result;
    },
  );
}
