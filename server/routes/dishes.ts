/**
 * Dishes: the menu for everyone (a Usuario only ever sees active dishes), management for the
 * Administrador, and the kitchen's sold-out/stock switch and withdrawal.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Dish } from '../../model/entities';
import { ADMIN, CHEF, CUSTOMER } from '../../model/roles';
import { DishAvailabilityBody, DishBody, DishUpdateBody, ListQuery } from '../../model/schemas';
import { authenticate, currentUser, requireRole } from '../auth/guard';
import { notFound } from '../errors';
import { dishAllergenList, dishIngredients, findDish, listDishes } from '../repos/dishes-repo';
import { createDish, setDishAvailability, updateDish, withdrawDish } from '../repos/dishes-write-repo';
import { setTotalCount } from '../repos/paging';
import { dishesChanged } from '../plugins/dish-list-cache';

const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
const DishListQuery = Type.Object(
  {
    ...ListQuery,
    category: Type.Optional(Type.Integer({ minimum: 1, maximum: 5 })),
    active: Type.Optional(Type.Boolean()),
    available: Type.Optional(Type.Boolean()),
    soldOut: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

const DISH_GONE = 'El plato no existe.';

function isCustomer(request: FastifyRequest): boolean {
  return currentUser(request).role.name === CUSTOMER;
}

/** The dish as this caller may see it: a Usuario gets 404 for a withdrawn dish. */
async function visibleDish(request: FastifyRequest, id: number): Promise<Dish> {
  const dish = await findDish(request.server.db, id);
  if (!dish || (!dish.isActive && isCustomer(request))) throw notFound(DISH_GONE);
  return dish;
}

export async function dishRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/dishes', { preHandler: authenticate, schema: { querystring: DishListQuery } }, async (request, reply) => {
    const query = request.query;
    const active = isCustomer(request) ? true : query.active;
    const key = JSON.stringify([active, query.category, query.q, query.page, query.size, query.sort, query.order, query.available, query.soldOut]);
    let hit = app.dishCache.get(key);
    if (!hit) {
      const stamp = app.dishCache.stamp;
      const { items, total, paged } = await listDishes(
        app.db,
        { category: query.category, q: query.q, active, available: query.available, soldOut: query.soldOut },
        query,
      );
      hit = { body: JSON.stringify(items), total, paged };
      app.dishCache.set(key, stamp, hit);
    }
    if (hit.paged) setTotalCount(reply, hit.total);
    return reply.type('application/json; charset=utf-8').send(hit.body);
  });

  app.get('/dishes/:id', { preHandler: authenticate, schema: { params: IdParams } }, async (request) => {
    const { id } = request.params;
    return visibleDish(request, id);
  });

  app.get('/dishes/:id/ingredients', { preHandler: authenticate, schema: { params: IdParams } }, async (request) => {
    const { id } = request.params;
    await visibleDish(request, id);
    return dishIngredients(app.db, id);
  });

  app.get('/dishes/:id/allergens', { preHandler: authenticate, schema: { params: IdParams } }, async (request) => {
    const { id } = request.params;
    await visibleDish(request, id);
    return dishAllergenList(app.db, id);
  });

  app.post('/dishes', { preHandler: requireRole(ADMIN), schema: { body: DishBody } }, async (request, reply) => {
    const id = await createDish(app.db, request.body);
    await dishesChanged(app);
    const dish = await findDish(app.db, id);
    return reply.status(201).send(dish);
  });

  app.put('/dishes/:id', { preHandler: requireRole(ADMIN), schema: { params: IdParams, body: DishUpdateBody } }, async (request) => {
    const { id } = request.params;
    if (!(await updateDish(app.db, id, request.body))) throw notFound(DISH_GONE);
    await dishesChanged(app);
    return findDish(app.db, id);
  });

  app.put(
    '/dishes/:id/availability',
    { preHandler: requireRole(ADMIN, CHEF), schema: { params: IdParams, body: DishAvailabilityBody } },
    async (request) => {
      const { id } = request.params;
      if (!(await setDishAvailability(app.db, id, request.body))) throw notFound(DISH_GONE);
      await dishesChanged(app);
      return findDish(app.db, id);
    },
  );

  app.delete('/dishes/id/:id', { preHandler: requireRole(ADMIN, CHEF), schema: { params: IdParams } }, async (request, reply) => {
    const { id } = request.params;
    if (!(await withdrawDish(app.db, id))) throw notFound(DISH_GONE);
    await dishesChanged(app);
    return reply.status(204).send();
  });
}
