/**
 * Dishes: the menu for everyone (a Usuario only ever sees active dishes, and only a date's menu: today's
 * without `date`), management for the Administrador, and the kitchen's sold-out/stock switch and withdrawal.
 * A dish's `stock` is the date's remaining portions (issue 26); setting it sets today's.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Dish } from '../../model/entities';
import type { Db } from '../db/client';
import { ADMIN, CHEF, CUSTOMER } from '../../model/roles';
import { DishAvailabilityBody, DishBody, DishUpdateBody, ListQuery } from '../../model/schemas';
import { authenticate, currentUser, requireRole } from '../auth/guard';
import { apiError } from '../errors';
import { dishAllergenList, dishIngredients, findDish, listDishes } from '../repos/dishes-repo';
import { createDish, setDishAvailability, updateDish, withdrawDish } from '../repos/dishes-write-repo';
import { setTotalCount } from '../paging';
import { dishesChanged } from '../plugins/dish-list-cache';
import { isOpenDay } from '../../model/open-days';
import { todayOf, type Config } from '../config';
import { requestedDate } from '../orders/pickup-day';
import { readOpenDays } from '../repos/open-days-repo';
import { AllergenResponse, DishResponse, IdParams, IngredientResponse, NoContent } from '../../model/responses';
import { loadDish } from '../audit/loaders';

const DishListQuery = Type.Object(
  {
    ...ListQuery,
    category: Type.Optional(Type.Integer({ minimum: 1, maximum: 5 })),
    active: Type.Optional(Type.Boolean()),
    available: Type.Optional(Type.Boolean()),
    soldOut: Type.Optional(Type.Boolean()),
    /** the date whose menu and stock to show ("YYYY-MM-DD", local): only the dishes it offers (none when closed) */
    date: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
  },
  { additionalProperties: false },
);

function isCustomer(request: FastifyRequest): boolean {
  return currentUser(request).role.name === CUSTOMER;
}

async function existingDish(db: Db, config: Config, id: number): Promise<Dish> {
  const dish = await findDish(db, id, todayOf(config));
  if (!dish) throw apiError(404, 'dish_not_found');
  return dish;
}

/** The dish as this caller may see it: a Usuario gets 404 for a withdrawn dish. */
async function visibleDish(request: FastifyRequest, id: number): Promise<Dish> {
  const dish = await findDish(request.server.db, id, todayOf(request.server.config));
  if (!dish || (!dish.isActive && isCustomer(request))) throw apiError(404, 'dish_not_found');
  return dish;
}

export async function dishRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/dishes',
    { preHandler: authenticate, schema: { querystring: DishListQuery, response: { 200: Type.Array(DishResponse) } } },
    async (request, reply) => {
      const query = request.query;
      const active = isCustomer(request) ? true : query.active;
      // A customer sees today's menu without a date; staff see every dish (with today's stock) unless they ask one.
      const date = requestedDate(app.config, query.date);
      const offered = query.date !== undefined || isCustomer(request);
      const key = JSON.stringify([
        date,
        offered,
        active,
        query.category,
        query.q,
        query.page,
        query.size,
        query.sort,
        query.order,
        query.available,
        query.soldOut,
      ]);
      let hit = app.dishCache.get(key);
      if (!hit) {
        const stamp = app.dishCache.stamp;
        const closed = offered && !isOpenDay(date, await readOpenDays(app.db));
        const filter = {
          date,
          offered,
          category: query.category,
          q: query.q,
          active,
          available: query.available,
          soldOut: query.soldOut,
        };
        const { items, total, paged } = closed
          ? { items: [], total: 0, paged: query.page !== undefined || query.size !== undefined }
          : await listDishes(app.db, filter, query);
        hit = { body: JSON.stringify(items), total, paged };
        app.dishCache.set(key, stamp, hit);
      }
      if (hit.paged) setTotalCount(reply, hit.total);
      // The cached answer is already the JSON the response schema describes.
      return reply.type('application/json; charset=utf-8').send(hit.body as unknown as Dish[]);
    },
  );

  app.get(
    '/dishes/:id',
    { preHandler: authenticate, schema: { params: IdParams, response: { 200: DishResponse } } },
    async (request) => {
      const { id } = request.params;
      return visibleDish(request, id);
    },
  );

  app.get(
    '/dishes/:id/ingredients',
    { preHandler: authenticate, schema: { params: IdParams, response: { 200: Type.Array(IngredientResponse) } } },
    async (request) => {
      const { id } = request.params;
      await visibleDish(request, id);
      return dishIngredients(app.db, id);
    },
  );

  app.get(
    '/dishes/:id/allergens',
    { preHandler: authenticate, schema: { params: IdParams, response: { 200: Type.Array(AllergenResponse) } } },
    async (request) => {
      const { id } = request.params;
      await visibleDish(request, id);
      return dishAllergenList(app.db, id);
    },
  );

  app.post(
    '/dishes',
    {
      config: { audit: { resource: 'dishes', load: loadDish, afterCommit: dishesChanged } },
      preHandler: requireRole(ADMIN),
      schema: { body: DishBody, response: { 201: DishResponse } },
    },
    async (request, reply) => {
      const created = await createDish(app.db, request.body, todayOf(app.config));
      if (!created.ok) throw apiError(400, created.code, {}, created.field);
      await dishesChanged(app);
      return reply.status(201).send(await existingDish(app.db, app.config, created.id));
    },
  );

  app.put(
    '/dishes/:id',
    {
      config: { audit: { resource: 'dishes', load: loadDish, afterCommit: dishesChanged } },
      preHandler: requireRole(ADMIN),
      schema: { params: IdParams, body: DishUpdateBody, response: { 200: DishResponse } },
    },
    async (request) => {
      const { id } = request.params;
      if (request.body.id !== undefined && request.body.id !== id) throw apiError(400, 'id_mismatch', {}, 'id');
      const updated = await updateDish(app.db, id, request.body, todayOf(app.config));
      if (!updated) throw apiError(404, 'dish_not_found');
      if (updated !== true) throw apiError(400, updated.code, {}, updated.field);
      await dishesChanged(app);
      return existingDish(app.db, app.config, id);
    },
  );

  app.put(
    '/dishes/:id/availability',
    {
      config: { audit: { resource: 'dishes', load: loadDish, afterCommit: dishesChanged } },
      preHandler: requireRole(ADMIN, CHEF),
      schema: { params: IdParams, body: DishAvailabilityBody, response: { 200: DishResponse } },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await setDishAvailability(app.db, id, request.body, todayOf(app.config)))) throw apiError(404, 'dish_not_found');
      await dishesChanged(app);
      return existingDish(app.db, app.config, id);
    },
  );

  app.delete(
    '/dishes/id/:id',
    {
      config: { audit: { resource: 'dishes', load: loadDish, afterCommit: dishesChanged } },
      preHandler: requireRole(ADMIN, CHEF),
      schema: { params: IdParams, response: { 204: NoContent } },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!(await withdrawDish(app.db, id))) throw apiError(404, 'dish_not_found');
      await dishesChanged(app);
      return reply.status(204).send();
    },
  );
}
