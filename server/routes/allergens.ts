/** The allergen catalogue and each user's allergies (their own, or anyone's for an admin). */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ADMIN } from '../../model/roles';
import { assertSelfOrRole, authenticate } from '../auth/guard';
import { apiError } from '../errors';
import { listAllergens, setUserAllergy, userAllergens } from '../repos/allergens-repo';
import { findUserRow } from '../repos/users-repo';
import { AllergenResponse, UserAllergenResponse } from '../../model/responses';
import { loadUserAllergen } from '../audit/loaders';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const UserParams = Type.Object({ userId: Id });
const UserAllergenParams = Type.Object({ userId: Id, allergenId: Id });
const AllergyQuery = Type.Object({ isAllergic: Type.Boolean() }, { additionalProperties: false });

export async function allergenRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  async function checkUser(request: FastifyRequest, userId: number): Promise<void> {
    assertSelfOrRole(request, userId, ADMIN);
    if (!(await findUserRow(app.db, userId))) throw apiError(404, 'user_not_found');
  }

  async function oneAllergen(userId: number, allergenId: number) {
    const [item] = await userAllergens(app.db, userId, allergenId);
    if (!item) throw apiError(404, 'allergen_not_found');
    return item;
  }

  app.get('/allergens', { preHandler: authenticate, schema: { response: { 200: Type.Array(AllergenResponse) } } }, async () =>
    listAllergens(app.db),
  );

  app.get(
    '/users_allergens/user/:userId',
    { preHandler: authenticate, schema: { params: UserParams, response: { 200: Type.Array(UserAllergenResponse) } } },
    async (request) => {
      await checkUser(request, request.params.userId);
      return userAllergens(app.db, request.params.userId);
    },
  );

  app.get(
    '/users_allergens/user/:userId/allergen/:allergenId',
    { preHandler: authenticate, schema: { params: UserAllergenParams, response: { 200: UserAllergenResponse } } },
    async (request) => {
      await checkUser(request, request.params.userId);
      return oneAllergen(request.params.userId, request.params.allergenId);
    },
  );

  app.put(
    '/users_allergens/user/:userId/allergen/:allergenId',
    {
      config: {
        audit: {
          resource: 'users_allergens',
          load: loadUserAllergen,
          id: (r) => {
            const p = r.params as { userId: number; allergenId: number };
            return `${p.userId}:${p.allergenId}`;
          },
        },
      },
      preHandler: authenticate,
      schema: { params: UserAllergenParams, querystring: AllergyQuery, response: { 200: UserAllergenResponse } },
    },
    async (request) => {
      const { userId, allergenId } = request.params;
      await checkUser(request, userId);
      await oneAllergen(userId, allergenId);
      await setUserAllergy(app.db, userId, allergenId, request.query.isAllergic);
      return oneAllergen(userId, allergenId);
    },
  );
}
