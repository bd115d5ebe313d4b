/**
 * Orders: a Usuario places them (one transaction, see orders/place-order.ts) and reads their own; the
 * kitchen and admins list every order, mark them finished, recall a finished one of today and hand it over.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { Order } from '../../model/entities';
import { ADMIN, CHEF, CUSTOMER, DISPLAY } from '../../model/roles';
import { ListQuery, OrderChangeBody, OrderCreateBody, StationDoneParams } from '../../model/schemas';
import { localClock, slotsOn } from '../../model/slots';
import { assertSelfOrRole, authenticate, currentUser, requireRole } from '../auth/guard';
import { apiError } from '../errors';
import { todayOf } from '../config';
import { finishOrder } from '../orders/finish-order';
import { reopenOrder } from '../orders/reopen-order';
import { collectOrder } from '../orders/collect-order';
import { markStationDone } from '../orders/station-done';
import { placeOrder } from '../orders/place-order';
import { cancelOrder } from '../orders/cancel-order';
import { changeOrder } from '../orders/change-order';
import { orderDayOf, requestedDate } from '../orders/pickup-day';
import { dishesChanged } from '../plugins/dish-list-cache';
import { findOrder, listOrders, placedOrderView } from '../repos/orders-repo';
import { withEstimate, withEstimates, withPlacedEstimate } from '../orders/ready-estimates';
import { setTotalCount } from '../paging';
import { IdParams, OrderResponse, PickupOrderResponse } from '../../model/responses';
import { pickupOrders } from '../repos/pickup-repo';
import { loadOrder } from '../audit/loaders';

const OrderListQuery = Type.Object(
  {
    ...ListQuery,
    status: Type.Optional(Type.Union([Type.Literal('pending'), Type.Literal('finished'), Type.Literal('cancelled')])),
    date: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
    from: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
    to: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
    customerId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
  },
  { additionalProperties: false },
);
const MineQuery = Type.Object(
  {
    ...ListQuery,
    /** only the orders picked up today (the restaurant's today) or later: the home's card, not the whole history */
    upcoming: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

async function existingOrder(app: FastifyInstance, id: number): Promise<Order> {
  const order = await findOrder(app.db, id);
  if (!order) throw apiError(404, 'order_not_found');
  return withEstimate(app.db, app.config, order);
}

export async function orderRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/orders',
    {
      preHandler: requireRole(CUSTOMER),
      config: { audit: { resource: 'orders', load: loadOrder }, idempotent: true },
      schema: { body: OrderCreateBody, response: { 201: OrderResponse } },
    },
    async (request, reply) => {
      const body = request.body;
      const { config } = app;
      const pickupDate = requestedDate(config, body.pickupDate, 'pickupDate');
      const offered = slotsOn(pickupDate, config.now(), config.openingHours, config.slotMinutes, config.timeZone);
      const placing = {
        userId: currentUser(request).id,
        pickupDate,
        pickupHour: body.pickupHour,
        lines: body.lines,
        allergensConfirmed: body.allergensConfirmed ?? false,
        offered,
        day: await orderDayOf(app.db, config, pickupDate),
      };
      // An hour no longer offered is refused before any transaction; the rest inside it (model/order-decision.ts).
      const placed = await placeOrder(app.db, app.config, placing);
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
      const from = query.upcoming ? todayOf(app.config) : undefined;
      const { items, total, paged } = await listOrders(app.db, { userId: currentUser(request).id, q: query.q, from }, query);
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

  // The customer changes a pending order's lines and hour before its day's cut-off (orders/change-order.ts).
  app.put(
    '/orders/:id',
    {
      preHandler: requireRole(CUSTOMER),
      config: { audit: { resource: 'orders', load: loadOrder }, idempotent: true },
      schema: { params: IdParams, body: OrderChangeBody, response: { 200: OrderResponse } },
    },
    async (request) => {
      const { id } = request.params;
      const user = currentUser(request);
      await changeOrder(app.db, app.config, id, { id: user.id, role: user.role.name }, request.body);
      await dishesChanged(app);
      return existingOrder(app, id);
    },
  );

  // Its customer (or an Administrador) cancels a pending order before its day's cut-off: stock and minutes return.
  app.put(
    '/orders/:id/cancel',
    {
      preHandler: authenticate,
      config: { audit: { resource: 'orders', load: loadOrder, action: 'cancel' }, idempotent: true },
      schema: { params: IdParams, response: { 200: OrderResponse } },
    },
    async (request) => {
      const { id } = request.params;
      const user = currentUser(request);
      await cancelOrder(app.db, app.config, id, { id: user.id, role: user.role.name });
      await dishesChanged(app);
      return existingOrder(app, id);
    },
  );

  app.put(
    '/orders/:id/finish',
    {
      preHandler: requireRole(ADMIN, CHEF),
      config: { audit: { resource: 'orders', load: loadOrder, action: 'finish' }, idempotent: true },
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
      config: { audit: { resource: 'orders', load: loadOrder, action: 'station_done' }, idempotent: true },
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
      config: { audit: { resource: 'orders', load: loadOrder, action: 'reopen' }, idempotent: true },
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
      config: { audit: { resource: 'orders', load: loadOrder, action: 'collect' }, idempotent: true },
      schema: { params: IdParams, response: { 200: OrderResponse } },
    },
    async (request) => {
      const { id } = request.params;
      await collectOrder(app.db, id);
      return existingOrder(app, id);
    },
  );
}
