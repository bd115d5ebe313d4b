/**
 * Orders: a Usuario places them (one transaction, see repos/order-placement.ts) and reads their own; the
 * kitchen and admins list every order, mark them finished, recall a finished one of today and hand it over.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { Order } from '../../model/entities';
import { ADMIN, CHEF, CUSTOMER, DISPLAY } from '../../model/roles';
import { ListQuery, OrderCreateBody, StationDoneParams } from '../../model/schemas';
import { availableSlots, localClock } from '../../model/slots';
import { assertSelfOrRole, authenticate, currentUser, requireRole } from '../auth/guard';
import { badRequest, notFound } from '../errors';
import { finishOrder } from '../repos/order-finish';
import { reopenOrder } from '../repos/order-reopen';
import { collectOrder } from '../repos/order-collect';
import { markStationDone } from '../repos/order-stations';
import { placeOrder } from '../repos/order-placement';
import { dishesChanged } from '../plugins/dish-list-cache';
import { findOrder, listOrders, placedOrderView } from '../repos/orders-repo';
import { withEstimate, withEstimates, withPlacedEstimate } from '../repos/ready-estimates';
import { setTotalCount } from '../paging';
import { IdParams, OrderResponse, PickupOrderResponse } from '../../model/responses';
import { pickupOrders } from '../repos/pickup-repo';

const OrderListQuery = Type.Object(
  {
    ...ListQuery,
    status: Type.Optional(Type.Union([Type.Literal('pending'), Type.Literal('finished')])),
    date: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
    from: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
    to: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
    customerId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
  },
  { additionalProperties: false },
);
const MineQuery = Type.Object({ ...ListQuery }, { additionalProperties: false });

async function existingOrder(app: FastifyInstance, id: number): Promise<Order> {
  const order = await findOrder(app.db, id);
  if (!order) throw notFound('El pedido no existe.');
  return withEstimate(app.db, app.config, order);
}

export async function orderRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/orders',
    {
      preHandler: requireRole(CUSTOMER),
      config: { idempotent: true },
      schema: { body: OrderCreateBody, response: { 201: OrderResponse } },
    },
    async (request, reply) => {
      const body = request.body;
      const offered = availableSlots(app.config.now(), app.config.openingHours, app.config.slotMinutes, app.config.timeZone);
      if (!offered.includes(body.pickupHour)) {
        throw badRequest('Esa hora de recogida ya no está disponible. Elige otra.', 'pickupHour');
      }
      const placing = {
        userId: currentUser(request).id,
        pickupDate: localClock(app.config.now(), app.config.timeZone).date,
        pickupHour: body.pickupHour,
        lines: body.lines,
        allergensConfirmed: body.allergensConfirmed ?? false,
        capacity: { config: app.config, offered },
      };
      const placed = await placeOrder(app.db, placing, app.config);
      await dishesChanged(app);
      // The answer is built from what the transaction knows (the same as reading the order back).
      return reply.status(201).send(await withPlacedEstimate(app.db, app.config, placedOrderView(placed, placing), placed));
    },
  );

  app.get(
    '/orders',
    {
      preHandler: requireRole(ADMIN, CHEF),
      schema: { querystring: OrderListQuery, response: { 200: Type.Array(OrderResponse) } },
    },
    async (request, reply) => {
      const query = request.query;
      const { items, total, paged } = await listOrders(
        app.db,
        { status: query.status, date: query.date, q: query.q, from: query.from, to: query.to, userId: query.customerId },
        query,
      );
      if (paged) setTotalCount(reply, total);
      return withEstimates(app.db, app.config, items);
    },
  );

  // The counter's pick-up screen: today's numbers and progress, no customer data (the Pantalla role's only read).
  app.get(
    '/orders/pickup',
    { preHandler: requireRole(ADMIN, CHEF, DISPLAY), schema: { response: { 200: Type.Array(PickupOrderResponse) } } },
    async () => pickupOrders(app.db, localClock(app.config.now(), app.config.timeZone).date),
  );

  app.get(
    '/orders/mine',
    { preHandler: authenticate, schema: { querystring: MineQuery, response: { 200: Type.Array(OrderResponse) } } },
    async (request, reply) => {
      const query = request.query;
      const { items, total, paged } = await listOrders(app.db, { userId: currentUser(request).id, q: query.q }, query);
      if (paged) setTotalCount(reply, total);
      return withEstimates(app.db, app.config, items);
    },
  );

  app.get(
    '/orders/:id',
    { preHandler: authenticate, schema: { params: IdParams, response: { 200: OrderResponse } } },
    async (request) => {
      const { id } = request.params;
      const order = await existingOrder(app, id);
      assertSelfOrRole(request, order.customer?.id ?? null, ADMIN, CHEF);
      return order;
    },
  );

  app.put(
    '/orders/:id/finish',
    {
      preHandler: requireRole(ADMIN, CHEF),
      config: { idempotent: true },
      schema: { params: IdParams, response: { 200: OrderResponse } },
    },
    async (request) => {
      const { id } = request.params;
      await finishOrder(app.db, id);
      return existingOrder(app, id);
    },
  );

  // A station marks its lines done; the last station finishes the order as 'listo' does.
  app.put(
    '/orders/:id/stations/:stationId/done',
    {
      preHandler: requireRole(ADMIN, CHEF),
      config: { idempotent: true },
      schema: { params: StationDoneParams, response: { 200: OrderResponse } },
    },
    async (request) => {
      const { id, stationId } = request.params;
      await markStationDone(app.db, id, stationId);
      return existingOrder(app, id);
    },
  );

  app.put(
    '/orders/:id/reopen',
    {
      preHandler: requireRole(ADMIN, CHEF),
      config: { idempotent: true },
      schema: { params: IdParams, response: { 200: OrderResponse } },
    },
    async (request) => {
      const { id } = request.params;
      await reopenOrder(app.db, id, localClock(app.config.now(), app.config.timeZone).date);
      return existingOrder(app, id);
    },
  );

  app.put(
    '/orders/:id/collect',
    {
      preHandler: requireRole(ADMIN, CHEF),
      config: { idempotent: true },
      schema: { params: IdParams, response: { 200: OrderResponse } },
    },
    async (request) => {
      const { id } = request.params;
      await collectOrder(app.db, id);
      return existingOrder(app, id);
    },
  );
}
