/** Rewards (levels) and each user's links to them: availability follows points (redeeming: ./redemptions.ts). */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { isUnlocked } from '../../model/levels';
import { ADMIN } from '../../model/roles';
import { RewardBody } from '../../model/schemas';
import { assertSelfOrRole, authenticate, currentUser, requireRole } from '../auth/guard';
import { apiError } from '../errors';
import {
  createReward,
  deleteReward,
  findReward,
  findUserReward,
  listRewards,
  listUserRewards,
  setUserRewardAvailability,
  updateReward,
} from '../repos/rewards-repo';
import { findUserRow } from '../repos/users-repo';
import { Id, IdParams, NoContent, RewardResponse, UserRewardResponse } from '../../model/responses';
import { loadReward, loadUserReward } from '../audit/loaders';

export async function rewardRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const admin = requireRole(ADMIN);

  app.get('/rewards', { preHandler: authenticate, schema: { response: { 200: Type.Array(RewardResponse) } } }, async () =>
    listRewards(app.db),
  );

  app.get(
    '/rewards/:id',
    { preHandler: authenticate, schema: { params: IdParams, response: { 200: RewardResponse } } },
    async (request) => {
      const reward = await findReward(app.db, request.params.id);
      if (!reward) throw apiError(404, 'reward_not_found');
      return reward;
    },
  );

  app.post(
    '/rewards',
    {
      config: { audit: { resource: 'rewards', load: loadReward } },
      preHandler: admin,
      schema: { body: RewardBody, response: { 201: RewardResponse } },
    },
    async (request, reply) => {
      const { name, description, image, cost, repeatable } = request.body;
      return reply.status(201).send(await createReward(app.db, { name: name.trim(), description, image, cost, repeatable }));
    },
  );

  app.put(
    '/rewards/:id',
    {
      config: { audit: { resource: 'rewards', load: loadReward } },
      preHandler: admin,
      schema: { params: IdParams, body: RewardBody, response: { 200: RewardResponse } },
    },
    async (request) => {
      const { id, name, description, image, cost, repeatable } = request.body;
      if (id !== undefined && id !== request.params.id) throw apiError(400, 'id_mismatch', {}, 'id');
      const reward = await updateReward(app.db, request.params.id, {
        name: name.trim(),
        description,
        image,
        cost,
        repeatable,
      });
      if (!reward) throw apiError(404, 'reward_not_found');
      return reward;
    },
  );

  app.delete(
    '/rewards/:id',
    {
      config: { audit: { resource: 'rewards', load: loadReward } },
      preHandler: admin,
      schema: { params: IdParams, response: { 204: NoContent } },
    },
    async (request, reply) => {
      if (!(await deleteReward(app.db, request.params.id))) throw apiError(404, 'reward_not_found');
      return reply.status(204).send();
    },
  );

  app.get(
    '/users_rewards/user/:userId',
    {
      preHandler: authenticate,
      schema: { params: Type.Object({ userId: Id }), response: { 200: Type.Array(UserRewardResponse) } },
    },
    async (request) => {
      assertSelfOrRole(request, request.params.userId, ADMIN);
      if (!(await findUserRow(app.db, request.params.userId))) throw apiError(404, 'user_not_found');
      return listUserRewards(app.db, request.params.userId);
    },
  );

  app.put(
    '/users_rewards/updateAvailability/:id',
    {
      config: { audit: { resource: 'users_rewards', load: loadUserReward } },
      preHandler: authenticate,
      schema: {
        params: IdParams,
        querystring: Type.Object({ isAvailable: Type.Boolean() }, { additionalProperties: false }),
        response: { 200: UserRewardResponse },
      },
    },
    async (request) => {
      const link = await findUserReward(app.db, request.params.id);
      if (!link) throw apiError(404, 'reward_not_found');
      assertSelfOrRole(request, link.userId, ADMIN);
      const wanted = request.query.isAvailable;
      if (currentUser(request).role.name !== ADMIN && wanted !== isUnlocked(link.points, link.reward.idRewards.cost)) {
        throw apiError(403, 'reward_points_only');
      }
      await setUserRewardAvailability(app.db, link.reward.id, wanted);
      return (await findUserReward(app.db, link.reward.id))!.reward;
    },
  );
}
